import { Stack, Text } from '@inversiones/design-system';
import type { ReactNode } from 'react';
import type { MethodKind } from './calls.ts';
import { signingCode } from './messages.ts';
import { SigningCode } from './SigningCode.tsx';
import type { useCodeSignature } from './use-code-signature.ts';

/** What a signing modal needs of a code signature in progress. */
type CodeSignature = Pick<
  ReturnType<typeof useCodeSignature>,
  'method' | 'setMethod' | 'code' | 'setCode' | 'codeError' | 'codeRef' | 'isSigning'
>;

/**
 * The second factor inside a signing modal (orders in a batch, a document): why the code is asked
 * and the code entry; nothing while the client has no method (the modal then offers no signature).
 */
export function signatureConfirmation(
  methods: readonly MethodKind[],
  signing: CodeSignature,
): ReactNode {
  if (!signing.method) return undefined;
  return (
    <Stack gap="sm">
      <Text>{signingCode.why}</Text>
      <SigningCode
        methods={methods}
        method={signing.method}
        onMethodChange={signing.setMethod}
        code={signing.code}
        onCodeChange={signing.setCode}
        error={signing.codeError}
        codeRef={signing.codeRef}
        isDisabled={signing.isSigning}
      />
    </Stack>
  );
}
