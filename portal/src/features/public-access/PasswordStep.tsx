import { Alert, Button, Form, PasswordField } from '@inversiones/design-system';
import { useRef, useState, type FormEvent } from 'react';
import * as messages from './messages.ts';

export interface PasswordStepProps {
  /** Creates and processes the new password; throws with the server's rule when refused. */
  onSubmit: (clave: string) => Promise<void>;
}

/** Spec 7: create new password, then process reset. The server checks the rules. */
export function PasswordStep({ onSubmit }: PasswordStepProps) {
  const m = messages.reset;
  const [clave, setClave] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<{ clave?: string; confirm?: string }>({});
  const [failure, setFailure] = useState<string>();
  const [pending, setPending] = useState(false);
  const claveRef = useRef<HTMLInputElement>(null);
  const confirmRef = useRef<HTMLInputElement>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const found = {
      clave: clave ? undefined : m.passwordRequired,
      confirm: clave && confirm !== clave ? m.mismatch : undefined,
    };
    setErrors(found);
    if (found.clave || found.confirm) {
      (found.clave ? claveRef : confirmRef).current?.focus();
      return;
    }
    setPending(true);
    setFailure(undefined);
    try {
      await onSubmit(clave);
    } catch (caught) {
      const fallback = messages.common.fallbackError;
      setFailure(caught instanceof Error && caught.message ? caught.message : fallback);
      setPending(false);
      claveRef.current?.focus();
    }
  }

  return (
    <Form
      title={m.passwordTitle}
      titleLevel={1}
      description={m.passwordIntro}
      onSubmit={(e) => void submit(e)}
    >
      {failure ? (
        <Alert priority="error" title={messages.common.errorTitle} isLive>
          {failure}
        </Alert>
      ) : null}
      <PasswordField
        ref={claveRef}
        label={m.password}
        name="nueva-clave"
        autoComplete="new-password"
        value={clave}
        onChange={(value) => {
          setClave(value);
          if (errors.clave) setErrors((e) => ({ ...e, clave: undefined }));
        }}
        isInvalid={Boolean(errors.clave)}
        errorMessage={errors.clave}
        isRequired
      />
      <PasswordField
        ref={confirmRef}
        label={m.confirm}
        name="confirmar-clave"
        autoComplete="new-password"
        value={confirm}
        onChange={(value) => {
          setConfirm(value);
          if (errors.confirm) setErrors((e) => ({ ...e, confirm: undefined }));
        }}
        isInvalid={Boolean(errors.confirm)}
        errorMessage={errors.confirm}
        isRequired
      />
      <Button type="submit" fullWidth isPending={pending} pendingLabel={messages.common.sending}>
        {m.submitPassword}
      </Button>
    </Form>
  );
}
