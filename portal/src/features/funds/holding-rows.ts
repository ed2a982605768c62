import type { FundHolding as HoldingRow } from '@inversiones/design-system';
import type { FundHolding } from '@inversiones/contract';
import { fundHref } from './routes.ts';

/** The currencies a fund holding is shown in (the catalogue's funds are in pesos or dollars). */
const shown = (currency: string): currency is 'CLP' | 'USD' =>
  currency === 'CLP' || currency === 'USD';

/**
 * The holdings as the design system's table reads them, or null when the answer cannot be shown
 * whole: a currency the table does not show, or a CLP total that is not the sum of its rows (a
 * partial answer must not pass for the client's whole balance).
 */
export function holdingRows(
  holdings: readonly FundHolding[],
  totalClp?: number,
): { rows: HoldingRow[]; hrefOf: (row: HoldingRow) => string } | null {
  const rows: HoldingRow[] = [];
  const hrefs = new Map<string, string>();
  for (const holding of holdings) {
    if (!shown(holding.currency)) return null;
    const id = `${holding.fundId}/${holding.seriesId}/${holding.accountId}`;
    hrefs.set(id, fundHref(holding.fundId, holding.seriesId));
    rows.push({
      id,
      fundName: holding.fundName,
      series: holding.seriesId,
      account: holding.accountId,
      currency: holding.currency,
      quotas: holding.units,
      quotaValue: holding.quotaValue,
      balance: holding.value.amount,
      balanceClp: holding.valueClp.amount,
      gain: holding.gain.amount,
      profitability: holding.gainPercent,
    });
  }
  // Pesos are integers: the sum is exact.
  const sum = holdings.reduce((total, holding) => total + holding.valueClp.amount, 0);
  if (totalClp !== undefined && sum !== totalClp) return null;
  // Each row's fund name links to the fund's detail, on the row's series.
  return { rows, hrefOf: (row) => hrefs.get(row.id) ?? fundHref('') };
}
