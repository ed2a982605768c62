import type { SignConsent } from '@inversiones/design-system';
import { useState } from 'react';
import type { MethodKind } from '../security-pass/calls.ts';
import { useCodeSignature } from '../security-pass/use-code-signature.ts';
import { signOrders, type OrderFamily, type SignResponse } from './calls.ts';
import * as messages from './messages.ts';
import type { TableOrder } from './table-order.ts';

/**
 * One family's batch signature: the signing modal with the security pass's code (its retry with
 * the same act, its wrong-code error) and the answer, signed and refused orders.
 */
export function useBatchSigning(
  family: OrderFamily,
  methods: readonly MethodKind[],
  onSigned: (answer: SignResponse) => void,
) {
  const signature = useCodeSignature(methods, messages.signing);
  const [result, setResult] = useState<SignResponse | null>(null);

  const sign = async (orders: TableOrder[], consent: SignConsent) => {
    const firmas = orders.map((order) => ({
      folio: order.folio,
      documentType: order.source.documentType,
    }));
    await signature.sign(
      JSON.stringify({ firmas, consent }),
      (confirmation) =>
        signOrders(family, {
          firmas,
          declaracion: true,
          aceptaPerfil: consent.acceptsProfileMismatch,
          ...confirmation,
        }),
      (answer) => {
        setResult(answer);
        onSigned(answer);
      },
    );
  };

  return { ...signature, sign, result };
}
