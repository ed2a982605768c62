import { client as clientApi } from '@inversiones/contract';
import {
  Alert,
  Button,
  EmailField,
  Form,
  isOneTimeCode,
  OneTimeCodeField,
  PhoneField,
  Stack,
  Text,
  type PhoneValue,
} from '@inversiones/design-system';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { apiSend, ApiError, onApiError } from '../../http/client.ts';
import { loadClient } from '../../session/load-client.ts';
import { uiState } from '../../store/ui.ts';
import * as messages from './messages.ts';

const m = messages.contactValidation;
const PREFIXES = [{ key: '56', value: m.phonePrefix }];
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const MOBILE = /^9\d{8}$/;

type Stage =
  | { kind: 'contact' }
  | { kind: 'codes'; sent: clientApi.ContactCodeSendResponse }
  | { kind: 'done' };

/** The message of a failed call; a lost session goes to the shared handler (the login). */
function failureOf(error: unknown): string | null {
  if (error instanceof ApiError && error.status === 401) {
    onApiError(error);
    return null;
  }
  return error instanceof Error && error.message ? error.message : m.failedTitle;
}

/**
 * The contact validation's form (ContactValidation shows it when `validacionContacto` asks): the
 * client gives her e-mail and mobile, a code goes to each through the outbox, and both codes
 * save them. Its own chunk: most clients never need it.
 */
export function ContactValidationForm() {
  const [stage, setStage] = useState<Stage>({ kind: 'contact' });
  const [email, setEmail] = useState('');
  const [phone, setPhone] = useState<PhoneValue>({ prefix: '56', number: '' });
  const [codes, setCodes] = useState({ email: '', phone: '' });
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);
  const phoneRef = useRef<HTMLInputElement>(null);
  const emailCodeRef = useRef<HTMLInputElement>(null);
  const phoneCodeRef = useRef<HTMLInputElement>(null);
  const doneRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (stage.kind === 'codes') emailCodeRef.current?.focus();
    if (stage.kind === 'done') doneRef.current?.focus();
  }, [stage.kind]);

  async function send(event?: FormEvent<HTMLFormElement>) {
    event?.preventDefault();
    if (pending) return;
    const found: Record<string, string> = {};
    if (!EMAIL.test(email.trim())) found.email = m.emailInvalid;
    if (!MOBILE.test(phone.number)) found.phone = m.phoneInvalid;
    setErrors(found);
    setFailure(null);
    if (found.email || found.phone) {
      (found.email ? emailRef : phoneRef).current?.focus();
      return;
    }
    setPending(true);
    try {
      const sent = await apiSend(
        clientApi.contactCodeSend,
        { email: email.trim(), telefono: phone.number },
        { onError: false },
      );
      setCodes({ email: '', phone: '' });
      setStage({ kind: 'codes', sent });
    } catch (error) {
      setFailure(failureOf(error));
    } finally {
      setPending(false);
    }
  }

  async function confirm(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const found: Record<string, string> = {};
    if (!isOneTimeCode(codes.email)) found.emailCode = m.codeInvalid;
    if (!isOneTimeCode(codes.phone)) found.phoneCode = m.codeInvalid;
    setErrors(found);
    setFailure(null);
    if (found.emailCode || found.phoneCode) {
      (found.emailCode ? emailCodeRef : phoneCodeRef).current?.focus();
      return;
    }
    setPending(true);
    try {
      await apiSend(
        clientApi.contactConfirm,
        { codigoEmail: codes.email, codigoTelefono: codes.phone },
        { onError: false },
      );
      setStage({ kind: 'done' });
      uiState.contactValidated += 1;
      // The cached client record (spec 9: 8 hours) would still lack them.
      void loadClient({ force: true }).catch(() => undefined);
    } catch (error) {
      setFailure(failureOf(error));
    } finally {
      setPending(false);
    }
  }

  if (stage.kind === 'done') {
    return (
      <div ref={doneRef} tabIndex={-1}>
        <Alert priority="success" title={m.doneTitle} isLive>
          {m.done}
        </Alert>
      </div>
    );
  }

  const failureBlock = failure ? (
    <Alert priority="error" title={m.failedTitle} isLive>
      {failure}
    </Alert>
  ) : null;

  if (stage.kind === 'contact') {
    return (
      <Form title={m.title} description={m.intro} onSubmit={(event) => void send(event)}>
        {failureBlock}
        <EmailField
          ref={emailRef}
          label={m.email}
          name="email"
          value={email}
          onChange={(value) => {
            setEmail(value);
            if (errors.email) setErrors((e) => ({ ...e, email: undefined }));
          }}
          isInvalid={Boolean(errors.email)}
          errorMessage={errors.email}
          isRequired
        />
        <PhoneField
          ref={phoneRef}
          label={m.phone}
          name="telefono"
          prefixes={PREFIXES}
          value={phone}
          onChange={(value) => {
            setPhone(value);
            if (errors.phone) setErrors((e) => ({ ...e, phone: undefined }));
          }}
          isInvalid={Boolean(errors.phone)}
          errorMessage={errors.phone}
          isRequired
        />
        <div>
          <Button type="submit" variant="primary" isPending={pending}>
            {pending ? m.sending : m.send}
          </Button>
        </div>
      </Form>
    );
  }

  const { sent } = stage;
  return (
    <Form title={m.title} onSubmit={(event) => void confirm(event)}>
      <Text>
        {m.sent(sent.destinoEmail, sent.destinoTelefono, Math.round(sent.expiraEnSegundos / 60))}
      </Text>
      {failureBlock}
      <OneTimeCodeField
        ref={emailCodeRef}
        label={m.emailCode}
        name="codigoEmail"
        value={codes.email}
        onChange={(value) => setCodes((c) => ({ ...c, email: value }))}
        isInvalid={Boolean(errors.emailCode)}
        errorMessage={errors.emailCode}
        isRequired
      />
      <OneTimeCodeField
        ref={phoneCodeRef}
        label={m.phoneCode}
        name="codigoTelefono"
        value={codes.phone}
        onChange={(value) => setCodes((c) => ({ ...c, phone: value }))}
        isInvalid={Boolean(errors.phoneCode)}
        errorMessage={errors.phoneCode}
        isRequired
      />
      <Stack direction="row" gap="sm" wrap>
        <Button type="submit" variant="primary" isPending={pending}>
          {pending ? m.confirming : m.confirm}
        </Button>
        <Button variant="secondary" isDisabled={pending} onPress={() => void send()}>
          {m.resend}
        </Button>
        <Button
          variant="tertiary"
          isDisabled={pending}
          onPress={() => {
            setFailure(null);
            setStage({ kind: 'contact' });
          }}
        >
          {m.edit}
        </Button>
      </Stack>
    </Form>
  );
}
