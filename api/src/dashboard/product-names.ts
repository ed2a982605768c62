// Spanish names of the product lines and of their accounts, as the home and its lists show them.
import type { Account } from '@inversiones/contract';
import type { LedgerAccount } from '../ledger/accounts.ts';
import type { Product } from '../ledger/demo-ledger.ts';

export const productNames: Readonly<Record<Product, string>> = {
  ffmm: 'Fondos Mutuos',
  apv: 'APV',
  acciones: 'Acciones',
  ccm: 'Cuenta Corriente',
  ulla: 'ULLA',
};

const accountNames: Readonly<Record<Product, string>> = {
  ffmm: 'Cuenta Fondos Mutuos',
  apv: 'Cuenta APV',
  acciones: 'Cuenta Custodia Acciones',
  ccm: 'Cuenta Corriente Mercantil',
  ulla: 'Cuenta ULLA',
};

/**
 * An account on the wire. Fund, APV and custody accounts hold instruments of several currencies;
 * their reference currency is the peso (the one their totals are given in).
 */
export function toWireAccount(account: LedgerAccount): Account {
  const name =
    account.product === 'apv'
      ? `${accountNames.apv} Régimen ${account.regime}`
      : account.product === 'ccm'
        ? `${accountNames.ccm} ${account.currency}`
        : account.alias
          ? `${accountNames[account.product]} · ${account.alias}`
          : accountNames[account.product];
  return {
    id: account.number,
    product: account.product,
    name,
    currency: account.currency ?? 'CLP',
    apvRegime: account.regime,
  };
}
