// Dividends on shares in custody (DOMAIN.md): on each record date the shares held at that day's
// close earn the dividend per share, paid into the current account in pesos the same day. Written
// the first time the owner's stock data is read on or after it, once per share and record date.
import type { Queryable } from '../db/database.ts';
import { cashInstrumentId, stockInstrumentId } from '../ledger/instruments.ts';
import { recordMovement } from '../ledger/movement.ts';
import { santiagoInstant } from '../market/clock.ts';
import type { IsoDate } from '../market/iso-date.ts';
import { divide, PRICE_DECIMALS, rescale } from '../market/money.ts';
import { stockDividends } from '../market/stock-prices.ts';

/** A dividend's cash movement key: one per custody account, share and record date. */
export const dividendKey = (custodyId: number, ticker: string, date: IsoDate) =>
  `div:${custodyId}:${ticker}:${date}`;

/**
 * Writes the dividends of record dates up to `today` for every share the owner's custody account
 * has held. The caller holds the owner's lock.
 */
export async function applyDueDividends(
  db: Queryable,
  custody: { id: number },
  current: { id: number } | undefined,
  today: IsoDate,
  ownerRut: string,
): Promise<void> {
  // Nowhere to pay them: the broker keeps them until the client opens a current account.
  if (!current) return;
  const held = await db.query<{ instrument_id: string; since: string }>(
    `SELECT instrument_id, to_char(MIN(trade_date), 'YYYY-MM-DD') AS since FROM movements
     WHERE account_id = $1 AND instrument_id LIKE 'ACC-%' AND status <> 'anulado'
     GROUP BY instrument_id`,
    [custody.id],
  );
  // Those already paid, in one read: every page of stock data (the home too) passes here.
  const paid = new Set(
    (
      await db.query<{ key: string }>(
        `SELECT idempotency_key AS key FROM movements
         WHERE account_id = $1 AND kind = 'dividendo' AND idempotency_key LIKE $2`,
        [current.id, `div:${custody.id}:%`],
      )
    ).map((row) => row.key),
  );
  for (const { instrument_id: instrumentId, since } of held) {
    const ticker = instrumentId.slice('ACC-'.length);
    for (const dividend of stockDividends(ticker, since, today)) {
      if (paid.has(dividendKey(custody.id, ticker, dividend.date))) continue;
      const [row] = await db.query<{ units: string }>(
        `SELECT COALESCE(SUM(units), 0)::text AS units FROM movements
         WHERE account_id = $1 AND instrument_id = $2 AND trade_date <= $3::date
           AND status <> 'anulado'`,
        [custody.id, stockInstrumentId(ticker), dividend.date],
      );
      const shares = BigInt(row?.units ?? '0') / 10_000n;
      if (shares <= 0n) continue;
      // Whole pesos: shares x the dividend per share, half up.
      const amount = divide(shares * dividend.perShare, 10n ** BigInt(PRICE_DECIMALS), 'halfUp');
      if (amount === 0n) continue;
      await recordMovement(db, {
        accountId: current.id,
        instrumentId: cashInstrumentId('CLP'),
        kind: 'dividendo',
        tradeDate: dividend.date,
        settlementDate: dividend.date,
        units: rescale(amount, 0, 4, 'truncate'),
        price: 10_000n,
        amount,
        currency: 'CLP',
        status: 'liquidado',
        idempotencyKey: dividendKey(custody.id, ticker, dividend.date),
        // Nobody gave an order: the issuer pays the holder.
        actedBy: ownerRut,
        createdAt: santiagoInstant(dividend.date, '18:00'),
      });
    }
  }
}
