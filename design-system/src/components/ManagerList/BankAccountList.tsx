import * as messages from '../../messages.ts';
import { ManagerList, type ManagerListProps } from './ManagerList.tsx';
import type { ManagerListField } from './ManagerCard.tsx';
import { accountLastDigits, MaskedAccountNumber } from '../private/MaskedAccountNumber.tsx';

const m = messages.managerList.bankAccount;

/** A client's bank account as shown (the spec's CuentaBancaria, DescBanco, IdTipoCtaBanc, IdMoneda). */
export interface BankAccount {
  id: string;
  /** DescBanco: 'Banco de Chile'. */
  bankName: string;
  /** The account type's name: 'Cuenta Corriente', 'Cuenta Vista'. */
  accountType: string;
  /** The currency's name or code: 'Pesos (CLP)', 'Dólar (USD)'. */
  currency: string;
  /** CuentaBancaria: the full number; only its last 4 digits are shown. */
  accountNumber: string;
}

/** 'cuenta Banco de Chile terminada en 4321': how buttons and the delete question name it. */
export function bankAccountName(account: BankAccount): string {
  return m.itemName(account.bankName, accountLastDigits(account.accountNumber));
}

/** Tipo de cuenta, Moneda and the masked Número de cuenta (the bank is the card's title). */
export function bankAccountFields(account: BankAccount): ManagerListField[] {
  return [
    { label: m.accountType, value: account.accountType },
    { label: m.currency, value: account.currency },
    {
      label: m.accountNumber,
      value: <MaskedAccountNumber accountNumber={account.accountNumber} />,
    },
  ];
}

export type BankAccountListProps<S = BankAccount> = Omit<
  ManagerListProps<BankAccount, S>,
  'getKey' | 'getItemName' | 'getItemTitle' | 'getItemFields' | 'title'
> & {
  /** Defaults to 'Cuentas bancarias'. */
  title?: string;
};

/** A ManagerList of bank accounts: bank, account type, currency and '•••• 4321' per card. */
export function BankAccountList<S = BankAccount>({
  title = m.listTitle,
  emptyTitle = m.emptyTitle,
  emptyMessage = m.emptyMessage,
  ...props
}: BankAccountListProps<S>) {
  return (
    <ManagerList<BankAccount, S>
      {...props}
      title={title}
      emptyTitle={emptyTitle}
      emptyMessage={emptyMessage}
      getKey={(account) => account.id}
      getItemName={bankAccountName}
      getItemTitle={(account) => account.bankName}
      getItemFields={bankAccountFields}
    />
  );
}
