// When two bank accounts are the same (wizard-spec 5, portal-spec 5): one rule for the portal's
// form and the API that stores the list.

type Item = Readonly<Record<string, unknown>>;

/** A stored field as text: trimmed, a number as its digits, anything else empty. */
export const bankAccountText = (value: unknown) =>
  typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';

/** Account numbers compare by their digits: '00-123-4' and '001234' are the same account. */
const digits = (value: unknown) =>
  bankAccountText(value)
    .replace(/[^0-9A-Za-z]/g, '')
    .replace(/^0+/, '');

/** The fields that make two accounts the same: number, bank, currency and type. */
export function isSameBankAccount(a: Item, b: Item): boolean {
  return (
    digits(a.CuentaBancaria) === digits(b.CuentaBancaria) &&
    bankAccountText(a.Banco).toUpperCase() === bankAccountText(b.Banco).toUpperCase() &&
    bankAccountText(a.IdMoneda) === bankAccountText(b.IdMoneda) &&
    bankAccountText(a.IdTipoCtaBanc) === bankAccountText(b.IdTipoCtaBanc)
  );
}

/** Whether a list of accounts names one account twice. */
export function hasRepeatedBankAccount(list: readonly unknown[]): boolean {
  const items = list.filter((v): v is Item => typeof v === 'object' && v !== null);
  return items.some((item, i) =>
    items.slice(i + 1).some((other) => isSameBankAccount(item, other)),
  );
}
