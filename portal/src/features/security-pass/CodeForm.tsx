import { Alert, Button, Stack, OneTimeCodeField, isOneTimeCode } from '@inversiones/design-system';
import { useRef, useState, type FormEvent } from 'react';
import { proveCode, sendCode, type MethodKind, type Purpose } from './calls.ts';
import * as messages from './messages.ts';

export interface CodeFormProps {
  kind: MethodKind;
  purpose: Purpose;
  /** What the form does: 'Activar', 'Confirmar eliminación'. */
  submitLabel: string;
  /** The form's accessible name. */
  label: string;
  /** A code was already sent for this form (an SMS or e-mail enrolment starts with one). */
  sentNotice?: string;
  onDone: () => void;
  onCancel: () => void;
}

/**
 * Asks for a code of a method (typed from the app, or sent by SMS or e-mail on request) and
 * proves it for a purpose. The server's refusal is shown as it comes: it never says which part
 * was wrong, and says how long a block lasts.
 */
export function CodeForm({
  kind,
  purpose,
  submitLabel,
  label,
  sentNotice,
  onDone,
  onCancel,
}: CodeFormProps) {
  const m = messages.code;
  const [code, setCode] = useState('');
  const [formatError, setFormatError] = useState<string>();
  const [refusal, setRefusal] = useState<string>();
  const [sent, setSent] = useState(sentNotice);
  const [busy, setBusy] = useState<'send' | 'verify' | null>(null);
  const codeRef = useRef<HTMLInputElement>(null);
  const sends = kind !== 'cronto';

  async function send() {
    if (kind === 'cronto' || busy) return;
    setBusy('send');
    setRefusal(undefined);
    try {
      setSent(await sendCode(kind, purpose));
      codeRef.current?.focus();
    } catch (error) {
      setRefusal(error instanceof Error ? error.message : m.refusedTitle);
    } finally {
      setBusy(null);
    }
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    if (!isOneTimeCode(code)) {
      setFormatError(m.invalid);
      codeRef.current?.focus();
      return;
    }
    setFormatError(undefined);
    setRefusal(undefined);
    setBusy('verify');
    try {
      await proveCode(kind, code, purpose);
      onDone();
    } catch (error) {
      setRefusal(error instanceof Error ? error.message : m.refusedTitle);
      // The code stays (selected by the focus) so the field does not turn into a 'required' error.
      setBusy(null);
      codeRef.current?.focus();
    }
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-label={label}>
      <Stack gap="md">
        {refusal ? (
          <Alert priority="error" title={m.refusedTitle} isLive>
            {refusal}
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
              isPending={busy === 'send'}
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
          onChange={(value) => {
            setCode(value);
            if (formatError) setFormatError(undefined);
          }}
          isInvalid={Boolean(formatError)}
          errorMessage={formatError}
          isRequired
        />
        <Stack direction="row" gap="sm" wrap>
          <Button type="submit" isPending={busy === 'verify'} pendingLabel={m.verifying}>
            {submitLabel}
          </Button>
          <Button variant="tertiary" onPress={onCancel}>
            {m.cancel}
          </Button>
        </Stack>
      </Stack>
    </form>
  );
}
