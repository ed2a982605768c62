// A stored bank account (wizard-spec 3: CuentaBancaria, Banco, DescBanco, IdMoneda, IdTipoCtaBanc):
// the duplicate rule of wizard-spec 5 and the card the design system shows.
import { isSameBankAccount } from '@inversiones/contract';
import type { BankAccount } from '@inversiones/design-system';

export type Item = Readonly<Record<string, unknown>>;

const text = (value: unknown) =>
  typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';

/** The fields that make two accounts the same (messageErrorSameCount): the contract's rule. */
export const isSameAccount = isSameBankAccount;

/** Whether `candidate` repeats an account of `list` other than the one at `except` (the one edited). */
export function isDuplicateAccount(list: readonly Item[], candidate: Item, except = -1): boolean {
  return list.some((item, index) => index !== except && isSameAccount(item, candidate));
}

/** The text of an option key, from the sub-form's options (`key` -> shown text). */
export type OptionTexts = (field: string, key: unknown) => string | undefined;

/** The card of a stored account: names from DescBanco or the options, the number masked by the DS. */
export function bankAccountView(item: Item, id: string, textOf: OptionTexts): BankAccount {
  const bank = text(item.Banco);
  return {
    id,
    bankName: text(item.DescBanco) || textOf('Banco', item.Banco) || bank,
    accountType: textOf('IdTipoCtaBanc', item.IdTipoCtaBanc) ?? text(item.IdTipoCtaBanc),
    currency: textOf('IdMoneda', item.IdMoneda) ?? text(item.IdMoneda),
    accountNumber: text(item.CuentaBancaria),
  };
}

/** Stable keys for the cards (focus after a removal follows them); repeats get a suffix. */
export function itemKeys(list: readonly Item[], fields: readonly string[]): string[] {
  const seen = new Map<string, number>();
  return list.map((item, index) => {
    const base = fields.length
      ? fields.map((field) => text(item[field])).join('|')
      : `item-${index}`;
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    return count ? `${base}#${count}` : base;
  });
}
