// What movements move: every fund series of the catalogue, and cash in pesos and dollars.
import { funds, findSeries } from '../market/catalogue.ts';
import type { IsoDate } from '../market/iso-date.ts';
import { PRICE_DECIMALS, type Currency } from '../market/money.ts';
import { quotaPoint } from '../market/prices.ts';
import { stocks } from '../market/stock-catalogue.ts';

export type InstrumentKind = 'fondo' | 'moneda' | 'accion' | 'renta_fija';

export interface InstrumentRow {
  id: string;
  kind: InstrumentKind;
  name: string;
  currency: Currency;
  fundId: string | null;
  series: string | null;
}

/** Cash is an instrument too: a holding of units worth 1.0000 each. */
export const cashInstrumentId = (currency: Currency): string => currency;

/** A share of the exchange held in custody: `ACC-<ticker>`. */
export const stockInstrumentId = (ticker: string): string => `ACC-${ticker}`;

/** 1.0000 at 4 decimals. */
export const UNIT_PRICE = 10n ** BigInt(PRICE_DECIMALS);

export const cashNames: Readonly<Record<Currency, string>> = {
  CLP: 'Pesos chilenos',
  USD: 'Dólares estadounidenses',
  EUR: 'Euros',
};

/** The instruments table's rows, derived from the catalogue (the catalogue is the source). */
export function instrumentRows(): InstrumentRow[] {
  const cash = (['CLP', 'USD', 'EUR'] as const).map((currency): InstrumentRow => ({
    id: cashInstrumentId(currency),
    kind: 'moneda',
    name: cashNames[currency],
    currency,
    fundId: null,
    series: null,
  }));
  const series = funds.flatMap((fund) =>
    fund.series.map((s): InstrumentRow => ({
      id: s.id,
      kind: 'fondo',
      name: `${fund.name} Serie ${s.code}`,
      currency: fund.currency,
      fundId: fund.id,
      series: s.code,
    })),
  );
  const shares = stocks.map((stock): InstrumentRow => ({
    id: stockInstrumentId(stock.ticker),
    kind: 'accion',
    name: stock.name,
    currency: 'CLP',
    fundId: null,
    series: null,
  }));
  return [...cash, ...series, ...shares];
}

/**
 * The price (4 decimals) that values one unit of `instrumentId` on `date`, with the date of
 * that price: a fund's last close on or before it, 1.0000 for cash. Undefined before 2019.
 */
export function instrumentPrice(
  instrumentId: string,
  date: IsoDate,
): { price: bigint; date: IsoDate } | undefined {
  if (instrumentId === 'CLP' || instrumentId === 'USD' || instrumentId === 'EUR') {
    return { price: UNIT_PRICE, date };
  }
  if (!findSeries(instrumentId)) return undefined;
  const point = quotaPoint(instrumentId, date);
  return point && { price: point.value, date: point.date };
}
