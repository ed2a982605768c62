import type { SignConsent } from '@inversiones/design-system';
import { useEffect, useRef, useState } from 'react';
import { outcomeOf } from '../fund-operations/use-operation.ts';
import type { MethodKind } from '../security-pass/calls.ts';
import { signOrders, type OrderFamily, type SignResponse } from './calls.ts';
import * as messages from './messages.ts';
import type { TableOrder } from './table-order.ts';

const CODE = /^\d{6}$/;

/**
 * One family's batch signature: the signing modal (open, code, error), the call and its answer.
 * A call that got no answer keeps its authorizationId, so 'Reintentar' is the same act (the API
 * answers what it signed without signing twice); anything changed is a new act with a new id.
 */
export function useBatchSigning(
  family: OrderFamily,
  methods: readonly MethodKind[],
  onSigned: (answer: SignResponse) => void,
) {
  const [isOpen, setOpen] = useState(false);
  const [method, setMethod] = useState<MethodKind | undefined>(methods[0]);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string>();
  const [error, setError] = useState<string>();
  const [canRetry, setCanRetry] = useState(false);
  const [isSigning, setSigning] = useState(false);
  const [result, setResult] = useState<SignResponse | null>(null);
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

  const sign = async (orders: TableOrder[], consent: SignConsent) => {
    if (isSigning || !chosen) return;
    if (!CODE.test(code)) {
      setCodeError(messages.signing.codeInvalid);
      setFocusCode((n) => n + 1);
      return;
    }
    const firmas = orders.map((order) => ({
      folio: order.folio,
      documentType: order.source.documentType,
    }));
    const act = JSON.stringify({ firmas, consent, chosen, code });
    const authorizationId =
      unanswered.current?.act === act ? unanswered.current.id : crypto.randomUUID();
    unanswered.current = null;
    setSigning(true);
    setCodeError(undefined);
    setError(undefined);
    try {
      const answer = await signOrders(family, {
        firmas,
        declaracion: true,
        aceptaPerfil: consent.acceptsProfileMismatch,
        metodo: chosen,
        codigo: code,
        authorizationId,
      });
      setResult(answer);
      setOpen(false);
      setCode('');
      setCanRetry(false);
      onSigned(answer);
    } catch (failure) {
      // A 401 goes to the login and back (outcomeOf); a refusal (a wrong code) signed nothing.
      const outcome = outcomeOf(failure);
      if (outcome.status === 'refused') {
        setError(outcome.message);
        setCanRetry(false);
        if (outcome.path?.[0] === 'codigo') setFocusCode((n) => n + 1);
      } else {
        unanswered.current = { act, id: authorizationId };
        setError(messages.signing.unavailable);
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
    result,
  };
}
