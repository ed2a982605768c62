import { PasswordField, PasswordRules, type PasswordRule } from '@inversiones/design-system';
import { useId, type Ref } from 'react';

export interface NewPasswordFieldsProps {
  labels: { password: string; confirm: string; rulesTitle: string };
  /** The inputs' names (what password managers see). */
  names: { password: string; confirm: string };
  password: string;
  confirm: string;
  onPasswordChange: (value: string) => void;
  onConfirmChange: (value: string) => void;
  errors: { password?: string; confirm?: string };
  /** The rules checked as the user types (guidance: the server decides). */
  rules: readonly PasswordRule[];
  passwordRef?: Ref<HTMLInputElement>;
  confirmRef?: Ref<HTMLInputElement>;
}

/**
 * A new password and its repetition, with the rules marked live under the first: the same pair
 * wherever a password is created (change, reset, enrolment).
 */
export function NewPasswordFields({
  labels,
  names,
  password,
  confirm,
  onPasswordChange,
  onConfirmChange,
  errors,
  rules,
  passwordRef,
  confirmRef,
}: NewPasswordFieldsProps) {
  const rulesId = useId();
  return (
    <>
      <PasswordField
        ref={passwordRef}
        label={labels.password}
        name={names.password}
        autoComplete="new-password"
        value={password}
        onChange={onPasswordChange}
        description={<PasswordRules id={rulesId} title={labels.rulesTitle} rules={rules} />}
        isInvalid={Boolean(errors.password)}
        errorMessage={errors.password}
        isRequired
      />
      <PasswordField
        ref={confirmRef}
        label={labels.confirm}
        name={names.confirm}
        autoComplete="new-password"
        value={confirm}
        onChange={onConfirmChange}
        isInvalid={Boolean(errors.confirm)}
        errorMessage={errors.confirm}
        isRequired
      />
    </>
  );
}
