// The poll step (wizard-spec 2 and 4): radio questions in the default, square or chat theme; on
// finish the answers are marked, the poll (or its risk-profile variant) posted, the profile id
// kept, then the flow goes on (or, in database mode, the wizard closes).
import {
  Button,
  ErrorSummary,
  Form,
  Icon,
  iconNames,
  Poll,
  ResultPanel,
  SavingScreen,
  StateMessage,
  unansweredQuestions,
  type IconName,
  type PollAnswers,
  type PollQuestionData,
} from '@inversiones/design-system';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { ApiError } from '../../http/client.ts';
import * as messages from '../../messages.ts';
import { StepControls } from '../engine/StepControls.tsx';
import type { StepComponentProps } from '../engine/step-props.ts';
import { useWizardFlags } from '../engine/wizard-flags.ts';
import { clientState } from '../../store/client.ts';
import {
  currentProfile,
  markSelected,
  pollRequest,
  riskAnswers,
  storedAnswers,
} from './poll-answers.ts';
import { postPoll, postRiskProfilePoll } from './poll-api.ts';
import { readPollStep, type PollQuestionConfig } from './poll-config.ts';
import { useStepHeadingLevel } from '../engine/step-heading-level.ts';

/** Spec 4: Reintentar only while the attempts are below 1. */
const MAX_RETRIES = 1;

type Phase =
  | { kind: 'answering' }
  | { kind: 'sending' }
  /** The poll is answered: its resulting profile is stated before the flow goes on. */
  | { kind: 'result'; profileName: string | null; continueWith: Record<string, unknown> }
  | { kind: 'error'; message: string; canRetry: boolean };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const errorMessage = (error: unknown) =>
  error instanceof ApiError && error.kind === 'http' && error.status !== 401
    ? error.message
    : messages.wizard.saveError;

const iconOf = (name: string | undefined) =>
  name && (iconNames as readonly string[]).includes(name) ? (
    <Icon name={name as IconName} size="lg" />
  ) : undefined;

/** The design-system's questions: alternatives as text keys, icons as design-system icons. */
const toPollQuestions = (questions: readonly PollQuestionConfig[]): PollQuestionData[] =>
  questions.map((question) => ({
    numeroPregunta: question.numeroPregunta,
    pregunta: question.pregunta,
    alert: question.alert,
    alternativas: question.alternativas.map((alternative) => ({
      alternativa: String(alternative.alternativa),
      descripcion: alternative.descripcion,
      tooltip: alternative.tooltip,
      icon: iconOf(alternative.icon),
    })),
  }));

export function PollStep({ step, data, nav, headingId }: StepComponentProps) {
  const headingLevel = useStepHeadingLevel();
  const flags = useWizardFlags();
  const [config] = useState(() => readPollStep(step));
  const root = step.config.root;
  const node = root ? data[root] : data.encuesta;
  const [answers, setAnswers] = useState<PollAnswers>(() =>
    storedAnswers(isRecord(node) ? node.preguntas : undefined, config.questions),
  );
  const questions = useMemo(() => toPollQuestions(config.questions), [config.questions]);
  const [phase, setPhase] = useState<Phase>({ kind: 'answering' });
  /** Failed Continuar attempts: each remounts the summary so it is announced again. */
  const [attempt, setAttempt] = useState(0);
  const attempts = useRef(0);
  const pollRef = useRef<HTMLDivElement>(null);
  const savingRef = useRef<HTMLDivElement>(null);
  const missing = unansweredQuestions(questions, answers);

  useEffect(() => {
    if (phase.kind === 'sending') savingRef.current?.focus();
    // The result replaces the poll: focus goes back to the step's title, the result follows it.
    if (phase.kind === 'result') document.getElementById(headingId)?.focus();
  }, [phase.kind, headingId]);

  /** The answers under the step's root (the top-level `encuesta` without one). */
  const rooted = useCallback(
    (answersAtRoot: Record<string, unknown>) =>
      root ? answersAtRoot : { encuesta: { ...(isRecord(node) ? node : {}), ...answersAtRoot } },
    [root, node],
  );

  const send = useCallback(async () => {
    setPhase({ kind: 'sending' });
    try {
      const result = config.riskProfile
        ? await postRiskProfilePoll(riskAnswers(config.questions, answers))
        : await postPoll(pollRequest(config.questions, answers));
      attempts.current = 0;
      const profile = currentProfile(result);
      // The header's badge reads the cached client: it shows the new profile at once.
      if (profile && clientState.client) {
        clientState.client.PerfilId = profile.PerfilId;
        clientState.client.Perfil = profile.Nombre;
      }
      if (flags.database) return nav.close();
      setPhase({
        kind: 'result',
        profileName: profile?.Nombre ?? null,
        continueWith: rooted({
          preguntas: markSelected(config.questions, answers),
          perfilId: profile?.PerfilId ?? null,
        }),
      });
    } catch (error) {
      setPhase({
        kind: 'error',
        message: errorMessage(error),
        canRetry: attempts.current < MAX_RETRIES,
      });
    }
  }, [answers, config, flags.database, nav, rooted]);

  const advance = () => {
    if (phase.kind !== 'answering' || nav.busy) return;
    if (missing.length > 0) {
      setAttempt((n) => n + 1);
      return;
    }
    attempts.current = 0;
    void send();
  };

  const retry = () => {
    attempts.current += 1;
    void send();
  };

  const backToPoll = () => {
    setPhase({ kind: 'answering' });
    // The poll comes back in place of the error: focus returns to the step's title.
    requestAnimationFrame(() => document.getElementById(headingId)?.focus());
  };

  /** Focuses the chosen (else the first) alternative of the question at `index`. */
  const focusQuestion = (id: string) => {
    const index = Number(id.split('-').pop());
    const group = pollRef.current?.querySelectorAll('[role="radiogroup"]')[index];
    const radio =
      group?.querySelector<HTMLInputElement>('input[type="radio"]:checked') ??
      group?.querySelector<HTMLInputElement>('input[type="radio"]');
    radio?.focus();
  };

  if (phase.kind === 'sending')
    return <SavingScreen ref={savingRef} message={messages.wizardPoll.sending} />;
  if (phase.kind === 'result') {
    return (
      <StateMessage
        tone="success"
        titleLevel={3}
        isLive
        title={
          phase.profileName
            ? messages.wizardPoll.resultTitle(phase.profileName)
            : messages.wizardPoll.resultUnknown
        }
        action={
          <Button onPress={() => nav.next(phase.continueWith)} isDisabled={nav.busy}>
            {messages.wizard.next}
          </Button>
        }
      />
    );
  }
  if (phase.kind === 'error') {
    return (
      <ResultPanel
        status="error"
        titleLevel={headingLevel}
        errorTitle={messages.wizardPoll.sendErrorTitle}
        message={phase.message}
        canRetry={phase.canRetry}
        onRetry={retry}
        secondaryAction={
          // Database mode closes after the poll (spec 4); otherwise the answers wait in the poll.
          flags.database ? (
            <Button variant="secondary" onPress={nav.close}>
              {messages.wizard.close}
            </Button>
          ) : (
            <Button variant="secondary" onPress={backToPoll}>
              {messages.wizardPoll.backToPoll}
            </Button>
          )
        }
      />
    );
  }

  const showErrors = attempt > 0;
  const errors = showErrors
    ? Object.fromEntries(missing.map((numero) => [numero, messages.wizardPoll.required]))
    : undefined;
  const summary = missing.map((numero) => ({
    id: `poll-question-${questions.findIndex((q) => q.numeroPregunta === numero)}`,
    label: messages.wizardPoll.questionLabel(numero),
    message: messages.wizardPoll.required,
  }));

  return (
    <Form
      aria-labelledby={headingId}
      onSubmit={(event) => {
        event.preventDefault();
        advance();
      }}
    >
      {showErrors && summary.length > 0 ? (
        <ErrorSummary
          key={attempt}
          errors={summary}
          title={messages.wizardPoll.missingTitle}
          headingLevel={headingLevel}
          onSelect={focusQuestion}
        />
      ) : null}
      <div ref={pollRef}>
        <Poll
          questions={questions}
          theme={config.theme}
          value={answers}
          onChange={(next) => setAnswers(next)}
          errors={errors}
          isDisabled={nav.busy}
        />
      </div>
      <StepControls
        step={step}
        nav={nav}
        canAdvance={missing.length === 0}
        onAdvance={advance}
        getPartial={() => ({
          answers: rooted({ preguntas: markSelected(config.questions, answers) }),
        })}
      />
    </Form>
  );
}
