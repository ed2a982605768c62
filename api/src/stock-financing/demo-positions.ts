// The demo client's financed positions, relative to the seed's today so the demo always has one
// simultánea running (signed at the desk), one whose order waits in Firma de Operaciones (folio
// 640087 of order-signing/demo-orders.ts, the same terms) and one venta corta. Prices at the
// start are the market's close of that day, so the figures agree with the share's chart.
import type { Queryable } from '../db/database.ts';
import { CAMILA } from '../ledger/demo-ledger.ts';
import { isBusinessDay, nextBusinessDay } from '../market/calendar.ts';
import { addDays, daysBetween, type IsoDate } from '../market/iso-date.ts';
import { divide, parseDecimal, PRICE_DECIMALS, rescale, unitsValue } from '../market/money.ts';
import { stockClose } from '../market/stock-prices.ts';

export interface FinancingRow {
  folio: string;
  ownerRut: string;
  kind: 'simultanea' | 'ventaCorta';
  ticker: string;
  quantity: number;
  startDate: IsoDate;
  dueDate: IsoDate;
  /** PRICE_DECIMALS. */
  price: bigint;
  forwardPrice: bigint | null;
  /** Annual percent, 4 decimals. */
  feeRate: bigint | null;
  /** Pesos. */
  collateral: bigint | null;
}

const price = (text: string) => parseDecimal(text, PRICE_DECIMALS);
/** A price on the exchange's 0,01 tick, half up. */
const onTick = (value: bigint) =>
  rescale(rescale(value, PRICE_DECIMALS, 2, 'halfUp'), 2, PRICE_DECIMALS, 'halfUp');
const businessDayFrom = (date: IsoDate) => (isBusinessDay(date) ? date : nextBusinessDay(date));

function closeOn(ticker: string, date: IsoDate) {
  const close = stockClose(ticker, date);
  if (!close) throw new Error(`Sin cierre de ${ticker} al ${date}`);
  return close;
}

/** The demo rows for `today` (the seed's market date). */
export function demoFinancingRows(today: IsoDate): FinancingRow[] {
  // Running: 20.000 CENCOSUD for 45 days at 0,85 % a month, bought at that day's close.
  const running = closeOn('CENCOSUD', addDays(today, -20));
  const runningDue = businessDayFrom(addDays(running.date, 45));
  const runningDays = BigInt(daysBetween(running.date, runningDue));
  // Short: 3.000 FALABELLA borrowed for 90 days at 3,5 % a year, collateral 150 % of the sale.
  const short = closeOn('FALABELLA', addDays(today, -35));
  const shortSale = unitsValue(3_000n * 10_000n, short.close, 'CLP');
  return [
    {
      folio: '640052',
      ownerRut: CAMILA,
      kind: 'simultanea',
      ticker: 'CENCOSUD',
      quantity: 20_000,
      startDate: running.date,
      dueDate: runningDue,
      price: running.close,
      forwardPrice: onTick(
        running.close + divide(running.close * 85n * runningDays, 30n * 10_000n, 'halfUp'),
      ),
      feeRate: null,
      collateral: null,
    },
    {
      folio: '640087',
      ownerRut: CAMILA,
      kind: 'simultanea',
      ticker: 'SQM-B',
      quantity: 800,
      startDate: today,
      dueDate: addDays(today, 30),
      price: price('39800'),
      forwardPrice: price('40120'),
      feeRate: null,
      collateral: null,
    },
    {
      folio: '820041',
      ownerRut: CAMILA,
      kind: 'ventaCorta',
      ticker: 'FALABELLA',
      quantity: 3_000,
      startDate: short.date,
      dueDate: businessDayFrom(addDays(short.date, 90)),
      price: short.close,
      forwardPrice: null,
      feeRate: 35_000n,
      collateral: divide(shortSale * 3n, 2n, 'halfUp'),
    },
  ];
}

/** Inserts the demo positions not yet there. */
export async function seedDemoFinancing(db: Queryable, today: IsoDate): Promise<void> {
  for (const row of demoFinancingRows(today)) {
    await db.query(
      `INSERT INTO stock_financing (folio, owner_rut, kind, ticker, quantity, start_date, due_date,
         price, forward_price, fee_rate, collateral)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
       ON CONFLICT (folio) DO NOTHING`,
      [
        row.folio,
        row.ownerRut,
        row.kind,
        row.ticker,
        row.quantity,
        row.startDate,
        row.dueDate,
        row.price.toString(),
        row.forwardPrice?.toString() ?? null,
        row.feeRate?.toString() ?? null,
        row.collateral?.toString() ?? null,
      ],
    );
  }
}
