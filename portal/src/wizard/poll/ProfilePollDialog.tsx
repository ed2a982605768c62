// The poll opened again from the investor profile ('Modificar Perfil' / 'Cambiar Perfil'): the
// first poll step of the poll wizard in a dialog. Display items get no StepNav, so the profile
// cannot send its own wizard back to a step; a dialog keeps the current wizard where it is, and
// the poll post itself keeps the new profile (client record and investor-profile wizard data).
import { Button, Loader, StateMessage, WizardFrame } from '@inversiones/design-system';
import { Suspense, useEffect, useId, useMemo, useState } from 'react';
import * as messages from '../../messages.ts';
import { loadWizard, type WizardConfig, type WizardContext } from '../api/wizard-api.ts';
import { templateFlags } from '../engine/progression.ts';
import type { StepNav } from '../engine/step-props.ts';
import { WizardFlagsContext } from '../engine/wizard-flags.ts';
import { PollStep } from './PollStep.tsx';

export interface ProfilePollDialogProps {
  wizardId: string;
  context: WizardContext;
  /** The dialog ends: `answered` when the poll was posted. */
  onClose: (answered: boolean) => void;
}

type Loaded =
  | { kind: 'loading' }
  | { kind: 'error' }
  | { kind: 'ready'; config: WizardConfig; data: Record<string, unknown> };

export function ProfilePollDialog({ wizardId, context, onClose }: ProfilePollDialogProps) {
  const headingId = useId();
  const [loaded, setLoaded] = useState<Loaded>({ kind: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    loadWizard(context, wizardId, controller.signal).then(
      ({ config, data }) => setLoaded({ kind: 'ready', config, data: data.jsonData }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.error(`No fue posible abrir la encuesta ${wizardId}`, error);
        setLoaded({ kind: 'error' });
      },
    );
    return () => controller.abort();
  }, [context, wizardId]);

  const nav = useMemo<StepNav>(
    () => ({
      next: () => onClose(true),
      back: () => onClose(false),
      postpone: () => onClose(false),
      save: async (answers) => answers,
      // Database mode closes once the poll is posted.
      close: () => onClose(true),
      control: () => onClose(false),
      busy: false,
    }),
    [onClose],
  );

  const ready = loaded.kind === 'ready' ? loaded : null;
  const index = ready ? ready.config.steps.findIndex((s) => s.config.type === 'poll') : -1;
  const step = ready && index >= 0 ? ready.config.steps[index] : undefined;
  const frame = {
    presentation: 'modal' as const,
    isClosable: true,
    onClose: () => onClose(false),
    headingId,
    title: step?.config.title ?? messages.wizardPoll.reopenTitle,
  };

  if (loaded.kind === 'loading')
    return (
      <WizardFrame {...frame}>
        <Loader kind="placeholder" variant={4} />
      </WizardFrame>
    );
  if (!ready || !step)
    return (
      <WizardFrame {...frame}>
        <StateMessage
          tone="error"
          titleLevel={3}
          title={messages.wizardPoll.pollUnavailable}
          isLive
          action={<Button onPress={() => onClose(false)}>{messages.wizard.close}</Button>}
        />
      </WizardFrame>
    );
  return (
    <WizardFlagsContext.Provider value={templateFlags(ready.config.config)}>
      <WizardFrame {...frame}>
        <Suspense fallback={<Loader kind="placeholder" variant={4} />}>
          <PollStep
            wizardId={wizardId}
            context={context}
            step={step}
            index={index}
            total={1}
            data={ready.data}
            headingId={headingId}
            nav={nav}
          />
        </Suspense>
      </WizardFrame>
    </WizardFlagsContext.Provider>
  );
}
