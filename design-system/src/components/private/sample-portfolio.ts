// One client's portfolio for stories and tests (Camila's, as of 20/11/2026): the holdings, the
// dólar observado and the totals add up exactly, so every component shows the same money.
import type { FundHolding } from '../HoldingsTable/index.ts';

export const sampleAsOf = '2026-11-20';

/** Dólar observado of the day: USD balances become pesos at this rate, rounded to the peso. */
export const sampleUsdRate = { value: 945.32, date: sampleAsOf } as const;

export const sampleHoldings: FundHolding[] = [
  {
    id: 'mm-a-1001',
    fundName: 'Fondo Mutuo Money Market',
    series: 'A',
    account: '1001-3',
    currency: 'CLP',
    quotas: 2841.3372,
    quotaValue: 1523.4521,
    balance: 4328641,
    gain: 84043,
    profitability: 1.98,
  },
  {
    id: 'dcp-b-1001',
    fundName: 'Fondo Mutuo Deuda Corto Plazo',
    series: 'B',
    account: '1001-3',
    currency: 'CLP',
    quotas: 5120.0815,
    quotaValue: 2687.1934,
    balance: 13758649,
    gain: 544426,
    profitability: 4.12,
  },
  {
    id: 'bal-apv-2002',
    fundName: 'Fondo Mutuo Balanceado Moderado',
    series: 'APV',
    account: '2002-7',
    currency: 'CLP',
    quotas: 3310.552,
    quotaValue: 4012.8855,
    balance: 13284866,
    gain: 909583,
    profitability: 7.35,
  },
  {
    id: 'acc-a-1001',
    fundName: 'Fondo Mutuo Acciones Chilenas',
    series: 'A',
    account: '1001-3',
    currency: 'CLP',
    quotas: 1904.7731,
    quotaValue: 5388.0127,
    balance: 10262942,
    gain: -253445,
    profitability: -2.41,
  },
  {
    id: 'glob-i-1001',
    fundName: 'Fondo Mutuo Global Equity Dólar',
    series: 'I',
    account: '1001-3',
    currency: 'USD',
    quotas: 48.2133,
    quotaValue: 152.3418,
    balance: 7344.9,
    balanceClp: 6943281,
    gain: 764.63,
    profitability: 11.62,
  },
  {
    id: 'rint-a-1001',
    fundName: 'Fondo Mutuo Renta Internacional',
    series: 'A',
    account: '1001-3',
    currency: 'USD',
    quotas: 97.5402,
    quotaValue: 108.7761,
    balance: 10610.04,
    balanceClp: 10029883,
    gain: 314.03,
    profitability: 3.05,
  },
];

/** Sums of the holdings above: pesos, dollars and the consolidated total in pesos. */
export const sampleTotals = { CLP: 41635098, USD: 17954.94, totalClp: 58608262 } as const;
