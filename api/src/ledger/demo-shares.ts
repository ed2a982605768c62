// Camila's shares (DOMAIN.md "Demo clients": a few stocks), bought on the exchange after her
// current account opened: each purchase paid by a transfer from her bank into the current
// account that day, which paid the fill (gross plus the tariff's fees), as a fill records it.
import { addBusinessDays, businessDayOnOrAfter } from '../market/calendar.ts';
import type { IsoDate } from '../market/iso-date.ts';
import { stockClose } from '../market/stock-prices.ts';
import { orderFigures } from '../stock-orders/tariff.ts';
import { cashInstrumentId, stockInstrumentId, UNIT_PRICE } from './instruments.ts';
import type { DemoMovement } from './demo-ledger.ts';

/** Her custody account, and the current account in pesos that pays the purchases. */
export const DEMO_CUSTODY = '100234-05';
const CURRENT = '100234-03';
const OWNER = '12345678-5';

/** Shares are whole: a custody holding's units (4 decimals) per share. */
const UNITS_PER_SHARE = 10_000n;
const SETTLEMENT_DAYS = 2;

const purchases: readonly { ticker: string; quantity: number; date: IsoDate }[] = [
  { ticker: 'BSANTANDER', quantity: 12_000, date: '2024-04-15' },
  { ticker: 'CMPC', quantity: 400, date: '2024-09-16' },
  { ticker: 'ENELCHILE', quantity: 8_000, date: '2025-03-17' },
];

/** Noon in Santiago of `date`: an ordering stamp, as the rest of the demo ledger. */
const stamp = (date: IsoDate) => Date.parse(`${date}T12:00:00-03:00`);

export function demoShareMovements(today: IsoDate): DemoMovement[] {
  return purchases.flatMap(({ ticker, quantity, date: wanted }): DemoMovement[] => {
    const date = businessDayOnOrAfter(wanted);
    if (date > today) return [];
    const close = stockClose(ticker, date);
    if (!close) throw new Error(`Sin cierre de ${ticker} al ${date}`);
    const figures = orderFigures('compra', quantity, close.close);
    const settlementDate = addBusinessDays(date, SETTLEMENT_DAYS);
    const common = {
      tradeDate: date,
      currency: 'CLP' as const,
      status: 'liquidado' as const,
      actedBy: OWNER,
      createdAt: stamp(date),
    };
    const cash = figures.total * UNIT_PRICE;
    return [
      {
        ...common,
        accountNumber: CURRENT,
        instrumentId: cashInstrumentId('CLP'),
        kind: 'abono',
        settlementDate: date,
        units: cash,
        price: UNIT_PRICE,
        amount: figures.total,
        idempotencyKey: `demo:${CURRENT}:CLP:transferencia-${ticker}`,
      },
      {
        ...common,
        accountNumber: DEMO_CUSTODY,
        instrumentId: stockInstrumentId(ticker),
        kind: 'compra',
        settlementDate,
        units: BigInt(quantity) * UNITS_PER_SHARE,
        price: close.close,
        amount: figures.gross,
        idempotencyKey: `demo:${DEMO_CUSTODY}:${ticker}:compra`,
      },
      {
        ...common,
        accountNumber: CURRENT,
        instrumentId: cashInstrumentId('CLP'),
        kind: 'cargo',
        settlementDate,
        units: -cash,
        price: UNIT_PRICE,
        amount: figures.total,
        idempotencyKey: `demo:${CURRENT}:CLP:compra-acciones-${ticker}`,
      },
    ];
  });
}
