// A statement (cartola) from the ledger: the holdings at the close before the period and at its
// end, every movement traded in it, and the reconciliation opening + contributions + result =
// closing in pesos (dollars at the dólar observado of each date).
import type { statements as contract } from '@inversiones/contract';
import type { Database } from '../db/database.ts';
import type { Product } from '../ledger/demo-ledger.ts';
import { holdingsAsOf, type Holding } from '../ledger/holdings.ts';
import { custodyHoldingsOn } from '../stock-orders/custody-holdings.ts';
import { EXTERNAL_FLOW_KINDS, type MovementKind } from '../ledger/movement.ts';
import { modifiedDietz, type Flow } from '../ledger/profitability.ts';
import { dolarObservado } from '../market/indicators.ts';
import { addDays, type IsoDate } from '../market/iso-date.ts';
import { toClp, type Currency } from '../market/money.ts';
import { FIRST_CLOSE } from '../market/prices.ts';

export interface StatementLine {
  accountNumber: string;
  product: Product;
  instrumentId: string;
  name: string;
  currency: Currency;
  openingUnits: bigint;
  closingUnits: bigint;
  /** Minor units of `currency`. */
  openingValue: bigint;
  closingValue: bigint;
  openingValueClp: bigint;
  closingValueClp: bigint;
}

export interface StatementMovement {
  folio: bigint;
  tradeDate: IsoDate;
  accountNumber: string;
  instrumentId: string;
  name: string;
  kind: MovementKind;
  /** Signed change of the holding. */
  units: bigint;
  /** Signed like `units`: in is positive, out negative (minor units of `currency`). */
  amount: bigint;
  currency: Currency;
}

export interface Statement {
  ownerRut: string;
  scope: contract.StatementScope;
  from: IsoDate;
  to: IsoDate;
  openingDate: IsoDate;
  openingClp: bigint;
  closingClp: bigint;
  netContributionsClp: bigint;
  resultClp: bigint;
  /** Modified Dietz, a fraction (0.0123 = 1,23 %); null with nothing invested. */
  rate: number | null;
  lines: StatementLine[];
  movements: StatementMovement[];
}

const productOf = (scope: contract.StatementScope): Product | undefined =>
  scope === 'consolidada' ? undefined : scope;

/** The movements of the scope traded in [from, to], not cancelled, oldest first. */
export async function movementsBetween(
  db: Database,
  ownerRut: string,
  product: Product | undefined,
  from: IsoDate,
  to: IsoDate,
): Promise<StatementMovement[]> {
  const rows = await db.query<{
    folio: string;
    trade_date: string;
    number: string;
    instrument_id: string;
    name: string;
    kind: MovementKind;
    units: string;
    amount: string;
    currency: Currency;
  }>(
    `SELECT m.folio::text, to_char(m.trade_date, 'YYYY-MM-DD') AS trade_date, a.number,
            i.id AS instrument_id, i.name, m.kind, m.units::text, m.amount::text, m.currency
     FROM movements m
     JOIN ledger_accounts a ON a.id = m.account_id
     JOIN instruments i ON i.id = m.instrument_id
     WHERE a.owner_rut = $1 AND m.trade_date BETWEEN $2::date AND $3::date
       AND m.status <> 'anulado' AND ($4::text IS NULL OR a.product = $4)
     ORDER BY m.trade_date, m.folio`,
    [ownerRut, from, to, product ?? null],
  );
  return rows.map((row) => {
    const units = BigInt(row.units);
    const amount = BigInt(row.amount);
    return {
      folio: BigInt(row.folio),
      tradeDate: row.trade_date,
      accountNumber: row.number,
      instrumentId: row.instrument_id,
      name: row.name,
      kind: row.kind,
      units,
      amount: units < 0n ? -amount : amount,
      currency: row.currency,
    };
  });
}

const lineKey = (h: { accountNumber: string; instrumentId: string }) =>
  `${h.accountNumber}|${h.instrumentId}`;

/** Every holding at the opening or the closing, side by side (a sold-out one closes at zero). */
function linesOf(opening: readonly Holding[], closing: readonly Holding[]): StatementLine[] {
  const lines = new Map<string, StatementLine>();
  const lineOf = (h: Holding): StatementLine => {
    const found = lines.get(lineKey(h));
    if (found) return found;
    const line: StatementLine = {
      accountNumber: h.accountNumber,
      product: h.product,
      instrumentId: h.instrumentId,
      name: h.instrumentName,
      currency: h.currency,
      openingUnits: 0n,
      closingUnits: 0n,
      openingValue: 0n,
      closingValue: 0n,
      openingValueClp: 0n,
      closingValueClp: 0n,
    };
    lines.set(lineKey(h), line);
    return line;
  };
  for (const h of opening) {
    Object.assign(lineOf(h), {
      openingUnits: h.units,
      openingValue: h.value,
      openingValueClp: h.valueClp,
    });
  }
  for (const h of closing) {
    Object.assign(lineOf(h), {
      closingUnits: h.units,
      closingValue: h.value,
      closingValueClp: h.valueClp,
    });
  }
  return [...lines.values()].sort(
    (a, b) =>
      a.accountNumber.localeCompare(b.accountNumber) ||
      a.instrumentId.localeCompare(b.instrumentId),
  );
}

/** A movement's money in pesos at its trade date's dollar, signed: a flow of the portfolio. */
const flowOf = (movement: StatementMovement): Flow => ({
  date: movement.tradeDate,
  amountClp:
    movement.currency === 'CLP'
      ? movement.amount
      : (movement.amount < 0n ? -1n : 1n) *
        toClp(
          movement.amount < 0n ? -movement.amount : movement.amount,
          movement.currency,
          dolarObservado(movement.tradeDate),
        ),
});

/** The shares in custody on each date (the close; today, `now`'s price), where the scope has them. */
async function sharesOn(
  db: Database,
  ownerRut: string,
  product: Product | undefined,
  dates: readonly IsoDate[],
  now: number,
): Promise<Holding[][]> {
  if (product !== undefined && product !== 'acciones') return dates.map(() => []);
  return custodyHoldingsOn(db, ownerRut, dates, now);
}

/**
 * The statement of `scope` for [from, to] (the caller checked the period), at `now`: the shares
 * in custody valued as the home values them.
 */
export async function buildStatement(
  db: Database,
  ownerRut: string,
  scope: contract.StatementScope,
  from: IsoDate,
  to: IsoDate,
  now: number,
): Promise<Statement> {
  const product = productOf(scope);
  const openingDate = addDays(from, -1);
  const filter = product ? { product } : {};
  const opens = openingDate >= FIRST_CLOSE;
  const shares = await sharesOn(db, ownerRut, product, opens ? [openingDate, to] : [to], now);
  const [openingShares = [], closingShares = []] = opens ? shares : [[], ...shares];
  const [ledgerOpening, ledgerClosing, movements] = await Promise.all([
    opens ? holdingsAsOf(db, ownerRut, openingDate, filter) : [],
    holdingsAsOf(db, ownerRut, to, filter),
    movementsBetween(db, ownerRut, product, from, to),
  ]);
  const opening = [...ledgerOpening, ...openingShares];
  const closing = [...ledgerClosing, ...closingShares];
  const openingClp = opening.reduce((sum, h) => sum + h.valueClp, 0n);
  const closingClp = closing.reduce((sum, h) => sum + h.valueClp, 0n);
  const flows = movements.filter((m) => EXTERNAL_FLOW_KINDS.includes(m.kind)).map(flowOf);
  const { gain, netFlows, rate } = modifiedDietz(openingDate, to, openingClp, closingClp, flows);
  return {
    ownerRut,
    scope,
    from,
    to,
    openingDate,
    openingClp,
    closingClp,
    netContributionsClp: netFlows,
    resultClp: gain,
    rate,
    lines: linesOf(opening, closing),
    movements,
  };
}
