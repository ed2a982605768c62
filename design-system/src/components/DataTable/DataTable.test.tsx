import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DataTable } from './DataTable.tsx';
import { holdingColumns, holdings, type Holding } from './sample-data.ts';

function renderTable(props: Partial<Parameters<typeof DataTable<Holding>>[0]> = {}) {
  return render(
    <DataTable
      columns={holdingColumns}
      data={holdings}
      caption="Mis Fondos"
      getRowId={(row) => row.id}
      {...props}
    />,
  );
}

const table = () => within(screen.getByRole('table', { name: 'Mis Fondos' }));
const bodyRows = () => table().getAllByRole('row').slice(1);
const firstCellText = () => within(bodyRows()[0]!).getByRole('rowheader').textContent;

// Paging and sorting tests take several renders: on loaded cores they outlast 5 s.
describe('DataTable', { timeout: 20_000 }, () => {
  it('is a captioned table with column headers and row headers', () => {
    renderTable();
    expect(table().getAllByRole('columnheader')).toHaveLength(5);
    expect(table().getByRole('columnheader', { name: 'Fondo' })).toHaveAttribute('scope', 'col');
    expect(table().getAllByRole('rowheader')[0]).toHaveAttribute('scope', 'row');
  });

  it('shows 10 rows a page with Spanish pagination', async () => {
    renderTable();
    expect(bodyRows()).toHaveLength(10);
    const nav = screen.getByRole('navigation', { name: 'Paginación de la tabla' });
    expect(within(nav).getByText('Página 1 de 3')).toBeInTheDocument();
    expect(within(nav).getByRole('button', { name: 'Anterior' })).toBeDisabled();
    await userEvent.click(within(nav).getByRole('button', { name: 'Siguiente' }));
    expect(within(nav).getByText('Página 2 de 3')).toBeInTheDocument();
    expect(firstCellText()).toBe(holdings[10]!.fondo);
    await userEvent.click(within(nav).getByRole('button', { name: 'Siguiente' }));
    expect(bodyRows()).toHaveLength(3);
    expect(within(nav).getByRole('button', { name: 'Siguiente' })).toBeDisabled();
    await userEvent.click(within(nav).getByRole('button', { name: 'Anterior' }));
    expect(within(nav).getByText('Página 2 de 3')).toBeInTheDocument();
  });

  it('sorts by a header button and reflects it in aria-sort', async () => {
    const onSortChange = vi.fn();
    renderTable({ onSortChange });
    const header = table().getByRole('columnheader', { name: 'Saldo' });
    expect(header).toHaveAttribute('aria-sort', 'none');
    await userEvent.click(table().getByRole('button', { name: 'Saldo' }));
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    const min = Math.min(...holdings.map((h) => h.saldo));
    expect(holdings.find((h) => h.saldo === min)!.fondo).toBe(firstCellText());
    await userEvent.click(table().getByRole('button', { name: 'Saldo' }));
    expect(header).toHaveAttribute('aria-sort', 'descending');
    const max = Math.max(...holdings.map((h) => h.saldo));
    expect(holdings.find((h) => h.saldo === max)!.fondo).toBe(firstCellText());
    expect(onSortChange).toHaveBeenLastCalledWith({ id: 'saldo', desc: true });
  });

  it('sorts text with Spanish collation from the keyboard', async () => {
    renderTable({
      data: [
        { ...holdings[0]!, id: 'a', fondo: 'Órdenes' },
        { ...holdings[0]!, id: 'b', fondo: 'Acciones' },
        { ...holdings[0]!, id: 'c', fondo: 'Zeta' },
      ],
    });
    table().getByRole('button', { name: 'Fondo' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(
      table()
        .getAllByRole('rowheader')
        .map((c) => c.textContent),
    ).toEqual(['Acciones', 'Órdenes', 'Zeta']);
  });

  it('right-aligns numeric columns', () => {
    renderTable();
    const header = table().getByRole('columnheader', { name: 'Saldo' });
    expect(header.className).toMatch(/numeric/);
  });

  it('shows the spec empty text when there are no rows', () => {
    renderTable({ data: [] });
    expect(
      table().getByText('Estimado cliente: no se encuentra información para su búsqueda.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('announces loading and shows no data rows', () => {
    renderTable({ isLoading: true });
    expect(screen.getByRole('status')).toHaveTextContent('Cargando...');
    expect(table().queryAllByRole('rowheader')).toHaveLength(0);
  });

  it('selects rows with labelled checkboxes and select all', async () => {
    const onSelectionChange = vi.fn();
    renderTable({ selectable: true, onSelectionChange });
    await userEvent.click(
      table().getByRole('checkbox', { name: 'Seleccionar Fondo Mutuo Renta Local' }),
    );
    expect(onSelectionChange).toHaveBeenLastCalledWith(['h1'], [holdings[0]]);
    await userEvent.click(table().getByRole('checkbox', { name: 'Seleccionar todas las filas' }));
    expect(onSelectionChange.mock.lastCall![0]).toHaveLength(23);
    await userEvent.click(table().getByRole('checkbox', { name: 'Seleccionar todas las filas' }));
    expect(onSelectionChange).toHaveBeenLastCalledWith([], []);
  });

  it('renders the same rows as cards of label: value pairs for small screens', () => {
    renderTable();
    const list = screen.getByRole('list', { name: 'Mis Fondos' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(10);
    expect(within(cards[0]!).getByText('Saldo').tagName).toBe('DT');
  });

  it('renders only the layout on screen with visibleLayoutOnly, both while printing', () => {
    // jsdom has no media queries: a window at 1280 px that turns to a phone's 375 px.
    const listeners = new Set<() => void>();
    const state = { wide: true };
    vi.stubGlobal('matchMedia', (query: string) => ({
      get matches() {
        return state.wide;
      },
      media: query,
      addEventListener: (_: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
    }));
    try {
      renderTable({ visibleLayoutOnly: true });
      expect(table().getAllByRole('rowheader')).toHaveLength(10);
      expect(screen.queryByRole('list')).toBeNull();

      act(() => {
        state.wide = false;
        listeners.forEach((listener) => listener());
      });
      expect(screen.queryByRole('table')).toBeNull();
      // The cards keep their name: the caption their list refers to is theirs now.
      const list = screen.getByRole('list', { name: 'Mis Fondos' });
      expect(within(list).getAllByRole('listitem')).toHaveLength(10);

      // Print takes the cards (the table is screen-only): the page renders both meanwhile.
      act(() => void window.dispatchEvent(new Event('beforeprint')));
      expect(screen.getByRole('table', { name: 'Mis Fondos' })).toBeInTheDocument();
      expect(screen.getByRole('list', { name: 'Mis Fondos' })).toBeInTheDocument();
      act(() => void window.dispatchEvent(new Event('afterprint')));
      expect(screen.queryByRole('table')).toBeNull();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('goes back to the first page on new data, unless told to keep the page', async () => {
    const refreshed = holdings.map((h) => ({ ...h, saldo: h.saldo + 1 }));
    const { rerender } = renderTable();
    await userEvent.click(screen.getByRole('button', { name: 'Siguiente' }));
    rerender(<DataTable columns={holdingColumns} data={refreshed} caption="Mis Fondos" />);
    // The table resets its page after the render that brought the data.
    expect(await screen.findByText('Página 1 de 3')).toBeInTheDocument();

    const keep = { columns: holdingColumns, caption: 'Mis Fondos', resetPageOnDataChange: false };
    rerender(<DataTable {...keep} data={holdings} />);
    await userEvent.click(screen.getByRole('button', { name: 'Siguiente' }));
    rerender(<DataTable {...keep} data={refreshed} />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.getByText('Página 2 de 3')).toBeInTheDocument();
    expect(firstCellText()).toBe(holdings[10]!.fondo);
  });

  it('passes a description to the table and to its cards', () => {
    render(
      <>
        <p id="nota">Saldos al 20/11/2026</p>
        <DataTable
          columns={holdingColumns}
          data={holdings}
          caption="Mis Fondos"
          aria-describedby="nota"
        />
      </>,
    );
    expect(screen.getByRole('table', { name: 'Mis Fondos' })).toHaveAccessibleDescription(
      'Saldos al 20/11/2026',
    );
    expect(screen.getByRole('list', { name: 'Mis Fondos' })).toHaveAttribute(
      'aria-describedby',
      'nota',
    );
  });

  it('keeps a totals row under every page and sort, in a tfoot and as a last card', async () => {
    renderTable({
      footerRows: [{ id: 'total', label: 'Total', cells: { saldo: '$99.999' } }],
    });
    const footer = table().getAllByRole('rowgroup')[2]!;
    expect(footer.tagName).toBe('TFOOT');
    expect(within(footer).getByRole('rowheader', { name: 'Total' })).toBeInTheDocument();
    await userEvent.click(table().getByRole('button', { name: 'Saldo' }));
    await userEvent.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(table().getAllByRole('row').at(-1)).toHaveTextContent('Total$99.999');
    const totals = screen.getByRole('list', { name: 'Totales' });
    expect(within(totals).getByText('Saldo').nextElementSibling).toHaveTextContent('$99.999');
  });

  it('shows no totals while loading or without rows', () => {
    const footerRows = [{ id: 'total', label: 'Total', cells: { saldo: '$1' } }];
    const { rerender } = renderTable({ footerRows, isLoading: true });
    expect(screen.queryByText('Total')).not.toBeInTheDocument();
    rerender(
      <DataTable columns={holdingColumns} data={[]} caption="Mis Fondos" footerRows={footerRows} />,
    );
    expect(screen.queryByText('Total')).not.toBeInTheDocument();
  });
});
