import { Alert, Button, Form } from '@inversiones/design-system';
import { useRef, useState, type FormEvent } from 'react';
import { NewPasswordFields } from '../password-rules/NewPasswordFields.tsx';
import { passwordRules } from '../password-rules/password-rules.ts';
import * as messages from './messages.ts';

export interface PasswordStepProps {
  /** Whose password it is: a password containing the rut is refused (shown live). */
  rut: string;
  /** Creates and processes the new password; throws with the server's rule when refused. */
  onSubmit: (clave: string) => Promise<void>;
}

/** Spec 7: create new password, then process reset. The server checks the rules; they show live. */
export function PasswordStep({ rut, onSubmit }: PasswordStepProps) {
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
      <NewPasswordFields
        labels={{ password: m.password, confirm: m.confirm, rulesTitle: m.rulesTitle }}
        names={{ password: 'nueva-clave', confirm: 'confirmar-clave' }}
        password={clave}
        confirm={confirm}
        onPasswordChange={(value) => {
          setClave(value);
          if (errors.clave) setErrors((e) => ({ ...e, clave: undefined }));
        }}
        onConfirmChange={(value) => {
          setConfirm(value);
          if (errors.confirm) setErrors((e) => ({ ...e, confirm: undefined }));
        }}
        errors={{ password: errors.clave, confirm: errors.confirm }}
        rules={passwordRules(clave, null, { rut, names: [] })}
        passwordRef={claveRef}
        confirmRef={confirmRef}
      />
      <Button type="submit" fullWidth isPending={pending} pendingLabel={messages.common.sending}>
        {m.submitPassword}
      </Button>
    </Form>
  );
}
