import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
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

const actions = (row: StockPriceShare) => (
  <a href={`/acciones/${row.ticker}/comprar`}>{`Comprar ${row.ticker}`}</a>
);

const props: StockPriceTableProps = {
  rows: sampleStocks,
  updatedAt: sampleUpdatedAt,
  rowActions: actions,
};

const table = () => within(screen.getByRole('table', { name: 'Precios de acciones' }));
const rowOf = (ticker: string) =>
  table()
    .getByRole('rowheader', { name: new RegExp(`^${ticker}`) })
    .closest('tr')!;
const tickers = () =>
  table()
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent!.split(' ')[0]);

// Sorting and re-rendering take several renders: on loaded cores they outlast 5 s.
describe('StockPriceTable', { timeout: 20_000 }, () => {
  it('names each row by its ticker and company, with prices in pesos and the change in words', () => {
    render(<StockPriceTable {...props} />);
    expect(table().getAllByRole('rowheader')).toHaveLength(sampleStocks.length);
    expect(
      table().getByRole('rowheader', { name: 'BCI Banco de Crédito e Inversiones' }),
    ).toHaveAttribute('scope', 'row');
    const bci = within(rowOf('BCI'));
    expect(bci.getByText('$ 31.870,50')).toBeInTheDocument();
    expect(bci.getByText('baja 0,87 %')).toBeInTheDocument();
    expect(bci.getByText('$ 32.290,00')).toBeInTheDocument();
    expect(bci.getByText('$ 31.801,00')).toBeInTheDocument();
    expect(within(rowOf('CHILE')).getByText('sin variación')).toBeInTheDocument();
    expect(within(rowOf('SQM-B')).getByText('sube 2,32 %')).toBeInTheDocument();
  });

  it('has the columns of a price list, figures right-aligned, and the caller’s actions', () => {
    render(<StockPriceTable {...props} />);
    const headers = table()
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['Acción', 'Precio', 'Variación', 'Máximo', 'Mínimo', 'Operar']);
    expect(table().getByRole('columnheader', { name: 'Precio' }).className).toMatch(/numeric/);
    expect(within(rowOf('COPEC')).getByRole('link', { name: 'Comprar COPEC' })).toHaveAttribute(
      'href',
      '/acciones/COPEC/comprar',
    );
  });

  it('marks the limit-only share with a badge, and only it', () => {
    render(<StockPriceTable {...props} />);
    expect(
      table().getByRole('rowheader', { name: 'FORUS Solo precio límite Forus S.A.' }),
    ).toBeInTheDocument();
    expect(table().getAllByText('Solo precio límite')).toHaveLength(1);
  });

  it('says when the prices were taken in a plain status line that describes the table', () => {
    render(<StockPriceTable {...props} marketStatus="Mercado abierto hasta las 16:00." isPaused />);
    const status = screen.getByText('Precios al 27/11/2026 11:00:10').parentElement!;
    expect(status).toHaveTextContent(
      'Mercado abierto hasta las 16:00. Precios al 27/11/2026 11:00:10 Actualización en pausa',
    );
    // Not a live region: thirty prices every 10 s would drown a screen reader.
    expect(status).not.toHaveAttribute('role');
    expect(status).not.toHaveAttribute('aria-live');
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByRole('table', { name: 'Precios de acciones' })).toHaveAccessibleDescription(
      'Mercado abierto hasta las 16:00. Precios al 27/11/2026 11:00:10 Actualización en pausa',
    );
  });

  it('shows no status line without anything to say', () => {
    render(<StockPriceTable rows={sampleStocks} />);
    expect(screen.queryByText(/Precios al/)).toBeNull();
    expect(screen.getByRole('table', { name: 'Precios de acciones' })).not.toHaveAttribute(
      'aria-describedby',
    );
  });

  it('keeps focus on a focused action and the sort when new prices reorder the rows', async () => {
    const { rerender } = render(<StockPriceTable {...props} />);
    const sortButton = table().getByRole('button', { name: 'Variación' });
    await userEvent.click(sortButton);
    await userEvent.click(sortButton);
    expect(tickers()).toEqual([
      'SQM-B',
      'COPEC',
      'FORUS',
      'AGUAS-A',
      'CHILE',
      'BCI',
      'VAPORES',
      'FALABELLA',
    ]);
    // CHILE's row is one React moves (VAPORES passes it): a browser drops the focus of a moved node.
    const link = table().getByRole('link', { name: 'Comprar CHILE' });
    link.focus();

    rerender(
      <StockPriceTable
        {...props}
        rows={nextSampleStocks(sampleStocks)}
        updatedAt={sampleNextUpdatedAt}
      />,
    );
    // VAPORES turned positive and moved up two rows, CHILE down one: the same link, still focused.
    expect(tickers()).toEqual([
      'SQM-B',
      'COPEC',
      'FORUS',
      'AGUAS-A',
      'VAPORES',
      'CHILE',
      'BCI',
      'FALABELLA',
    ]);
    expect(table().getByRole('link', { name: 'Comprar CHILE' })).toBe(link);
    expect(link).toHaveFocus();
    expect(table().getByRole('columnheader', { name: 'Variación' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    expect(screen.getByText('Precios al 27/11/2026 11:00:20')).toBeInTheDocument();
  });

  it('sorts by a figure with the refreshed prices, though the refresh kept the table’s rows', async () => {
    const { rerender } = render(<StockPriceTable {...props} />);
    rerender(<StockPriceTable {...props} rows={nextSampleStocks(sampleStocks)} />);
    const sortButton = table().getByRole('button', { name: 'Variación' });
    await userEvent.click(sortButton);
    await userEvent.click(sortButton);
    // VAPORES turned positive in the refresh: it sorts above CHILE, as the new figures say.
    expect(tickers()).toEqual([
      'SQM-B',
      'COPEC',
      'FORUS',
      'AGUAS-A',
      'VAPORES',
      'CHILE',
      'BCI',
      'FALABELLA',
    ]);
  });

  it('calls no row action again on a refresh: they get the share, not its figures', () => {
    const rowActions = vi.fn(actions);
    const { rerender } = render(<StockPriceTable {...props} rowActions={rowActions} />);
    expect(rowActions).toHaveBeenCalledWith(expect.objectContaining({ ticker: 'COPEC' }));
    rowActions.mockClear();
    rerender(
      <StockPriceTable
        {...props}
        rowActions={rowActions}
        rows={nextSampleStocks(sampleStocks)}
        updatedAt={sampleNextUpdatedAt}
      />,
    );
    expect(screen.getByText('Precios al 27/11/2026 11:00:20')).toBeInTheDocument();
    expect(within(rowOf('BCI')).getByText('$ 31.873,00')).toBeInTheDocument();
    expect(rowActions).not.toHaveBeenCalled();
  });

  it('leaves focus alone when it was outside the table', () => {
    const { rerender } = render(
      <>
        <button type="button">Fuera</button>
        <StockPriceTable {...props} defaultSort={{ id: 'change', desc: true }} />
      </>,
    );
    screen.getByRole('button', { name: 'Fuera' }).focus();
    rerender(
      <>
        <button type="button">Fuera</button>
        <StockPriceTable
          {...props}
          rows={nextSampleStocks(sampleStocks)}
          defaultSort={{ id: 'change', desc: true }}
        />
      </>,
    );
    expect(screen.getByRole('button', { name: 'Fuera' })).toHaveFocus();
  });

  it('stays on its page when the prices change', async () => {
    const { rerender } = render(<StockPriceTable {...props} pageSize={3} />);
    await userEvent.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(screen.getByText('Página 2 de 3')).toBeInTheDocument();
    rerender(<StockPriceTable {...props} pageSize={3} rows={nextSampleStocks(sampleStocks)} />);
    // A table that resets its page does so just after the render: give it the time.
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.getByText('Página 2 de 3')).toBeInTheDocument();
    expect(tickers()).toEqual(['COPEC', 'FALABELLA', 'FORUS']);
  });

  it('lights a new price up or down, and leaves unchanged prices alone', () => {
    const { rerender } = render(<StockPriceTable {...props} />);
    const priceOf = (ticker: string) =>
      within(rowOf(ticker)).getAllByRole('cell')[0]!.querySelector('[class]')!;
    expect(priceOf('BCI')).not.toHaveAttribute('data-flash');
    rerender(<StockPriceTable {...props} rows={nextSampleStocks(sampleStocks)} />);
    expect(priceOf('BCI')).toHaveAttribute('data-flash', 'up');
    expect(priceOf('BCI')).toHaveTextContent('$ 31.873,00');
    expect(priceOf('FALABELLA')).toHaveAttribute('data-flash', 'down');
    expect(priceOf('COPEC')).not.toHaveAttribute('data-flash');

    // A fall while still lit turns the highlight down.
    const fallen = sampleStocks.map((row) =>
      row.ticker === 'BCI' ? { ...row, price: 31860 } : row,
    );
    rerender(<StockPriceTable {...props} rows={fallen} />);
    expect(priceOf('BCI')).toHaveAttribute('data-flash', 'down');
    // Its second over, the highlight goes (jsdom has no AnimationEvent: React listens to the
    // prefixed name); a row moved later does not light up again.
    fireEvent(priceOf('BCI'), new Event('webkitAnimationEnd', { bubbles: true }));
    expect(priceOf('BCI')).not.toHaveAttribute('data-flash');
  });

  it('renders only the layout on screen: a refresh updates no hidden cards', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('min-width'),
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    try {
      const { rerender } = render(<StockPriceTable {...props} />);
      rerender(<StockPriceTable {...props} rows={nextSampleStocks(sampleStocks)} />);
      expect(within(rowOf('BCI')).getByText('$ 31.873,00')).toBeInTheDocument();
      expect(screen.getAllByText('$ 31.873,00')).toHaveLength(1);
      expect(screen.queryByRole('list')).toBeNull();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('shows skeleton rows while loading, without a time', () => {
    render(<StockPriceTable {...props} rows={[]} isLoading />);
    expect(screen.getByRole('status')).toHaveTextContent('Cargando...');
    expect(table().queryAllByRole('rowheader')).toHaveLength(0);
    expect(screen.queryByText(/Precios al/)).toBeNull();
  });

  it('shows the empty text without shares', () => {
    render(<StockPriceTable {...props} rows={[]} />);
    expect(
      table().getByText('Estimado cliente: no se encuentra información para su búsqueda.'),
    ).toBeInTheDocument();
  });
});
