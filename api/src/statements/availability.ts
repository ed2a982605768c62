// Which statements a client can ask for: from the API's historic limit (a parameter in years) or
// the first account's opening, whichever is later, to the market's today; the complete months in
// between; the consolidated statement and the product lines the client has.
import { statements as contract } from '@inversiones/contract';
import { formatDisplayDate, monthRange } from '@inversiones/es-cl';
import type { Database } from '../db/database.ts';
import { listAccounts } from '../ledger/accounts.ts';
import { isoDate, type IsoDate } from '../market/iso-date.ts';
import { ApiError } from '../platform/http.ts';

/** Years back a statement can start (`STATEMENT_HISTORY_YEARS`), by default. */
export const DEFAULT_HISTORY_YEARS = 5;

/** The same day `years` before (28 February for a 29 February). */
function yearsBefore(date: IsoDate, years: number): IsoDate {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return m === 2 && d === 29 ? isoDate(y - years, 2, 28) : isoDate(y - years, m, d);
}

/** The calendar months wholly in [earliest, before today], newest first. */
export function completeMonths(earliest: IsoDate, today: IsoDate): string[] {
  const months: string[] = [];
  let [y, m] = today.split('-').map(Number) as [number, number];
  for (;;) {
    m -= 1;
    if (m === 0) [y, m] = [y - 1, 12];
    const month = `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}`;
    if (`${month}-01` < earliest) return months;
    if (monthRange(month).to < today) months.push(month);
  }
}

export interface StatementWindow {
  today: IsoDate;
  historicYears: number;
  earliest: IsoDate;
  products: readonly string[];
}

/** The dates a statement of `ownerRut` may cover today, and the products it has. */
export async function statementWindow(
  db: Database,
  ownerRut: string,
  today: IsoDate,
  historicYears: number,
): Promise<StatementWindow> {
  const accounts = await listAccounts(db, ownerRut);
  const opened = accounts.map((a) => a.openedOn).sort()[0] ?? today;
  const limit = yearsBefore(today, historicYears);
  return {
    today,
    historicYears,
    earliest: opened > limit ? opened : limit,
    products: [...new Set(accounts.map((a) => a.product))],
  };
}

/** The answer of `availability`. */
export function availabilityOf(window: StatementWindow): contract.AvailabilityResponse {
  return {
    today: window.today,
    historicYears: window.historicYears,
    earliest: window.earliest,
    months: completeMonths(window.earliest, window.today),
    scopes: contract.STATEMENT_SCOPES.filter(
      (scope) => scope === 'consolidada' || window.products.includes(scope),
    ).map((id) => ({ id, name: contract.statementScopeNames[id] })),
  };
}

/** 422 for a period outside the window, 404 for a product the client does not have. */
export function checkStatementRequest(
  window: StatementWindow,
  scope: contract.StatementScope,
  from: IsoDate,
  to: IsoDate,
): void {
  if (scope !== 'consolidada' && !window.products.includes(scope)) {
    throw new ApiError(404, contract.statementMessages.noProduct);
  }
  if (from < window.earliest) {
    throw new ApiError(
      422,
      contract.statementMessages.tooOld(window.historicYears, formatDisplayDate(window.earliest)),
      ['fechaInicio'],
    );
  }
  if (to > window.today)
    throw new ApiError(422, contract.statementMessages.future, ['fechaTermino']);
}
