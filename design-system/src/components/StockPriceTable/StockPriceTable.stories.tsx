import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Link } from '../Link/index.ts';
import { Stack } from '../Stack/index.ts';
import {
  nextSampleStocks,
  sampleNextUpdatedAt,
  sampleStocks,
  sampleUpdatedAt,
} from './sample-stocks.ts';
import {
  StockPriceTable,
  type StockPriceShare,
  type StockPriceTableProps,
} from './StockPriceTable.tsx';

/** The portal's row actions: links to the order screens (the design system knows no routes). */
const rowActions = (row: StockPriceShare) => (
  <Stack direction="row" gap="md" wrap>
    <Link variant="standalone" href={`#comprar-${row.ticker}`} aria-label={`Comprar ${row.ticker}`}>
      Comprar
    </Link>
    <Link variant="standalone" href={`#vender-${row.ticker}`} aria-label={`Vender ${row.ticker}`}>
      Vender
    </Link>
  </Stack>
);

const meta = {
  title: 'Componentes/StockPriceTable',
  component: StockPriceTable,
  args: {
    rows: sampleStocks,
    updatedAt: sampleUpdatedAt,
    marketStatus: 'Mercado abierto hasta las 16:00.',
    rowActions,
  },
} satisfies Meta<typeof StockPriceTable>;

export default meta;
type Story = StoryObj<typeof meta>;

const tableOf = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('table', { name: 'Precios de acciones' }));

/** Eight shares at 11:00:10; below 768 px each is a card. */
export const Default: Story = {
  tags: ['mobile'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Precios al 27/11/2026 11:00:10')).toBeInTheDocument();
    // The table (from 768 px) or the cards: the same rows, only the layout on screen rendered.
    const table = canvas.queryByRole('table', { name: 'Precios de acciones' });
    const list = canvas.queryByRole('list', { name: 'Precios de acciones' });
    await expect([table, list].filter(Boolean)).toHaveLength(1);
    const rows = table
      ? within(table).getAllByRole('rowheader')
      : list!.querySelectorAll(':scope > li');
    await expect(rows).toHaveLength(sampleStocks.length);
    await expect(table ?? list).toHaveAccessibleDescription(
      'Mercado abierto hasta las 16:00. Precios al 27/11/2026 11:00:10',
    );
  },
};

/** Thinly traded shares take only limit orders: their row says so in words. */
export const LimitOnly: Story = {
  args: {
    rows: [
      ...sampleStocks.filter((row) => row.limitOnly),
      {
        ticker: 'SOCOVESA',
        name: 'Empresas Socovesa S.A.',
        sector: 'Construcción',
        price: 98.7,
        previousClose: 99.1,
        high: 99.5,
        low: 98.2,
        change: -0.4036,
        limitOnly: true,
      },
      sampleStocks[3]!,
    ],
  },
  play: async ({ canvasElement }) => {
    const table = tableOf(canvasElement);
    await expect(table.getAllByText('Solo precio límite')).toHaveLength(2);
    await expect(
      table.getByRole('rowheader', { name: 'SOCOVESA Solo precio límite Empresas Socovesa S.A.' }),
    ).toBeVisible();
  },
};

/** The tab was hidden: the portal stopped asking, and the line says so. */
export const Paused: Story = {
  args: {
    isPaused: true,
    marketStatus: 'Mercado cerrado. Abre el 30/11/2026 a las 09:30.',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Actualización en pausa')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { rows: [], isLoading: true, updatedAt: undefined, marketStatus: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Cargando...');
  },
};

export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvasElement }) => {
    await expect(
      tableOf(canvasElement).getByText(
        'Estimado cliente: no se encuentra información para su búsqueda.',
      ),
    ).toBeVisible();
  },
};

/** The story's stand-in for the portal's poll: the next step of prices on each event. */
const NEXT_PRICES = 'story:next-prices';

function LivePrices(props: StockPriceTableProps) {
  const [step, setStep] = useState({ rows: props.rows, updatedAt: props.updatedAt });
  useEffect(() => {
    const next = () =>
      setStep((old) => ({ rows: nextSampleStocks(old.rows), updatedAt: sampleNextUpdatedAt }));
    document.addEventListener(NEXT_PRICES, next);
    return () => document.removeEventListener(NEXT_PRICES, next);
  }, []);
  return <StockPriceTable {...props} rows={step.rows} updatedAt={step.updatedAt} />;
}

/**
 * New prices under a keyboard user, sorted by Variación: CHILE's row moves down, and its
 * focused 'Comprar' keeps focus; the sort and the other rows' cells stay as they were.
 */
export const LiveUpdate: Story = {
  args: { defaultSort: { id: 'change', desc: true } },
  render: (args) => <LivePrices {...args} />,
  play: async ({ canvasElement }) => {
    const table = tableOf(canvasElement);
    const rowNames = () =>
      table.getAllByRole('rowheader').map((cell) => cell.textContent!.split(' ')[0]);
    await expect(rowNames().slice(4, 7)).toEqual(['CHILE', 'BCI', 'VAPORES']);

    const buy = table.getByRole('link', { name: 'Comprar CHILE' });
    buy.focus();
    await userEvent.keyboard('{Shift>}{Tab}{/Shift}');
    await userEvent.tab();
    await expect(buy).toHaveFocus();
    const untouched = table.getByText('$ 6.972,30');

    document.dispatchEvent(new Event(NEXT_PRICES));
    await waitFor(() =>
      expect(within(canvasElement).getByText('Precios al 27/11/2026 11:00:20')).toBeVisible(),
    );
    await expect(rowNames().slice(4, 7)).toEqual(['VAPORES', 'CHILE', 'BCI']);
    await expect(table.getByRole('link', { name: 'Comprar CHILE' })).toBe(buy);
    await expect(buy).toHaveFocus();
    await expect(buy).toHaveAttribute('data-focus-visible', 'true');
    await expect(table.getByRole('columnheader', { name: /Variación/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    // COPEC's price did not change: the same element, not a new one.
    await expect(table.getByText('$ 6.972,30')).toBe(untouched);
  },
};

export const HighContrast: Story = {
  globals: { theme: 'high-contrast' },
  args: { isPaused: true },
};
