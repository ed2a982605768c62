import { Alert, Button, Heading, Loader, Stack } from '@inversiones/design-system';
import { Suspense, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import * as messages from '../../messages.ts';
import {
  loadWizard,
  saveWizardData,
  type WizardConfig,
  type WizardContext,
} from '../api/wizard-api.ts';
import { StepBoundary } from '../engine/StepBoundary.tsx';
import { StepHeadingLevelContext } from '../engine/step-heading-level.ts';
import type { StepNav } from '../engine/step-props.ts';
import { stepEntry } from '../engine/step-registry.ts';
import { UnknownStep } from '../engine/steps/UnknownStep.tsx';
import { mergeSection, sectionStep, type SectionPick } from './section-steps.ts';

interface Saved {
  data: Record<string, unknown>;
  version: number;
  templateVersion: number;
}

export interface WizardSectionsProps {
  wizardId: string;
  context?: WizardContext;
  picks: readonly SectionPick[];
  /** Values shown where nothing is saved yet (the client record's name, RUT). */
  prefill?: (data: Readonly<Record<string, unknown>>) => Record<string, unknown>;
}

type Load =
  | { state: 'loading' }
  | { state: 'failed' }
  | { state: 'ready'; config: WizardConfig; initial: Record<string, unknown> };

/**
 * Some steps of a wizard shown as sections of a page, each with its own Guardar: the engine's
 * step components, validation and saving (PUT data with If-Match), without its journey.
 */
export function WizardSections({
  wizardId,
  context = 'base',
  picks,
  prefill,
}: WizardSectionsProps) {
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  // The latest saved data and version: every section saves over what the others saved.
  const saved = useRef<Saved | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    loadWizard(context, wizardId, controller.signal).then(
      ({ config, data }) => {
        saved.current = {
          data: data.jsonData,
          version: data.version ?? 0,
          templateVersion: data.templateVersion,
        };
        const initial = prefill ? prefill(data.jsonData) : data.jsonData;
        setLoad({ state: 'ready', config, initial });
      },
      () => {
        if (!controller.signal.aborted) setLoad({ state: 'failed' });
      },
    );
    return () => controller.abort();
    // `prefill` is read once per load: a new function each render must not reload.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [context, wizardId, attempt]);

  const save = useCallback(
    async (
      root: string | undefined,
      answers: Record<string, unknown>,
      omit?: readonly string[],
    ) => {
      const current = saved.current;
      if (!current) throw new Error(messages.wizard.saveError);
      const jsonData = mergeSection(current.data, root, answers, omit);
      const next = await saveWizardData(context, wizardId, {
        templateVersion: current.templateVersion,
        jsonData,
        version: current.version,
      });
      saved.current = {
        data: next.jsonData,
        version: next.version ?? 0,
        templateVersion: next.templateVersion,
      };
      return next.jsonData;
    },
    [context, wizardId],
  );

  if (load.state === 'loading') {
    return <Loader kind="placeholder" variant={4} label={messages.wizardSections.loading} />;
  }
  if (load.state === 'failed') {
    return (
      <Stack gap="md">
        <Alert priority="error" title={messages.wizard.loadErrorTitle}>
          {messages.wizardSections.loadFailed}
        </Alert>
        <div>
          <Button
            variant="secondary"
            onPress={() => {
              setLoad({ state: 'loading' });
              setAttempt((n) => n + 1);
            }}
          >
            {messages.wizard.retry}
          </Button>
        </div>
      </Stack>
    );
  }
  return (
    <Stack gap="xl">
      {picks.map((pick) => (
        <Section
          key={`${pick.step}:${(pick.keys ?? []).join(',')}`}
          config={load.config}
          pick={pick}
          initial={load.initial}
          context={context}
          wizardId={wizardId}
          save={save}
        />
      ))}
    </Stack>
  );
}

interface SectionProps {
  config: WizardConfig;
  pick: SectionPick;
  initial: Record<string, unknown>;
  context: WizardContext;
  wizardId: string;
  save: (
    root: string | undefined,
    answers: Record<string, unknown>,
    omit?: readonly string[],
  ) => Promise<Record<string, unknown>>;
}

type Outcome = { kind: 'saved' } | { kind: 'failed'; message: string } | null;

function Section({ config, pick, initial, context, wizardId, save }: SectionProps) {
  const headingId = useId();
  const step = useMemo(
    () => sectionStep(config, pick, messages.wizardSections.save),
    [config, pick],
  );
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [data, setData] = useState(initial);
  const root = step?.config.root;

  const run = useCallback(
    async (answers: Record<string, unknown>, omit?: readonly string[]) => {
      setBusy(true);
      setOutcome(null);
      try {
        const jsonData = await save(root, answers, omit);
        setData(jsonData);
        setOutcome({ kind: 'saved' });
        return jsonData;
      } catch (error) {
        const message =
          error instanceof Error && error.message ? error.message : messages.wizard.saveError;
        setOutcome({ kind: 'failed', message });
        throw new Error(message);
      } finally {
        setBusy(false);
      }
    },
    [root, save],
  );

  const nav = useMemo<StepNav>(
    () => ({
      next: (answers = {}, options) => void run(answers, options?.omit).catch(() => undefined),
      save: (answers, options) => run(answers, options?.omit),
      // A section has no journey: nothing before it, nothing to postpone, nothing to close.
      back: () => undefined,
      postpone: () => undefined,
      close: () => undefined,
      control: () => undefined,
      busy,
    }),
    [run, busy],
  );

  if (!step) return null;
  const entry = stepEntry(step.config.type);
  const props = {
    wizardId,
    context,
    step,
    index: pick.step,
    total: config.steps.length,
    data,
    headingId,
    nav,
  };
  return (
    <section aria-labelledby={headingId}>
      <Stack gap="md">
        <Heading level={2} size="lg" id={headingId}>
          {step.config.title ?? config.config.heading?.title ?? ''}
        </Heading>
        <StepHeadingLevelContext.Provider value={3}>
          <StepBoundary type={step.config.type}>
            <Suspense
              fallback={
                <Loader
                  kind="placeholder"
                  variant={entry?.placeholder ?? 1}
                  label={messages.wizardSections.loading}
                />
              }
            >
              {entry ? <entry.component {...props} /> : <UnknownStep {...props} />}
            </Suspense>
          </StepBoundary>
        </StepHeadingLevelContext.Provider>
        <div role="status">
          {outcome?.kind === 'saved' ? (
            <Alert priority="success">{messages.wizardSections.saved}</Alert>
          ) : null}
        </div>
        <div role="alert">
          {outcome?.kind === 'failed' ? <Alert priority="error">{outcome.message}</Alert> : null}
        </div>
      </Stack>
    </section>
  );
}
