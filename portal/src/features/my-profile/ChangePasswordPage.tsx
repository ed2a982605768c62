import { auth, MANDATARY_TYPE } from '@inversiones/contract';
import { Alert, Button, Form, Stack, Text, PasswordField } from '@inversiones/design-system';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { apiGet, apiSend, ApiError, onApiError } from '../../http/client.ts';
import { useErrorTitle, usePageTitle } from '../../store/page-title.ts';
import * as messages from './messages.ts';
import { NewPasswordFields } from '../password-rules/NewPasswordFields.tsx';
import { passwordRules, type PasswordOwner } from '../password-rules/password-rules.ts';

interface FieldErrors {
  current?: string;
  next?: string;
  confirm?: string;
}

/** The client's own rut and name (their natural-person profile), for the live rules. */
function useOwner(): PasswordOwner {
  const [owner, setOwner] = useState<PasswordOwner>({ rut: null, names: [] });
  useEffect(() => {
    const controller = new AbortController();
    apiGet(auth.perfiles, { signal: controller.signal, onError: false }).then(
      ({ Profiles }) => {
        const own = Profiles.find((p) =>
          p.MandataryTypes.some((t) => t.Id === MANDATARY_TYPE.naturalPerson),
        );
        if (own) setOwner({ rut: own.Rut, names: [own.nombre] });
      },
      // Without them the page shows the rules it can check; the server checks them all.
      () => undefined,
    );
    return () => controller.abort();
  }, []);
  return owner;
}

/**
 * /miPerfil/cambiarClave: current and new password (spec 3: ClaveAntigua, ClaveNueva, PUT). The
 * rules show as the user types; the server decides, and on success closes every other session.
 */
export function ChangePasswordPage() {
  const m = messages.changePassword;
  usePageTitle(m.title);
  const owner = useOwner();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<{ locked: boolean; message: string } | null>(null);
  const [done, setDone] = useState(false);
  const [pending, setPending] = useState(false);
  // A new form after a change: emptied fields are not 'required' errors of the one just sent.
  const [formKey, setFormKey] = useState(0);
  useErrorTitle(Boolean(failure || errors.current || errors.next || errors.confirm));
  const currentRef = useRef<HTMLInputElement>(null);
  const nextRef = useRef<HTMLInputElement>(null);
  const confirmRef = useRef<HTMLInputElement>(null);
  const doneRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (done) doneRef.current?.focus();
  }, [done]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const found: FieldErrors = {};
    if (!current) found.current = m.currentRequired;
    if (!next) found.next = m.nextRequired;
    else if (confirm !== next) found.confirm = m.confirmMismatch;
    setErrors(found);
    setFailure(null);
    setDone(false);
    if (found.current || found.next || found.confirm) {
      (found.current ? currentRef : found.next ? nextRef : confirmRef).current?.focus();
      return;
    }
    setPending(true);
    try {
      await apiSend(
        auth.changePassword,
        { ClaveAntigua: current, ClaveNueva: next },
        { onError: false },
      );
      setCurrent('');
      setNext('');
      setConfirm('');
      setFormKey((key) => key + 1);
      setDone(true);
    } catch (error) {
      const status = error instanceof ApiError ? error.status : 0;
      if (status === 401) {
        onApiError(error);
        return;
      }
      const message =
        error instanceof Error && error.message ? error.message : messages.states.unavailable;
      const field = error instanceof ApiError ? error.path?.[0] : undefined;
      if (status === 400 && field === 'ClaveAntigua') {
        setErrors({ current: message });
        setCurrent('');
        currentRef.current?.focus();
      } else if (status === 400 && field === 'ClaveNueva') {
        setErrors({ next: message });
        nextRef.current?.focus();
      } else {
        setFailure({ locked: status === 423, message });
      }
    } finally {
      setPending(false);
    }
  }

  return (
    <Stack gap="lg">
      {done ? (
        <div ref={doneRef} tabIndex={-1}>
          <Alert priority="success" title={m.doneTitle} isLive>
            {m.done}
          </Alert>
        </div>
      ) : null}
      <Form
        key={formKey}
        title={m.title}
        titleLevel={1}
        description={m.intro}
        onSubmit={(event) => void submit(event)}
      >
        {failure ? (
          <Alert priority="error" title={failure.locked ? m.lockedTitle : m.failedTitle} isLive>
            {failure.message}
          </Alert>
        ) : null}
        <PasswordField
          ref={currentRef}
          label={m.current}
          name="ClaveAntigua"
          autoComplete="current-password"
          value={current}
          onChange={(value) => {
            setCurrent(value);
            if (errors.current) setErrors((e) => ({ ...e, current: undefined }));
          }}
          isInvalid={Boolean(errors.current)}
          errorMessage={errors.current}
          isRequired
        />
        <NewPasswordFields
          labels={{ password: m.next, confirm: m.confirm, rulesTitle: m.rulesTitle }}
          names={{ password: 'ClaveNueva', confirm: 'confirmacion' }}
          password={next}
          confirm={confirm}
          onPasswordChange={(value) => {
            setNext(value);
            if (errors.next) setErrors((e) => ({ ...e, next: undefined }));
          }}
          onConfirmChange={(value) => {
            setConfirm(value);
            if (errors.confirm) setErrors((e) => ({ ...e, confirm: undefined }));
          }}
          errors={{ password: errors.next, confirm: errors.confirm }}
          rules={passwordRules(next, current, owner)}
          passwordRef={nextRef}
          confirmRef={confirmRef}
        />
        <Text size="sm" tone="secondary">
          {m.serverNote}
        </Text>
        <Button type="submit" isPending={pending} pendingLabel={m.submitting}>
          {m.submit}
        </Button>
      </Form>
    </Stack>
  );
}
