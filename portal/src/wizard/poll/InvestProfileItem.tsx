// The invest-profile item (wizard-spec 2): the investor profile in the default or tabs theme,
// read from the wizard's data or fetched; 'Modificar Perfil' / 'Cambiar Perfil' open the poll
// again, and a simulator without a profile shows the spec's prompt.
import {
  Alert,
  Button,
  InvestorProfileView,
  ProfilePrompt,
  Text,
  type InvestorProfileData,
} from '@inversiones/design-system';
import { useEffect, useRef, useState } from 'react';
import { z } from 'zod';
import * as messages from '../../messages.ts';
import { isWizardContext } from '../controller/index.ts';
import type { DisplayItemProps } from '../form/item-registry.ts';
import { profilesFromData } from './investor-profiles.ts';
import { fetchInvestorProfiles } from './poll-api.ts';
import { ProfilePollDialog } from './ProfilePollDialog.tsx';
import { useStepHeadingLevel } from '../engine/step-heading-level.ts';

/** The wizard whose poll 'Modificar Perfil' opens unless the question names another. */
const DEFAULT_POLL_WIZARD = 'PERFILINVERSIONISTA';

const itemSchema = z.looseObject({
  theme: z
    .string()
    .transform((theme) => (theme.trim().toLowerCase() === 'tabs' ? 'tabs' : 'default'))
    .catch('default'),
  /** The item sits on a simulator: without a profile it shows the spec's prompt. */
  simulator: z.boolean().catch(false),
  pollWizard: z.string().min(1).catch(DEFAULT_POLL_WIZARD),
  pollContext: z.string().catch('base'),
});

type Profiles =
  { kind: 'loading' } | { kind: 'error' } | { kind: 'ready'; profiles: InvestorProfileData[] };

export function InvestProfileItem({ question, data }: DisplayItemProps) {
  const headingLevel = useStepHeadingLevel();
  const options = itemSchema.parse({
    theme: question.theme ?? 'default',
    simulator: question.simulator ?? false,
    pollWizard: question.pollWizard ?? DEFAULT_POLL_WIZARD,
    pollContext: question.pollContext ?? 'base',
  });
  const { theme } = options;
  const pollContext = isWizardContext(options.pollContext) ? options.pollContext : 'base';
  const [fromData] = useState(() => profilesFromData(data, theme));
  const [profiles, setProfiles] = useState<Profiles>(
    fromData ? { kind: 'ready', profiles: fromData } : { kind: 'loading' },
  );
  /** Bumped to fetch again: after the poll was answered in the dialog, or on Reintentar. */
  const [version, setVersion] = useState(fromData ? 0 : 1);
  const [pollOpen, setPollOpen] = useState(false);
  const viewRef = useRef<HTMLDivElement>(null);
  /** After a poll answered in the dialog the view is redrawn: focus goes back into it. */
  const refocus = useRef(false);

  useEffect(() => {
    if (profiles.kind === 'loading' || !refocus.current) return;
    refocus.current = false;
    // Frame by frame (a few at most) until the focus holds: the tabs build their collection
    // over a render or two, and the dialog returns focus to its trigger in a frame of its own.
    let frame = 0;
    let frames = 0;
    let held = 0;
    const tick = () => {
      const view = viewRef.current;
      const target =
        view?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]') ??
        view?.querySelector<HTMLElement>('button, a[href], [role="link"]');
      if (target && document.activeElement === target) held++;
      else target?.focus();
      if (held < 2 && ++frames < 12) frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [profiles]);

  useEffect(() => {
    if (version === 0) return;
    const controller = new AbortController();
    fetchInvestorProfiles(controller.signal).then(
      (answer) => setProfiles({ kind: 'ready', profiles: answer.PerfilInversionista }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('No fue posible obtener el perfil de inversionista', error);
        setProfiles({ kind: 'error' });
      },
    );
    return () => controller.abort();
  }, [version]);

  const refetch = () => {
    setProfiles({ kind: 'loading' });
    setVersion((n) => n + 1);
  };
  const openPoll = () => setPollOpen(true);
  const closePoll = (answered: boolean) => {
    setPollOpen(false);
    if (!answered) return;
    refocus.current = true;
    refetch();
  };

  const hasProfile =
    profiles.kind === 'ready' &&
    (profiles.profiles.some((p) => p.Current) || profiles.profiles.length === 1);

  return (
    <div ref={viewRef}>
      {question.label ? <Text>{question.label}</Text> : null}
      {profiles.kind === 'error' ? (
        <Alert priority="error" isLive>
          <Text>{messages.wizardPoll.profileError}</Text>
          <Button variant="secondary" onPress={refetch}>
            {messages.wizard.retry}
          </Button>
        </Alert>
      ) : profiles.kind === 'ready' && !hasProfile && options.simulator ? (
        <ProfilePrompt onPress={openPoll} />
      ) : (
        <InvestorProfileView
          theme={theme}
          profiles={profiles.kind === 'ready' ? profiles.profiles : []}
          isLoading={profiles.kind === 'loading'}
          headingLevel={headingLevel}
          onModify={openPoll}
          onChangeProfile={openPoll}
          onComplete={openPoll}
        />
      )}
      {pollOpen ? (
        <ProfilePollDialog
          wizardId={options.pollWizard}
          context={pollContext}
          onClose={closePoll}
        />
      ) : null}
    </div>
  );
}
