import { useState } from 'react';
import type { MethodKind } from '../security-pass/calls.ts';
import { useCodeSignature } from '../security-pass/use-code-signature.ts';
import { signDocument, type SignDocument } from './calls.ts';
import * as messages from './messages.ts';

/**
 * One document's signature: the modal (which document, the code, the error) and the call, with the
 * security pass's code; a call that got no answer is retried as the same act.
 */
export function useDocumentSigning(
  methods: readonly MethodKind[],
  onSigned: (answer: SignDocument) => void,
) {
  const signature = useCodeSignature(methods, messages.signing);
  const [target, setTarget] = useState<string | null>(null);

  const changeTarget = (id: string | null) => {
    if (signature.isSigning) return;
    setTarget(id);
    signature.changeOpen(id !== null);
  };

  const sign = (id: string) =>
    signature.sign(id, (confirmation) => signDocument(id, confirmation), onSigned);

  return {
    ...signature,
    /** The document whose modal is open (null: closed). */
    signingId: signature.isOpen ? target : null,
    changeTarget,
    sign,
  };
}
