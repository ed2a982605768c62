import { useEffect, useRef, useState } from 'react';
import { outcomeOf } from '../fund-operations/use-operation.ts';
import type { MethodKind } from './calls.ts';

const CODE = /^\d{6}$/;

/** What the signing call carries of the security pass: the method, its code and the act's id. */
export interface CodeConfirmation {
  metodo: MethodKind;
  codigo: string;
  authorizationId: string;
}

/** The area's own words for a code that is not 6 digits and for a call that got no answer. */
export interface CodeSignatureTexts {
  codeInvalid: string;
  unavailable: string;
}

/**
 * A signature confirmed with the security pass's code in a modal (orders in batches, a document):
 * the modal's open state, method, code and error, and the call. A call that got no answer keeps
 * its authorizationId, so 'Reintentar' is the same act (the API answers what it signed without
 * signing twice); anything changed (what is signed, method, code) is a new act with a new id.
 */
export function useCodeSignature(methods: readonly MethodKind[], texts: CodeSignatureTexts) {
  const [isOpen, setOpen] = useState(false);
  const [method, setMethod] = useState<MethodKind | undefined>(methods[0]);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string>();
  const [error, setError] = useState<string>();
  const [canRetry, setCanRetry] = useState(false);
  const [isSigning, setSigning] = useState(false);
  const [focusCode, setFocusCode] = useState(0);
  const codeRef = useRef<HTMLInputElement>(null);
  const unanswered = useRef<{ act: string; id: string } | null>(null);

  // The methods arrive after the page: the first one is the default.
  const chosen = method && methods.includes(method) ? method : methods[0];

  // After the call the field is enabled again: only then can it take the focus.
  useEffect(() => {
    if (focusCode) codeRef.current?.focus();
  }, [focusCode]);

  const changeOpen = (open: boolean) => {
    if (isSigning) return;
    setOpen(open);
    if (!open) {
      // Cancelling ends the act: the next opening is another signature, with a new code.
      setCode('');
      setCodeError(undefined);
      setError(undefined);
      setCanRetry(false);
      unanswered.current = null;
    }
  };

  /**
   * Sends `act` (what is signed, as a key) through `send` with the code; `onSigned` gets the
   * answer as the modal closes (in the same render). Nothing signed: the modal says why.
   */
  const sign = async <T>(
    act: string,
    send: (confirmation: CodeConfirmation) => Promise<T>,
    onSigned: (answer: T) => void,
  ): Promise<void> => {
    if (isSigning || !chosen) return;
    if (!CODE.test(code)) {
      setCodeError(texts.codeInvalid);
      setFocusCode((n) => n + 1);
      return;
    }
    const key = JSON.stringify({ act, chosen, code });
    const authorizationId =
      unanswered.current?.act === key ? unanswered.current.id : crypto.randomUUID();
    unanswered.current = null;
    setSigning(true);
    setCodeError(undefined);
    setError(undefined);
    try {
      const answer = await send({ metodo: chosen, codigo: code, authorizationId });
      onSigned(answer);
      setOpen(false);
      setCode('');
      setCanRetry(false);
    } catch (failure) {
      // A 401 goes to the login and back (outcomeOf); a refusal (a wrong code) signed nothing.
      const outcome = outcomeOf(failure);
      if (outcome.status === 'refused') {
        setError(outcome.message);
        setCanRetry(false);
        if (outcome.path?.[0] === 'codigo') setFocusCode((n) => n + 1);
      } else {
        unanswered.current = { act: key, id: authorizationId };
        setError(texts.unavailable);
        setCanRetry(true);
      }
    } finally {
      setSigning(false);
    }
  };

  return {
    isOpen,
    changeOpen,
    method: chosen,
    // Another method or code is another act: 'Firmar', not 'Reintentar'.
    setMethod: (kind: MethodKind) => {
      setMethod(kind);
      setCanRetry(false);
    },
    code,
    setCode: (value: string) => {
      setCode(value);
      setCodeError(undefined);
      if (value !== code) setCanRetry(false);
    },
    codeError,
    codeRef,
    error,
    canRetry,
    isSigning,
    sign,
  };
}
