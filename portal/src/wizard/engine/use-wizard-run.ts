import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { wizardConfig } from '@inversiones/contract';
import { ApiError } from '../../http/client.ts';
import * as messages from '../../messages.ts';
import {
  loadWizard,
  saveWizardData,
  WizardConfigError,
  type WizardContext,
} from '../api/wizard-api.ts';
import {
  askController,
  followRedirect,
  resolveRedirect,
  type ControllerAction,
  type RedirectTarget,
} from '../controller/index.ts';
import { mergeAnswers, savesAnswers } from './progression.ts';
import type { StepNav, StepNavOptions } from './step-props.ts';

type WizardConfig = wizardConfig.WizardConfig;
type WizardControl = wizardConfig.WizardControl;
type Answers = Record<string, unknown>;

/** What follows a successful save. */
type After =
  | { kind: 'advance' }
  | { kind: 'back' }
  | { kind: 'close' }
  | { kind: 'redirect'; target: RedirectTarget }
  | { kind: 'push' };

export type Phase =
  | { kind: 'loading' }
  | { kind: 'config-error'; message: string }
  | { kind: 'load-error'; message: string }
  | { kind: 'step' }
  | { kind: 'saving' }
  | { kind: 'save-error'; message: string; canRetry: boolean }
  /** The last step was saved: 'Los datos se han guardado con éxito.' with Continuar. */
  | { kind: 'saved' }
  | { kind: 'asking' }
  | { kind: 'controller-error'; message: string }
  | { kind: 'done' };

export interface WizardRunOptions {
  wizardId: string;
  context: WizardContext;
  /** The controller answered 'open wizard X': the host shows X in place. */
  onOpen: (wizardId: string, context: WizardContext, journey?: readonly string[]) => void;
  /** The wizard ends: 'completed' when the controller has nothing more after a finished wizard. */
  onFinish: (outcome: WizardOutcome) => void;
}

/** completed: the last wizard's end left the controller nothing to open; left: anything else. */
export type WizardOutcome = 'completed' | 'left';

/** Spec 4: Reintentar only while the attempts are below 1. */
const MAX_RETRIES = 1;

const errorMessage = (error: unknown) =>
  error instanceof ApiError && error.kind === 'http' && error.status !== 401
    ? error.message
    : messages.wizard.saveError;

/** The engine of one wizard: loading, the current step, saving, progression and the controller. */
export function useWizardRun({ wizardId, context, onOpen, onFinish }: WizardRunOptions) {
  const [config, setConfig] = useState<WizardConfig | null>(null);
  const [data, setData] = useState<Answers>({});
  const [index, setIndex] = useState(0);
  const [phase, setPhase] = useState<Phase>({ kind: 'loading' });
  /** The save error kept above the step after 'Volver al paso' (cleared by the next save). */
  const [responseError, setResponseError] = useState<string | null>(null);
  const [loadAttempt, setLoadAttempt] = useState(0);
  const attempts = useRef(0);
  const pending = useRef<{ data: Answers; after: After } | null>(null);
  const inFlight = useRef(false);
  const alive = useRef(true);
  const latest = useRef({ config, data, index });
  /** The stored data's version last read or saved: a save sends it so it never overwrites another's. */
  const dataVersion = useRef<number | undefined>(undefined);
  latest.current = { config, data, index };

  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);

  useEffect(() => {
    const controller = new AbortController();
    setPhase({ kind: 'loading' });
    loadWizard(context, wizardId, controller.signal).then(
      (loaded) => {
        setConfig(loaded.config);
        dataVersion.current = loaded.data.version;
        setData(loaded.data.jsonData);
        setIndex(0);
        setPhase({ kind: 'step' });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        if (error instanceof WizardConfigError) {
          console.error(`Configuración del asistente ${wizardId} inválida: ${error.message}`);
          setPhase({ kind: 'config-error', message: error.message });
        } else {
          setPhase({
            kind: 'load-error',
            message: error instanceof ApiError ? error.message : messages.errors.unavailable,
          });
        }
      },
    );
    return () => controller.abort();
  }, [context, wizardId, loadAttempt]);

  const finish = useCallback(
    (outcome: WizardOutcome = 'left') => {
      setPhase({ kind: 'done' });
      onFinish(outcome);
    },
    [onFinish],
  );

  const lastAction = useRef<ControllerAction>('next');
  const ask = useCallback(
    (action: ControllerAction) => {
      const { index: step } = latest.current;
      lastAction.current = action;
      inFlight.current = true;
      setPhase({ kind: 'asking' });
      askController({ step, wizard: wizardId, action, path: window.location.pathname }).then(
        (answer) => {
          inFlight.current = false;
          if (!alive.current) return;
          if (answer.kind === 'open')
            return onOpen(answer.wizardId, answer.context, answer.journey);
          if (answer.kind === 'redirect_onboarding') {
            const target = resolveRedirect(answer.url);
            if (target) followRedirect(target);
            else console.error(`Redirección del controlador rechazada: ${answer.url}`);
            return finish();
          }
          finish(action === 'next' ? 'completed' : 'left');
        },
        (error: unknown) => {
          inFlight.current = false;
          if (!alive.current) return;
          setPhase({ kind: 'controller-error', message: errorMessage(error) });
        },
      );
    },
    [finish, onOpen, wizardId],
  );

  const advance = useCallback(
    (saved: boolean) => {
      const { config: current, index: at } = latest.current;
      const last = (current?.steps.length ?? 1) - 1;
      if (at < last) {
        setIndex(at + 1);
        setPhase({ kind: 'step' });
      } else if (saved) {
        setPhase({ kind: 'saved' });
      } else {
        ask('next');
      }
    },
    [ask],
  );

  const goBack = useCallback(() => {
    const { index: at } = latest.current;
    if (at === 0) return finish();
    setIndex(at - 1);
    setPhase({ kind: 'step' });
  }, [finish]);

  const apply = useCallback(
    (after: After, saved: boolean) => {
      switch (after.kind) {
        case 'advance':
          return advance(saved);
        case 'back':
          return goBack();
        case 'close':
          return finish();
        case 'redirect':
          followRedirect(after.target);
          return finish();
        case 'push':
          return ask('push');
      }
    },
    [advance, ask, finish, goBack],
  );

  const runSave = useCallback(() => {
    const job = pending.current;
    const current = latest.current.config;
    if (!job || !current) return;
    inFlight.current = true;
    setPhase({ kind: 'saving' });
    saveWizardData(context, wizardId, {
      templateVersion: current.version,
      jsonData: job.data,
      version: dataVersion.current,
    }).then(
      (saved) => {
        inFlight.current = false;
        dataVersion.current = saved.version;
        if (!alive.current) return;
        pending.current = null;
        attempts.current = 0;
        setResponseError(null);
        setData(saved.jsonData);
        latest.current = { ...latest.current, data: saved.jsonData };
        apply(job.after, true);
      },
      (error: unknown) => {
        inFlight.current = false;
        if (!alive.current) return;
        setPhase({
          kind: 'save-error',
          message: errorMessage(error),
          canRetry: attempts.current < MAX_RETRIES,
        });
      },
    );
  }, [apply, context, wizardId]);

  /** Keeps the answers in the engine first (nothing typed is lost), then saves or moves on. */
  const leave = useCallback(
    (answers: Answers | undefined, options: StepNavOptions | undefined, after: After) => {
      const { config: current, data: before, index: at } = latest.current;
      const step = current?.steps[at];
      if (!step || inFlight.current) return;
      if (!savesAnswers(step, answers)) return apply(after, false);
      const next = mergeAnswers(before, step.config.root, answers ?? {}, options?.omit);
      setData(next);
      latest.current = { ...latest.current, data: next };
      attempts.current = 0;
      pending.current = { data: next, after };
      runSave();
    },
    [apply, runSave],
  );

  const retry = useCallback(() => {
    attempts.current += 1;
    runSave();
  }, [runSave]);

  /** After a failed save: back to the step, its answers kept and the error shown above it. */
  const returnToStep = useCallback(() => {
    if (phase.kind === 'save-error') setResponseError(phase.message);
    pending.current = null;
    setPhase({ kind: 'step' });
  }, [phase]);

  const control = useCallback(
    (item: WizardControl, answers?: Answers) => {
      if (inFlight.current) return;
      if (item.forcedPrev) return goBack();
      if (item.url) {
        const target = resolveRedirect(item.url);
        if (!target) {
          console.error(`Enlace de control rechazado: ${item.url}`);
          setResponseError(messages.wizard.redirectRefused);
          return;
        }
        return leave(answers, undefined, { kind: 'redirect', target });
      }
      const action = (item.action ?? 'next').toLowerCase();
      if (action === 'back') return leave(answers, undefined, { kind: 'back' });
      if (action === 'postpone') return leave(answers, undefined, { kind: 'close' });
      if (action === 'close' || action === 'finish') return finish();
      if (action === 'push') return leave(answers, undefined, { kind: 'push' });
      if (action !== 'next') console.error(`Acción de control desconocida: ${item.action}`);
      leave(answers, undefined, { kind: 'advance' });
    },
    [finish, goBack, leave],
  );

  /** Saves the merged answers and stays on the step: the step shows its own outcome. */
  const saveInPlace = useCallback(
    async (answers: Answers, options?: StepNavOptions): Promise<Answers> => {
      const { config: current, data: before, index: at } = latest.current;
      const step = current?.steps[at];
      if (!current || !step) throw new Error(messages.wizard.saveError);
      const next = mergeAnswers(before, step.config.root, answers, options?.omit);
      setData(next);
      latest.current = { ...latest.current, data: next };
      try {
        const saved = await saveWizardData(context, wizardId, {
          templateVersion: current.version,
          jsonData: next,
          version: dataVersion.current,
        });
        dataVersion.current = saved.version;
        if (alive.current) {
          setData(saved.jsonData);
          latest.current = { ...latest.current, data: saved.jsonData };
        }
        return saved.jsonData;
      } catch (error) {
        throw new Error(errorMessage(error), { cause: error });
      }
    },
    [context, wizardId],
  );

  const busy = phase.kind !== 'step';
  const nav: StepNav = useMemo(
    () => ({
      next: (answers, options) => leave(answers, options, { kind: 'advance' }),
      back: (partial, options) => {
        if (latest.current.index === 0) return finish();
        leave(partial, options, { kind: 'back' });
      },
      postpone: (partial, options) => leave(partial, options, { kind: 'close' }),
      save: saveInPlace,
      close: () => finish(),
      control,
      busy,
    }),
    [busy, control, finish, leave, saveInPlace],
  );

  return {
    config,
    data,
    index,
    phase,
    responseError,
    nav,
    retry,
    returnToStep,
    continueAfterSave: () => ask('next'),
    retryController: () => ask(lastAction.current),
    reload: () => setLoadAttempt((n) => n + 1),
    close: () => finish(),
  };
}
