import { useRef, useState } from 'react';
import type { NewPasswordFieldsProps } from './NewPasswordFields.tsx';
import { passwordRules } from './password-rules.ts';

export interface NewPasswordChecks {
  /** Shown when the password is empty. */
  required: string;
  /** Shown when the repetition does not match. */
  mismatch: string;
}

/**
 * A first password (no current one: reset, enrolment) and its repetition: their values, their
 * errors (each cleared as its field changes) and the rules marked live for `rut`.
 */
export function useNewPassword(rut: string, checks: NewPasswordChecks) {
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<NewPasswordFieldsProps['errors']>({});
  const passwordRef = useRef<HTMLInputElement>(null);
  const confirmRef = useRef<HTMLInputElement>(null);
  const fields = {
    password,
    confirm,
    onPasswordChange: (value: string) => {
      setPassword(value);
      if (errors.password) setErrors((e) => ({ ...e, password: undefined }));
    },
    onConfirmChange: (value: string) => {
      setConfirm(value);
      if (errors.confirm) setErrors((e) => ({ ...e, confirm: undefined }));
    },
    errors,
    rules: passwordRules(password, null, { rut, names: [] }),
    passwordRef,
    confirmRef,
  } satisfies Partial<NewPasswordFieldsProps>;

  return {
    password,
    /** The props of `NewPasswordFields` but its labels and names. */
    fields,
    /** Marks an empty password or a repetition that does not match; when so, focuses the first. */
    check(): boolean {
      const found = {
        password: password ? undefined : checks.required,
        confirm: password && confirm !== password ? checks.mismatch : undefined,
      };
      setErrors(found);
      if (found.password) passwordRef.current?.focus();
      else if (found.confirm) confirmRef.current?.focus();
      return !found.password && !found.confirm;
    },
    /** Shows the server's refusal of the password on its field, and focuses it. */
    refuse(message: string) {
      setErrors({ password: message });
      passwordRef.current?.focus();
    },
    focus() {
      passwordRef.current?.focus();
    },
  };
}
