import { Alert, Button, Form } from '@inversiones/design-system';
import { useState, type FormEvent } from 'react';
import { NewPasswordFields } from '../password-rules/NewPasswordFields.tsx';
import { useNewPassword } from '../password-rules/use-new-password.ts';
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
  const next = useNewPassword(rut, { required: m.passwordRequired, mismatch: m.mismatch });
  const [failure, setFailure] = useState<string>();
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    if (!next.check()) return;
    setPending(true);
    setFailure(undefined);
    try {
      await onSubmit(next.password);
    } catch (caught) {
      const fallback = messages.common.fallbackError;
      setFailure(caught instanceof Error && caught.message ? caught.message : fallback);
      setPending(false);
      next.focus();
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
        {...next.fields}
      />
      <Button type="submit" fullWidth isPending={pending} pendingLabel={messages.common.sending}>
        {m.submitPassword}
      </Button>
    </Form>
  );
}
