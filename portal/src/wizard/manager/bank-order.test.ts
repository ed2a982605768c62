import { describe, expect, it } from 'vitest';
import { orderBanks } from './bank-order.ts';

const banks = [
  { key: 'BCI', value: 'Banco BCI' },
  { key: 'CHI', value: 'Banco de Chile' },
  { key: 'SEC', value: 'Banco Security' },
  { key: 'EST', value: 'BancoEstado' },
];

describe('orderBanks', () => {
  it('puts SEC first in the enrolamientoBco context, the rest in their order', () => {
    expect(orderBanks(banks, 'enrolamientoBco').map((b) => b.key)).toEqual([
      'SEC',
      'BCI',
      'CHI',
      'EST',
    ]);
  });

  it('leaves the order alone in the other contexts', () => {
    expect(orderBanks(banks, 'base')).toEqual(banks);
    expect(orderBanks(banks, 'usoCanalDigital')).toEqual(banks);
  });

  it('leaves a list without SEC as it is, and does not change its input', () => {
    const without = banks.filter((b) => b.key !== 'SEC');
    expect(orderBanks(without, 'enrolamientoBco')).toEqual(without);
    orderBanks(banks, 'enrolamientoBco');
    expect(banks[0]!.key).toBe('BCI');
  });
});
