import { fundOperations } from '@inversiones/contract';
import { useEffect, useRef, useState } from 'react';
import { ApiError, onApiError } from '../../http/client.ts';
import type { Notice } from '../api-state/NoticeAlert.tsx';
import { states } from '../api-state/messages.ts';

/** A refusal the server explained (422, 404, 409: a rule), or a failure to retry. */
export type Outcome<T> =
  | { status: 'idle' }
  | { status: 'running' }
  | { status: 'done'; data: T }
  | { status: 'refused'; message: string; path: string[] | undefined }
  | { status: 'failed' };

/**
 * 4xx answers carry the rule that refused, in Spanish; the rest (network, 5xx) are retried; a
 * 401 goes to the shared handler (the login, then back here). Calls are made with onError false.
 */
export function outcomeOf<T>(error: unknown): Outcome<T> {
  if (error instanceof ApiError && error.status === 401) onApiError(error);
  else if (
    error instanceof ApiError &&
    error.kind === 'http' &&
    error.status >= 400 &&
    error.status < 500
  ) {
    return { status: 'refused', message: error.message, path: error.path };
  }
  return { status: 'failed' };
}

/**
 * Runs an action on a list (cancel, sign, delete) and says how it went: `done`, the rule that
 * refused it, or the spec's message when it could not run.
 */
export async function actionNotice(
  run: () => Promise<unknown>,
  done: string,
): Promise<NonNullable<Notice>> {
  try {
    await run();
    return { ok: true, text: done };
  } catch (error) {
    const outcome = outcomeOf(error);
    return { ok: false, text: outcome.status === 'refused' ? outcome.message : states.unavailable };
  }
}

/** Runs `run` when the component mounts and on `retry`, keeping the latest outcome. */
export function useOnMount<T>(run: (signal: AbortSignal) => Promise<T>, key: string) {
  const [outcome, setOutcome] = useState<Outcome<T>>({ status: 'running' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    setOutcome({ status: 'running' });
    run(controller.signal).then(
      (data) => !controller.signal.aborted && setOutcome({ status: 'done', data }),
      (error: unknown) => !controller.signal.aborted && setOutcome(outcomeOf<T>(error)),
    );
    return () => controller.abort();
    // `run` is a fresh closure each render: the key says when the request changes.
  }, [key, attempt]);
  return { outcome, retry: () => setAttempt((n) => n + 1) };
}

/**
 * A money-moving submit: one at a time (a double click sends once), with the confirm step's
 * Idempotency-Key, so a retry after a lost answer returns the first voucher.
 */
export function useSubmit<T>(send: (headers: Record<string, string>) => Promise<T>, key: string) {
  const [outcome, setOutcome] = useState<Outcome<T>>({ status: 'idle' });
  const running = useRef(false);
  async function submit(): Promise<T | undefined> {
    if (running.current) return undefined;
    running.current = true;
    setOutcome({ status: 'running' });
    try {
      const data = await send({ [fundOperations.IDEMPOTENCY_KEY_HEADER]: key });
      setOutcome({ status: 'done', data });
      return data;
    } catch (error) {
      setOutcome(outcomeOf<T>(error));
      return undefined;
    } finally {
      running.current = false;
    }
  }
  return { outcome, submit };
}
