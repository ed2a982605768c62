import {
  Alert,
  Button,
  Form,
  Link,
  RutField,
  Stack,
  Text,
  PasswordField,
} from '@inversiones/design-system';
import { useRef, useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useErrorTitle, usePageTitle } from '../../store/page-title.ts';
import { takeLoginNotice } from '../../errors/login-notice.ts';
import * as messages from './messages.ts';
import { loginStatusMessage, validateLogin, type LoginErrors } from './login-form.ts';

interface LoginFailure {
  locked: boolean;
  message: string;
}

/** Spec 2: /login and /login/{status}; the status (or the handler's stored message) is shown. */
export function LoginPage() {
  const m = messages.login;
  const navigate = useNavigate();
  const { status } = useParams();
  // Read once: the handler's notice is consumed by the first render that shows it.
  const [notice] = useState(() => loginStatusMessage(status, takeLoginNotice()));
  const [rut, setRut] = useState('');
  const [clave, setClave] = useState('');
  const [errors, setErrors] = useState<LoginErrors>({});
  const [failure, setFailure] = useState<LoginFailure | null>(null);
  const [pending, setPending] = useState(false);
  usePageTitle(m.title);
  useErrorTitle(Boolean(failure || errors.rut || errors.clave));
  const rutRef = useRef<HTMLInputElement>(null);
  const claveRef = useRef<HTMLInputElement>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const found = validateLogin(rut, clave);
    setErrors(found);
    if (found.rut || found.clave) {
      (found.rut ? rutRef : claveRef).current?.focus();
      return;
    }
    setFailure(null);
    setPending(true);
    try {
      const { signIn } = await import('./sign-in.ts');
      const target = await signIn({ idCliente: rut, clave });
      void navigate(target, { replace: true });
    } catch (error) {
      // Spec 8: a wrong password (InvalidPassword_12) is shown here and no failed status is stored.
      const status = (error as { status?: number }).status;
      const message = error instanceof Error && error.message ? error.message : m.statusFallback;
      setFailure({ locked: status === 423, message });
      setClave('');
      setPending(false);
      claveRef.current?.focus();
    }
  }

  return (
    <Form
      title={messages.login.title}
      titleLevel={1}
      description={m.loginIntro}
      onSubmit={(event) => void submit(event)}
    >
      {notice ? (
        // A voluntary logout is good news; any other status is a warning.
        <Alert priority={status === 'cerrada' ? 'success' : 'warning'}>{notice}</Alert>
      ) : null}
      {failure ? (
        <Alert priority="error" title={failure.locked ? m.lockedTitle : m.loginFailedTitle} isLive>
          {failure.message}
        </Alert>
      ) : null}
      <RutField
        ref={rutRef}
        name="rut"
        autoComplete="username"
        label={m.rut}
        description={m.rutDescription}
        value={rut}
        onChange={(value) => {
          setRut(value);
          if (errors.rut) setErrors((e) => ({ ...e, rut: undefined }));
        }}
        isInvalid={Boolean(errors.rut)}
        errorMessage={errors.rut}
        isRequired
      />
      <PasswordField
        ref={claveRef}
        label={m.password}
        name="clave"
        autoComplete="current-password"
        value={clave}
        onChange={(value) => {
          setClave(value);
          if (errors.clave) setErrors((e) => ({ ...e, clave: undefined }));
        }}
        isInvalid={Boolean(errors.clave)}
        errorMessage={errors.clave}
        isRequired
      />
      <Button type="submit" fullWidth isPending={pending} pendingLabel={m.submitting}>
        {m.submit}
      </Button>
      {/* Spec 7 "Reset and unlock": the public ways back in. */}
      <Stack direction="row" gap="lg" wrap>
        <Link href="/recuperarClave" variant="standalone">
          {m.forgotPassword}
        </Link>
        <Link href="/desbloquearCuenta" variant="standalone">
          {m.unlockAccount}
        </Link>
        <Link href="/crearClave" variant="standalone">
          {m.createPassword}
        </Link>
      </Stack>
      <Text size="sm" tone="secondary">
        {m.securityNote}
      </Text>
    </Form>
  );
}
