import { useState } from 'react';
import { outcomeOf } from '../fund-operations/use-operation.ts';
import { rejectDocument, type SignDocument } from './calls.ts';
import * as messages from './messages.ts';

/** One document's rejection: the modal (which document, the error) and the call. */
export function useDocumentRejection(onRejected: (answer: SignDocument) => void) {
  const [rejectingId, setRejectingId] = useState<string | null>(null);
  const [error, setError] = useState<string>();
  const [isRejecting, setRejecting] = useState(false);

  const changeTarget = (id: string | null) => {
    if (isRejecting) return;
    setRejectingId(id);
    setError(undefined);
  };

  const reject = async (id: string, reason: string) => {
    if (isRejecting) return;
    setRejecting(true);
    setError(undefined);
    try {
      const answer = await rejectDocument(id, reason);
      setRejectingId(null);
      onRejected(answer);
    } catch (failure) {
      // A refusal says why (already signed or rejected meanwhile); the reason stays to retry.
      const outcome = outcomeOf(failure);
      setError(outcome.status === 'refused' ? outcome.message : messages.rejection.unavailable);
    } finally {
      setRejecting(false);
    }
  };

  return { rejectingId, changeTarget, reject, error, isRejecting };
}
