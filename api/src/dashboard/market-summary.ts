// Market summary: a few indices and the Santiago exchange's largest moves of the day.
import type { dashboard } from '@inversiones/contract';
import { businessDayOnOrBefore, previousBusinessDay } from '../market/calendar.ts';
import { indicator, indicatorDecimals } from '../market/indicators.ts';
import { toWireNumber } from '../market/money.ts';
import { percentChange } from '../funds/catalogue-wire.ts';
import { dayNumber, type IsoDate } from '../market/iso-date.ts';
import { seededRandom } from '../market/random.ts';

interface Quoted {
  id: string;
  name: string;
  /** Level on 2019-01-02 and yearly drift. */
  base: number;
  drift: number;
  /** Size of the slow swing and of the daily noise. */
  swing: number;
  noise: number;
}

const indices: readonly Quoted[] = [
  { id: 'SPX', name: 'S&P 500', base: 2_510, drift: 0.13, swing: 0.06, noise: 0.008 },
  { id: 'DJI', name: 'Dow Jones', base: 23_350, drift: 0.085, swing: 0.05, noise: 0.007 },
  { id: 'MSCIEM', name: 'MSCI Emergentes', base: 965, drift: 0.025, swing: 0.08, noise: 0.009 },
  { id: 'BOVESPA', name: 'Bovespa', base: 91_000, drift: 0.055, swing: 0.09, noise: 0.011 },
];

const stocks: readonly Quoted[] = [
  { id: 'SQM-B', name: 'SQM Serie B', base: 28_500, drift: 0.04, swing: 0.25, noise: 0.02 },
  { id: 'CHILE', name: 'Banco de Chile', base: 98, drift: 0.04, swing: 0.08, noise: 0.011 },
  {
    id: 'BSANTANDER',
    name: 'Banco Santander-Chile',
    base: 50,
    drift: 0.03,
    swing: 0.08,
    noise: 0.012,
  },
  { id: 'FALABELLA', name: 'Falabella', base: 5_300, drift: -0.05, swing: 0.2, noise: 0.017 },
  { id: 'CENCOSUD', name: 'Cencosud', base: 1_200, drift: 0.05, swing: 0.15, noise: 0.016 },
  { id: 'COPEC', name: 'Empresas Copec', base: 8_400, drift: -0.01, swing: 0.12, noise: 0.014 },
  { id: 'ENELCHILE', name: 'Enel Chile', base: 68, drift: -0.02, swing: 0.12, noise: 0.015 },
  { id: 'CMPC', name: 'Empresas CMPC', base: 1_950, drift: -0.01, swing: 0.12, noise: 0.015 },
  { id: 'LTM', name: 'LATAM Airlines', base: 11, drift: 0.02, swing: 0.3, noise: 0.022 },
  { id: 'CCU', name: 'CCU', base: 8_800, drift: -0.04, swing: 0.1, noise: 0.012 },
];

const START = dayNumber('2019-01-02');

/**
 * A level on `date`: drift, a slow swing and a seeded daily noise, each day computed alone (no
 * walk to replay), so every machine gives the same value for the same date.
 */
function level(quoted: Quoted, date: IsoDate): number {
  const years = (dayNumber(date) - START) / 365;
  const phase = seededRandom(`altamira:fase:${quoted.id}`).uniform() * 2 * Math.PI;
  const swing = quoted.swing * Math.sin(years * 2.1 + phase);
  const noise = quoted.noise * seededRandom(`altamira:${quoted.id}:${date}`).normal();
  return quoted.base * Math.exp(quoted.drift * years + swing + noise);
}

/** A generated level quoted to the cent: rounded once to whole cents, then written exactly. */
const cents = (value: number) => toWireNumber(BigInt(Math.max(1, Math.round(value * 100))), 2);
/** Variation in percentage points of the rounded values, 4 decimals. */
const variation = (previous: number, current: number) =>
  Math.round((current / previous - 1) * 1_000_000) / 10_000 || 0;

function quote(quoted: Quoted, date: IsoDate) {
  const value = cents(level(quoted, date));
  const previous = cents(level(quoted, previousBusinessDay(date)));
  return { value, variationPercent: variation(previous, value) };
}

/** The summary of the last business day on or before `today`: indices, then 3 rises and 3 falls. */
export function marketSummary(today: IsoDate): dashboard.MarketSummaryResponse {
  const date = businessDayOnOrBefore(today);
  const ipsa = indicator('ipsa', date);
  const ipsaBefore = indicator('ipsa', previousBusinessDay(date));
  const ipsaRow = ipsa
    ? [
        {
          id: 'IPSA',
          name: 'IPSA',
          value: toWireNumber(ipsa.value, indicatorDecimals.ipsa),
          // The same figure as the indicator strip's IPSA.
          variationPercent: ipsaBefore ? percentChange(ipsaBefore.value, ipsa.value) : 0,
        },
      ]
    : [];
  const moves = stocks
    .map((stock) => {
      const { value, variationPercent } = quote(stock, date);
      return { ticker: stock.id, name: stock.name, price: value, variationPercent };
    })
    .sort((a, b) => b.variationPercent - a.variationPercent || a.ticker.localeCompare(b.ticker));
  return {
    date,
    indices: [
      ...ipsaRow,
      ...indices.map((index) => ({ id: index.id, name: index.name, ...quote(index, date) })),
    ],
    movers: [...moves.slice(0, 3), ...moves.slice(-3)],
  };
}
