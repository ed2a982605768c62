import { describe, expect, it } from 'vitest';
import {
  bankAccountView,
  isDuplicateAccount,
  isSameAccount,
  itemKeys,
} from './bank-account-item.ts';

const account = {
  Banco: 'CHI',
  IdMoneda: '1',
  IdTipoCtaBanc: '1',
  CuentaBancaria: '00-1234-5678',
};

describe('bank accounts', () => {
  it('are the same with the same number (digits only), bank, currency and type', () => {
    expect(isSameAccount(account, { ...account, CuentaBancaria: '12345678' })).toBe(true);
    expect(isSameAccount(account, { ...account, Banco: 'SEC' })).toBe(false);
    expect(isSameAccount(account, { ...account, IdMoneda: '2' })).toBe(false);
    expect(isSameAccount(account, { ...account, IdTipoCtaBanc: '2' })).toBe(false);
    expect(isSameAccount(account, { ...account, CuentaBancaria: '12345679' })).toBe(false);
  });

  it('a duplicate ignores the item being edited', () => {
    const list = [account, { ...account, Banco: 'SEC' }];
    expect(isDuplicateAccount(list, { ...account })).toBe(true);
    expect(isDuplicateAccount(list, { ...account }, 0)).toBe(false);
    expect(isDuplicateAccount(list, { ...account, Banco: 'SEC' }, 0)).toBe(true);
  });

  it('are shown with the names of their options, DescBanco first', () => {
    const texts: Record<string, Record<string, string>> = {
      Banco: { CHI: 'Banco de Chile' },
      IdMoneda: { '1': 'Pesos' },
    };
    const textOf = (field: string, key: unknown) => texts[field]?.[String(key)];
    expect(bankAccountView({ ...account, DescBanco: 'Chile' }, 'k', textOf)).toEqual({
      id: 'k',
      bankName: 'Chile',
      accountType: '1',
      currency: 'Pesos',
      accountNumber: '00-1234-5678',
    });
    expect(bankAccountView(account, 'k', textOf).bankName).toBe('Banco de Chile');
  });

  it('get distinct card keys even when stored twice', () => {
    const keys = itemKeys([account, account], ['Banco', 'CuentaBancaria']);
    expect(new Set(keys).size).toBe(2);
  });
});
