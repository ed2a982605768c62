import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { formatCurrency } from '@inversiones/es-cl';
import { describe, expect, it } from 'vitest';
import { wizardsDir } from './wizards.ts';

/** A peso or dollar amount as written in a text: the symbol, any spacing, then the digits. */
const amountPattern = /(US\$|(?<!US)\$)(\s*)(\d(?:[\d.,]*\d)?)/gu;

/** Every string value of a parsed JSON document, with its path (`pasos[2].titulo`). */
function* strings(value: unknown, path = ''): Generator<[string, string]> {
  if (typeof value === 'string') yield [path, value];
  else if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) yield* strings(item, `${path}[${index}]`);
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value))
      yield* strings(item, path ? `${path}.${key}` : key);
  }
}

/** The amount as the es-CL kit prints it, read from the digits as they were written. */
function asFormatted(symbol: string, digits: string): string {
  const currency = symbol === 'US$' ? 'USD' : 'CLP';
  const amount = Number(digits.replaceAll('.', '').replace(',', '.'));
  return formatCurrency(amount, currency);
}

/** Each amount of `text` not written as `formatCurrency` prints it. */
function misformattedAmounts(text: string): string[] {
  return [...text.matchAll(amountPattern)]
    .filter(([written, symbol = '', , digits = '']) => written !== asFormatted(symbol, digits))
    .map(([written]) => written);
}

describe('money in the wizard templates', () => {
  it('finds amounts not written as the es-CL kit prints them', () => {
    expect(misformattedAmounts('Invierta desde $5.000')).toEqual(['$5.000']);
    expect(misformattedAmounts('de $ 10.000.000 a $\u00a08.500.000')).toEqual(['$ 10.000.000']);
    expect(misformattedAmounts('US$1.234,56 y $\u00a01234')).toEqual([
      'US$1.234,56',
      '$\u00a01234',
    ]);
    expect(misformattedAmounts('${Nombre}, desde $\u00a05.000 o US$\u00a01.234,56')).toEqual([]);
  });

  it('writes every $ amount as DOMAIN.md does ($ 1.234.567, a no-break space after the symbol)', async () => {
    const files = (await readdir(wizardsDir)).filter((name) => name.endsWith('.json')).sort();
    const wrong: string[] = [];
    for (const file of files) {
      const template: unknown = JSON.parse(await readFile(join(wizardsDir, file), 'utf8'));
      for (const [path, text] of strings(template)) {
        for (const amount of misformattedAmounts(text)) wrong.push(`${file} ${path}: ${amount}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
