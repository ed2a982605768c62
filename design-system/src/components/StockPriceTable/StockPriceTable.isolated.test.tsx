import { render } from '@testing-library/react';
import type * as Kit from '@inversiones/es-cl';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { nextSampleStocks, sampleStocks, sampleUpdatedAt } from './sample-stocks.ts';
import { StockPriceTable } from './StockPriceTable.tsx';

// The kit's formatters, counted: a price or change cell formats its figure each time it renders,
// so the figures formatted on a refresh are the cells that rendered.
const formatted = vi.hoisted(() => ({ prices: [] as number[], changes: [] as number[] }));
vi.mock('@inversiones/es-cl', async (importOriginal) => {
  const kit = await importOriginal<typeof Kit>();
  return {
    ...kit,
    formatCurrency: (...args: Parameters<typeof kit.formatCurrency>) => {
      formatted.prices.push(args[0]);
      return kit.formatCurrency(...args);
    },
    formatPercent: (...args: Parameters<typeof kit.formatPercent>) => {
      formatted.changes.push(args[0]);
      return kit.formatPercent(...args);
    },
  };
});

beforeEach(() => {
  formatted.prices = [];
  formatted.changes = [];
});

const table = (rows = sampleStocks) => <StockPriceTable rows={rows} updatedAt={sampleUpdatedAt} />;

describe('StockPriceTable refresh', () => {
  it('renders no price or change cell again when a poll brings the same figures', () => {
    const { rerender } = render(table());
    expect(formatted.prices.length).toBeGreaterThan(0);
    formatted.prices = [];
    formatted.changes = [];
    // New objects, as every poll parses them, with the same figures.
    rerender(table(sampleStocks.map((row) => ({ ...row }))));
    expect(formatted.prices).toEqual([]);
    expect(formatted.changes).toEqual([]);
  });

  it('renders only the cells whose figure changed', () => {
    const { rerender } = render(table());
    formatted.prices = [];
    formatted.changes = [];
    const next = nextSampleStocks(sampleStocks);
    rerender(table(next));

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
    expect(new Set(formatted.prices)).toEqual(new Set(changed.map((row) => row.price)));
    expect(new Set(formatted.changes)).toEqual(
      new Set(changed.flatMap((row) => [row.change, Math.abs(row.change)])),
    );
    for (const row of unchanged) {
      expect(formatted.prices, row.ticker).not.toContain(row.price);
      expect(formatted.prices, row.ticker).not.toContain(row.high);
      expect(formatted.changes, row.ticker).not.toContain(row.change);
    }
  });
});
