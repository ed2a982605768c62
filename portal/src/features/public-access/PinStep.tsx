import type { publicAccess } from '@inversiones/contract';
import {
  Alert,
  Button,
  Form,
  Stack,
  OneTimeCodeField,
  isOneTimeCode,
} from '@inversiones/design-system';
import { useRef, useState, type FormEvent } from 'react';
import * as messages from './messages.ts';

export interface PinStepProps {
  sent: publicAccess.PinSent;
  onValidate: (pin: string) => Promise<void>;
  onNewPin: () => Promise<publicAccess.PinSent>;
}

/** Spec 7: pin validation and new pin. */
export function PinStep({ sent: first, onValidate, onNewPin }: PinStepProps) {
  const m = messages.reset;
  const [sent, setSent] = useState(first);
  const [pin, setPin] = useState('');
  const [error, setError] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const [resent, setResent] = useState(false);
  const [pending, setPending] = useState(false);
  const pinRef = useRef<HTMLInputElement>(null);
  const fallback = messages.common.fallbackError;
  const where = `${m.pinChannel[sent.canal] ?? ''} (${sent.destino})`;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const problem = isOneTimeCode(pin) ? undefined : m.pinInvalid;
    setError(problem);
    if (problem) {
      pinRef.current?.focus();
      return;
    }
    setPending(true);
    setFailure(undefined);
    try {
      await onValidate(pin.trim());
    } catch (caught) {
      setFailure(caught instanceof Error && caught.message ? caught.message : fallback);
      setPending(false);
      setPin('');
      pinRef.current?.focus();
    }
  }

  async function resend() {
    setFailure(undefined);
    setResent(false);
    try {
      setSent(await onNewPin());
      setResent(true);
      setPin('');
    } catch (caught) {
      setFailure(caught instanceof Error && caught.message ? caught.message : fallback);
    }
    pinRef.current?.focus();
  }

  return (
    <Stack gap="md">
      <Form
        title={m.pinTitle}
        titleLevel={1}
        description={m.pinSent(where)}
        onSubmit={(e) => void submit(e)}
      >
        {failure ? (
          <Alert priority="error" title={messages.common.errorTitle} isLive>
            {failure}
          </Alert>
        ) : null}
        {resent ? (
          <Alert priority="info" isLive>
            {m.newPinSent}
          </Alert>
        ) : null}
        <OneTimeCodeField
          ref={pinRef}
          label={m.pin}
          description={m.pinDescription}
          name="pin"
          kind="pin"
          value={pin}
          onChange={(value) => {
            setPin(value);
            if (error) setError(undefined);
          }}
          isInvalid={Boolean(error)}
          errorMessage={error}
          isRequired
        />
        <Button type="submit" fullWidth isPending={pending} pendingLabel={messages.common.sending}>
          {m.validatePin}
        </Button>
      </Form>
      <Button variant="tertiary" onPress={() => void resend()}>
        {m.newPin}
      </Button>
    </Stack>
  );
}
