import { Suspense, useCallback, useEffect, useId, useRef, useState } from 'react';
import {
  Alert,
  Button,
  iconNames,
  Loader,
  ResultPanel,
  SavingScreen,
  StateMessage,
  Text,
  WizardFrame,
  type IconName,
  type StepItem,
} from '@inversiones/design-system';
import { navigateTo } from '../../errors/navigation.ts';
import * as messages from '../../messages.ts';
import type { WizardContext } from '../api/wizard-api.ts';
import { storedWizardContext } from '../controller/index.ts';
import { indexStates, pinnedMessageOf, templateFlags } from './progression.ts';
import { StepBoundary } from './StepBoundary.tsx';
import { stepEntry } from './step-registry.ts';
import { UnknownStep } from './steps/UnknownStep.tsx';
import { useWizardRun, type WizardOutcome } from './use-wizard-run.ts';
import { StepHeadingLevelContext } from './step-heading-level.ts';
import { WizardFlagsContext } from './wizard-flags.ts';

export interface WizardProps {
  wizardId: string;
  /** The wizard context (default: the stored wizardContext, else the base one). */
  context?: WizardContext;
  /** modal: a dialog over the page; embedded: inside the page (the /wizard/:wizardId route). */
  presentation?: 'modal' | 'embedded';
  /** The onboarding's wizards in order (from the controller): the frame shows the stage. */
  journey?: readonly string[];
  /** The wizard ended: 'completed' when the controller has nothing more after a finished one. */
  onClose?: (outcome: WizardOutcome) => void;
}

const knownIcon = (name: string | undefined): IconName | undefined =>
  name && (iconNames as readonly string[]).includes(name) ? (name as IconName) : undefined;

/**
 * A configuration-driven wizard. The controller's 'open wizard X' shows X in place; when it has
 * nothing more to open, or the client leaves, `onClose` runs (embedded without it: home).
 */
export function Wizard({
  wizardId,
  context,
  journey,
  presentation = 'modal',
  onClose,
}: WizardProps) {
  const start = () => ({ wizardId, context: context ?? storedWizardContext(), journey, run: 0 });
  const [current, setCurrent] = useState(start);
  // New props (another wizard asked for) start over; the controller's answers change `current`.
  const asked = `${wizardId}:${context ?? ''}`;
  const [seen, setSeen] = useState(asked);
  if (seen !== asked) {
    setSeen(asked);
    setCurrent(start());
  }
  const open = useCallback(
    (id: string, ctx: WizardContext, next?: readonly string[]) =>
      setCurrent((c) => ({
        wizardId: id,
        context: ctx,
        journey: next ?? c.journey,
        run: c.run + 1,
      })),
    [],
  );
  const finish = useCallback(
    (outcome: WizardOutcome) => {
      if (onClose) onClose(outcome);
      else if (presentation === 'embedded') navigateTo('/');
    },
    [onClose, presentation],
  );
  return (
    <WizardRun
      key={`${current.wizardId}:${current.context}:${current.run}`}
      wizardId={current.wizardId}
      context={current.context}
      journey={current.journey}
      presentation={presentation}
      onOpen={open}
      onFinish={finish}
    />
  );
}

interface WizardRunProps {
  wizardId: string;
  context: WizardContext;
  journey?: readonly string[];
  presentation: 'modal' | 'embedded';
  onOpen: (wizardId: string, context: WizardContext, journey?: readonly string[]) => void;
  onFinish: (outcome: WizardOutcome) => void;
}

function WizardRun({ wizardId, context, journey, presentation, onOpen, onFinish }: WizardRunProps) {
  const headingId = useId();
  const savingRef = useRef<HTMLDivElement>(null);
  const run = useWizardRun({ wizardId, context, onOpen, onFinish });
  const { config, data, index, phase, responseError, nav } = run;

  // Focus follows the flow: the step's title on each step, the saving screen while saving. Runs
  // after the children's effects, so it wins over the dialog's own initial focus.
  useEffect(() => {
    if (phase.kind === 'step') document.getElementById(headingId)?.focus();
    else if (phase.kind === 'saving' || phase.kind === 'asking') savingRef.current?.focus();
  }, [phase.kind, index, headingId]);

  if (phase.kind === 'done') return null;

  // Embedded, the wizard is the page's content: its step title is the page's h1.
  const titleLevel = presentation === 'embedded' ? 1 : 2;
  const resultLevel = presentation === 'embedded' ? 2 : 3;
  const frame = { presentation, headingId, titleLevel, onClose: run.close } as const;

  if (!config) {
    const failed = phase.kind === 'config-error' || phase.kind === 'load-error';
    return (
      <WizardFrame
        {...frame}
        isClosable={failed}
        title={
          phase.kind === 'config-error'
            ? messages.wizard.configErrorTitle
            : phase.kind === 'load-error'
              ? messages.wizard.loadErrorTitle
              : messages.loading
        }
      >
        {phase.kind === 'config-error' ? (
          <Alert priority="error" isLive>
            <Text>{messages.wizard.configErrorHint}</Text>
            <Text>
              <code>{phase.message}</code>
            </Text>
          </Alert>
        ) : phase.kind === 'load-error' ? (
          <StateMessage
            tone="error"
            titleLevel={resultLevel}
            title={phase.message}
            isLive
            action={<Button onPress={run.reload}>{messages.wizard.retry}</Button>}
          />
        ) : (
          <Loader kind="placeholder" variant={4} />
        )}
      </WizardFrame>
    );
  }

  const steps = config.steps;
  const step = steps[index]!;
  const total = steps.length;
  const failed = phase.kind === 'save-error' || responseError !== null;
  const indexConfig = config.config.index;
  const indexItems: StepItem[] | undefined =
    indexConfig?.display && indexConfig.steps.length > 0
      ? indexStates(indexConfig.steps.length, index, failed).map((state, i) => ({
          caption: indexConfig.steps[i]!.caption,
          icon: knownIcon(indexConfig.steps[i]!.icon),
          state,
        }))
      : undefined;
  const headingTitle = config.config.heading?.title;
  const title = step.config.title ?? headingTitle ?? wizardId;
  const tooltip = step.config.tooltip ?? config.config.tooltip;
  // One journey across wizards (issue 18): this wizard's stage, named as its first step.
  const stage = journey ? journey.indexOf(wizardId) + 1 : 0;
  const journeyStage =
    journey && stage > 0 && journey.length > 1
      ? {
          current: stage,
          total: journey.length,
          name: headingTitle ?? steps[0]!.config.title ?? title,
        }
      : undefined;
  const entry = stepEntry(step.config.type);
  const StepComponent = entry?.component ?? UnknownStep;

  const body = (() => {
    switch (phase.kind) {
      case 'saving':
      case 'asking':
        return (
          <SavingScreen
            ref={savingRef}
            message={phase.kind === 'asking' ? messages.loading : undefined}
          />
        );
      case 'save-error':
        return (
          <ResultPanel
            status="error"
            titleLevel={resultLevel}
            message={phase.message}
            canRetry={phase.canRetry}
            onRetry={run.retry}
            secondaryAction={
              <Button variant="secondary" onPress={run.returnToStep}>
                {messages.wizard.backToStep}
              </Button>
            }
          />
        );
      case 'saved':
        return (
          <ResultPanel status="ok" titleLevel={resultLevel} onContinue={run.continueAfterSave} />
        );
      case 'controller-error':
        return (
          <ResultPanel
            status="error"
            errorTitle={messages.wizard.controllerErrorTitle}
            titleLevel={resultLevel}
            message={phase.message}
            canRetry
            onRetry={run.retryController}
            secondaryAction={
              <Button variant="secondary" onPress={run.close}>
                {messages.wizard.close}
              </Button>
            }
          />
        );
      default:
        return (
          <StepBoundary key={`${index}`} type={step.config.type}>
            <Suspense fallback={<Loader kind="placeholder" variant={entry?.placeholder ?? 1} />}>
              <StepComponent
                key={`${index}`}
                wizardId={wizardId}
                context={context}
                step={step}
                index={index}
                total={total}
                data={data}
                headingId={headingId}
                nav={nav}
              />
            </Suspense>
          </StepBoundary>
        );
    }
  })();

  return (
    <WizardFlagsContext.Provider value={templateFlags(config.config)}>
      <StepHeadingLevelContext.Provider value={resultLevel}>
        <WizardFrame
          {...frame}
          isClosable={config.config.closable === true}
          headingImage={
            config.config.heading?.img ? { src: config.config.heading.img, alt: '' } : undefined
          }
          wizardTitle={headingTitle && headingTitle !== title ? headingTitle : undefined}
          title={title}
          journey={journeyStage}
          tooltip={tooltip}
          counter={total > 1 ? { current: index + 1, total } : undefined}
          steps={indexItems}
          pinnedMessage={pinnedMessageOf(config.config)}
          background={step.config.background}
          alert={
            responseError && phase.kind === 'step' ? (
              <Alert priority="error" isLive>
                {responseError}
              </Alert>
            ) : undefined
          }
        >
          {body}
        </WizardFrame>
      </StepHeadingLevelContext.Provider>
    </WizardFlagsContext.Provider>
  );
}
