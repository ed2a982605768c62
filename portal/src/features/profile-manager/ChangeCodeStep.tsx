import {
  Alert,
  Button,
  Heading,
  OneTimeCodeField,
  Stack,
  Text,
  isOneTimeCode,
} from '@inversiones/design-system';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { ApiError, onApiError } from '../../http/client.ts';
import {
  confirmChange,
  resendChangeCode,
  type Change,
  type CodeSent,
  type MandatariesResponse,
} from './calls.ts';
import * as messages from './messages.ts';
import { useCountdown } from './use-countdown.ts';

export interface PendingChange {
  /** The request id: the same for every call of this change (a double click is one change). */
  id: string;
  change: Change;
  /** What the change does, in a sentence. */
  summary: string;
  sent: CodeSent;
  /** When the code was sent (epoch ms), for the resend wait. */
  sentAt: number;
}

export interface ChangeCodeStepProps {
  pending: PendingChange;
  onDone: (list: MandatariesResponse) => void;
  onCancel: () => void;
}

/**
 * Confirms one change with the code sent for it. 'Reenviar código' waits the seconds the server
 * asked (shown, and announced politely once it may be pressed); a refused code keeps the form.
 */
export function ChangeCodeStep({ pending, onDone, onCancel }: ChangeCodeStepProps) {
  const m = messages.code;
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const codeRef = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState('');
  const [formatError, setFormatError] = useState<string>();
  const [refusal, setRefusal] = useState<string>();
  const [notice, setNotice] = useState(
    m.sent(pending.sent.destino, Math.round(pending.sent.expiraEnSegundos / 60)),
  );
  const [resendAt, setResendAt] = useState(pending.sentAt + pending.sent.reenviarEnSegundos * 1000);
  const [busy, setBusy] = useState<'confirm' | 'resend' | null>(null);
  const wait = useCountdown(resendAt);

  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  function refuse(error: unknown, fallback: string) {
    if (error instanceof ApiError && error.status === 401) {
      onApiError(error);
      return;
    }
    setRefusal(error instanceof Error ? error.message : fallback);
  }

  async function resend() {
    if (busy || wait > 0) return;
    setBusy('resend');
    setRefusal(undefined);
    try {
      const sent = await resendChangeCode(pending.id);
      setResendAt(Date.now() + sent.reenviarEnSegundos * 1000);
      setNotice(m.resent(sent.destino));
      setValue('');
      codeRef.current?.focus();
    } catch (error) {
      refuse(error, m.sendFailedTitle);
    } finally {
      setBusy(null);
    }
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    if (!isOneTimeCode(value)) {
      setFormatError(m.invalid);
      codeRef.current?.focus();
      return;
    }
    setFormatError(undefined);
    setRefusal(undefined);
    setBusy('confirm');
    try {
      onDone(await confirmChange(pending.id, pending.change, value));
    } catch (error) {
      refuse(error, m.refusedTitle);
      setBusy(null);
      codeRef.current?.focus();
    }
  }

  return (
    <section aria-labelledby={headingId}>
      <form noValidate onSubmit={(event) => void submit(event)} aria-labelledby={headingId}>
        <Stack gap="md">
          <Heading level={2} id={headingId} ref={headingRef} tabIndex={-1}>
            {m.title}
          </Heading>
          <Text>{pending.summary}</Text>
          {refusal ? (
            <Alert priority="error" title={m.refusedTitle} isLive>
              {refusal}
            </Alert>
          ) : null}
          <Alert priority="success" isLive>
            {notice}
          </Alert>
          <OneTimeCodeField
            ref={codeRef}
            label={m.label}
            description={m.description}
            name="codigo"
            value={value}
            onChange={(next) => {
              setValue(next);
              if (formatError) setFormatError(undefined);
            }}
            isInvalid={Boolean(formatError)}
            errorMessage={formatError}
            isRequired
          />
          <Stack direction="row" gap="sm" wrap>
            <Button type="submit" isPending={busy === 'confirm'} pendingLabel={m.confirming}>
              {m.confirm}
            </Button>
            <Button variant="tertiary" onPress={onCancel}>
              {m.cancel}
            </Button>
          </Stack>
          <Stack gap="xs">
            {/* The seconds tick visibly; only the end of the wait is announced (polite). */}
            {wait > 0 ? <Text size="sm">{m.waitResend(wait)}</Text> : null}
            <div role="status" aria-live="polite">
              {wait === 0 ? <Text size="sm">{m.canResend}</Text> : null}
            </div>
            <div>
              <Button
                variant="secondary"
                onPress={() => void resend()}
                isDisabled={wait > 0}
                isPending={busy === 'resend'}
                pendingLabel={m.resending}
              >
                {m.resend}
              </Button>
            </div>
          </Stack>
        </Stack>
      </form>
    </section>
  );
}
