// The demo client's investment line, relative to the seed's today so it is always in force:
// $ 10.000.000 at 0,85 % a month, opened some months ago for a year.
import type { Queryable } from '../db/database.ts';
import { CAMILA } from '../ledger/demo-ledger.ts';
import { addDays, type IsoDate } from '../market/iso-date.ts';

export const DEMO_LINE = {
  ownerRut: CAMILA,
  number: 'LI-100234-01',
  approved: 10_000_000n,
  monthlyRate: 8_500n,
} as const;

/** Inserts the demo line unless the client has one. */
export async function seedDemoLine(db: Queryable, today: IsoDate): Promise<void> {
  const openedOn = addDays(today, -200);
  await db.query(
    `INSERT INTO investment_lines (owner_rut, number, approved, monthly_rate, opened_on, expires_on)
     VALUES ($1, $2, $3::bigint, $4::bigint, $5::date, $6::date)
     ON CONFLICT (owner_rut) DO NOTHING`,
    [
      DEMO_LINE.ownerRut,
      DEMO_LINE.number,
      DEMO_LINE.approved.toString(),
      DEMO_LINE.monthlyRate.toString(),
      openedOn,
      addDays(openedOn, 365),
    ],
  );
}
