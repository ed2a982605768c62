import { VisuallyHidden } from 'react-aria-components';
import * as messages from '../../messages.ts';
import { maskedNumber } from './MaskedAccountNumber.css.ts';

/** Digits left visible at the end of a masked account number. */
export const ACCOUNT_VISIBLE_DIGITS = 4;

/** The last 4 characters of an account number, spaces and dashes ignored ('00-1234-4321' -> '4321'). */
export function accountLastDigits(accountNumber: string): string {
  return accountNumber.replace(/[\s-]/g, '').slice(-ACCOUNT_VISIBLE_DIGITS);
}

/** The visible masked form: '•••• 4321'. */
export function maskAccountNumber(accountNumber: string): string {
  return `•••• ${accountLastDigits(accountNumber)}`;
}

export interface MaskedAccountNumberProps {
  /** The full account number; only its last 4 characters are shown. */
  accountNumber: string;
}

/** An account number shown as '•••• 4321' and read as 'terminada en 4321' (bullets are noise). */
export function MaskedAccountNumber({ accountNumber }: MaskedAccountNumberProps) {
  const last = accountLastDigits(accountNumber);
  return (
    <span className={maskedNumber}>
      <span aria-hidden="true">{maskAccountNumber(accountNumber)}</span>
      <VisuallyHidden elementType="span">
        {messages.managerList.bankAccount.endingIn(last)}
      </VisuallyHidden>
    </span>
  );
}
