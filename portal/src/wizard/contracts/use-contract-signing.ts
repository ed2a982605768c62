import { useCallback, useRef, useState } from 'react';
import { ApiError } from '../../http/client.ts';
import * as messages from '../../messages.ts';
import type { WizardContext } from '../api/wizard-api.ts';
import { canRetrySigning, clearSigningAttempts, recordFailedSigning } from './attempt-counter.ts';
import { signContract } from './signing-api.ts';

type Signed = Awaited<ReturnType<typeof signContract>>;

export type SigningState =
  | { kind: 'idle' }
  | { kind: 'signing' }
  | { kind: 'failed'; message: string; canRetry: boolean }
  /** Spec 8: after one failed retry of the digital-channel use, the referral to the executive. */
  | { kind: 'referral' };

/** Spec 4: the digital-channel-use wizard has its own failure path. */
const DIGITAL_CHANNEL_CONTEXT = 'usoCanalDigital';

interface Options {
  wizardId: string;
  context: WizardContext;
  /** The signature went through: continue the flow. */
  onSigned: (result: Signed) => void;
}

/** Signs a contract by id, counting failures in sessionStorage (one retry, spec 4 and 9). */
export function useContractSigning({ wizardId, context, onSigned }: Options) {
  const [state, setState] = useState<SigningState>({ kind: 'idle' });
  const last = useRef<{ contractId: string; keys?: readonly string[] } | null>(null);
  const running = useRef(false);

  const run = useCallback(
    async (contractId: string, keys?: readonly string[]) => {
      if (running.current) return;
      running.current = true;
      last.current = { contractId, keys };
      setState({ kind: 'signing' });
      try {
        const result = await signContract(context, contractId, keys);
        clearSigningAttempts(wizardId, context);
        setState({ kind: 'idle' });
        onSigned(result);
      } catch (error) {
        const failures = recordFailedSigning(wizardId, context);
        const canRetry = canRetrySigning(failures);
        if (context === DIGITAL_CHANNEL_CONTEXT) {
          setState(
            canRetry
              ? { kind: 'failed', message: messages.wizardContracts.retryError, canRetry }
              : { kind: 'referral' },
          );
        } else {
          // Spec 8: a 409 shows the server's message; anything else the default text.
          const message =
            error instanceof ApiError && error.status === 409
              ? error.message
              : messages.wizardContracts.genericError;
          setState({ kind: 'failed', message, canRetry });
        }
      } finally {
        running.current = false;
      }
    },
    [context, onSigned, wizardId],
  );

  const retry = useCallback(() => {
    if (last.current) void run(last.current.contractId, last.current.keys);
  }, [run]);

  const dismiss = useCallback(() => setState({ kind: 'idle' }), []);

  return { state, sign: run, retry, dismiss };
}
