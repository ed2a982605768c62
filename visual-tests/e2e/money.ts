/** An amount read from the screen, exactly: `minor` in its smallest shown unit (`decimals`). */
export interface ShownAmount {
  currency: 'CLP' | 'USD';
  minor: bigint;
  decimals: number;
}

// es-CL amounts with or without a space after the symbol (`$1.234.567`, `$ 1.234.567`, a
// no-break one too), `US$` for dollars, `.` for thousands and `,` for decimals.
const shown = /^(US)?\$\s?(\d{1,3}(?:\.\d{3})*)(?:,(\d+))?$/;

/** Reads an amount as the portal shows it; anything else throws, so a test never guesses. */
export function parseShownAmount(text: string): ShownAmount {
  const match = shown.exec(text.trim());
  if (!match) throw new Error(`Not an amount as the portal shows one: '${text}'`);
  const [, us, whole = '', fraction = ''] = match;
  return {
    currency: us ? 'USD' : 'CLP',
    minor: BigInt(whole.replaceAll('.', '') + fraction),
    decimals: fraction.length,
  };
}

/** `$1.234.567` or `$ 1.234.567` -> 1234567n: whole pesos, as totals are shown. */
export function parsePesos(text: string): bigint {
  const amount = parseShownAmount(text);
  if (amount.currency !== 'CLP' || amount.decimals !== 0) {
    throw new Error(`Not an amount in whole pesos: '${text}'`);
  }
  return amount.minor;
}

/** Like `parsePesos`, with the portal's minus sign ('−$ 1.234') or a hyphen for negatives. */
export function parseSignedPesos(text: string): bigint {
  const trimmed = text.trim();
  const negative = /^[−-]/.test(trimmed);
  const amount = parsePesos(negative ? trimmed.slice(1) : trimmed);
  return negative ? -amount : amount;
}

/**
 * An amount in pesos, to the peso: dollars at `rate` (pesos per dollar as shown, `$941,81`),
 * rounded half up as a conversion to pesos is.
 */
export function toPesos(amount: ShownAmount, rate: ShownAmount): bigint {
  if (amount.currency === 'CLP' && amount.decimals === 0) return amount.minor;
  if (amount.currency !== 'USD' || rate.currency !== 'CLP') {
    throw new Error('Only whole pesos, or dollars at a rate in pesos, convert to pesos');
  }
  const scale = 10n ** BigInt(amount.decimals + rate.decimals);
  return (amount.minor * rate.minor * 2n + scale) / (2n * scale);
}
