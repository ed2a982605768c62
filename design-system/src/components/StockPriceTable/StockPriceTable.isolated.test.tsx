import { render } from '@testing-library/react';
import type * as Kit from '@inversiones/es-cl';
import type * as Table from '../DataTable/index.ts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { nextSampleStocks, sampleStocks, sampleUpdatedAt } from './sample-stocks.ts';
import { StockPriceTable } from './StockPriceTable.tsx';

// The kit's formatters, counted: a price or change cell formats its figure each time it renders,
// so the figures formatted on a refresh are the cells that rendered; and DataTable's renders.
const counted = vi.hoisted(() => ({
  prices: [] as number[],
  changes: [] as number[],
  tables: 0,
}));
vi.mock('@inversiones/es-cl', async (importOriginal) => {
  const kit = await importOriginal<typeof Kit>();
  return {
    ...kit,
    formatCurrency: (...args: Parameters<typeof kit.formatCurrency>) => {
      counted.prices.push(args[0]);
      return kit.formatCurrency(...args);
    },
    formatPercent: (...args: Parameters<typeof kit.formatPercent>) => {
      counted.changes.push(args[0]);
      return kit.formatPercent(...args);
    },
  };
});

// Each render of DataTable renders every row and cell wrapper of the page.
vi.mock('../DataTable/index.ts', async (importOriginal) => {
  const table = await importOriginal<typeof Table>();
  return {
    ...table,
    DataTable: (...args: Parameters<typeof table.DataTable>) => {
      counted.tables++;
      return table.DataTable(...args);
    },
  };
});

beforeEach(() => {
  counted.prices = [];
  counted.changes = [];
  counted.tables = 0;
});

const table = (rows = sampleStocks) => <StockPriceTable rows={rows} updatedAt={sampleUpdatedAt} />;

describe('StockPriceTable refresh', () => {
  it('renders no price or change cell again when a poll brings the same figures', () => {
    const { rerender } = render(table());
    expect(counted.prices.length).toBeGreaterThan(0);
    counted.prices = [];
    counted.changes = [];
    counted.tables = 0;
    // New objects, as every poll parses them, with the same figures.
    rerender(table(sampleStocks.map((row) => ({ ...row }))));
    expect(counted.prices).toEqual([]);
    expect(counted.changes).toEqual([]);
    expect(counted.tables).toBe(0);
  });

  it('renders only the cells whose figure changed', () => {
    const { rerender } = render(table());
    counted.prices = [];
    counted.changes = [];
    counted.tables = 0;
    const next = nextSampleStocks(sampleStocks);
    rerender(table(next));
    // The table and its rows did not render: the changed cells did, on their own.
    expect(counted.tables).toBe(0);

    const changed = next.filter((row, i) => row.price !== sampleStocks[i]!.price);
    const unchanged = next.filter((row, i) => row.price === sampleStocks[i]!.price);
    expect(changed.map((row) => row.ticker)).toEqual([
      'BCI',
      'CHILE',
      'FALABELLA',
      'SQM-B',
      'VAPORES',
    ]);
    // Only the changed figures were formatted again (in the table and in its card below 768 px):
    // the new prices, VAPORES's new high and FALABELLA's new low (each its new price).
    expect(new Set(counted.prices)).toEqual(new Set(changed.map((row) => row.price)));
    expect(new Set(counted.changes)).toEqual(
      new Set(changed.flatMap((row) => [row.change, Math.abs(row.change)])),
    );
    for (const row of unchanged) {
      expect(counted.prices, row.ticker).not.toContain(row.price);
      expect(counted.prices, row.ticker).not.toContain(row.high);
      expect(counted.changes, row.ticker).not.toContain(row.change);
    }
  });
});
