import { Alert, Button, OneTimeCodeField, Select, Stack } from '@inversiones/design-system';
import { useState, type Ref } from 'react';
import { sendSigningCode, type MethodKind } from './calls.ts';
import * as messages from './messages.ts';

export interface SigningCodeProps {
  /** The user's active methods (at least one). */
  methods: readonly MethodKind[];
  method: MethodKind;
  onMethodChange: (method: MethodKind) => void;
  code: string;
  onCodeChange: (code: string) => void;
  error?: string;
  codeRef?: Ref<HTMLInputElement>;
  /** While the signature is being sent: nothing changes under it. */
  isDisabled?: boolean;
}

/**
 * The security-pass confirmation of a signature: the method (when there are several), a code
 * sent on request for SMS and e-mail, and the code field. The signing call checks the code.
 */
export function SigningCode({
  methods,
  method,
  onMethodChange,
  code,
  onCodeChange,
  error,
  codeRef,
  isDisabled = false,
}: SigningCodeProps) {
  const m = messages.signingCode;
  const [sent, setSent] = useState<string>();
  const [sendError, setSendError] = useState<string>();
  const [sending, setSending] = useState(false);
  const sends = method !== 'cronto';

  async function send() {
    if (method === 'cronto' || sending) return;
    setSending(true);
    setSendError(undefined);
    try {
      setSent(m.sent(await sendSigningCode(method)));
    } catch (failure) {
      setSendError(failure instanceof Error ? failure.message : undefined);
    } finally {
      setSending(false);
    }
  }

  return (
    <Stack gap="sm">
      {methods.length > 1 ? (
        <Select
          label={m.method}
          options={methods.map((kind) => ({ key: kind, value: m.methods[kind] }))}
          value={method}
          isDisabled={isDisabled}
          // Always chosen (the first method by default): not an optional field.
          isRequired
          onChange={(key) => {
            onMethodChange(key as MethodKind);
            setSent(undefined);
          }}
        />
      ) : null}
      {sendError ? (
        <Alert priority="error" isLive>
          {sendError}
        </Alert>
      ) : null}
      {sent ? (
        <Alert priority="success" isLive>
          {sent}
        </Alert>
      ) : null}
      {sends ? (
        <div>
          <Button
            variant="secondary"
            onPress={() => void send()}
            isDisabled={isDisabled}
            isPending={sending}
            pendingLabel={m.sending}
          >
            {sent ? m.resend : m.send}
          </Button>
        </div>
      ) : null}
      <OneTimeCodeField
        ref={codeRef}
        label={m.label}
        description={sends ? m.sentDescription : m.appDescription}
        name="codigo"
        value={code}
        onChange={onCodeChange}
        isInvalid={Boolean(error)}
        errorMessage={error}
        isRequired
        isDisabled={isDisabled}
      />
    </Stack>
  );
}
