import { NumericField, type NumericFieldProps } from '../NumericField/index.ts';

export type BankAccountFieldProps = Omit<NumericFieldProps, 'rule'>;

/**
 * A bank account number: digits only, 1 to 20 by default (the kit's `bank_account` rule), kept
 * as text so leading zeros survive. A duplicate account is the form's check (`validate`).
 */
export function BankAccountField({
  minLength = 1,
  maxLength = 20,
  ...props
}: BankAccountFieldProps) {
  return (
    <NumericField {...props} rule="bank_account" minLength={minLength} maxLength={maxLength} />
  );
}
