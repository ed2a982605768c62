import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { PayTransactionList, type PayTransactionListProps } from './PayTransactionList.tsx';
import { sampleManyTransactions, sampleTransactions } from './sample-transactions.ts';

const table = () => within(screen.getByRole('table', { name: 'Mis transacciones' }));
const noop = () => {};

/** The list with every transaction, 'Todas' and no filter handler, plus `props`. */
const renderList = (props: Partial<PayTransactionListProps> = {}) =>
  render(
    <PayTransactionList
      transactions={sampleTransactions}
      statusFilter={0}
      onStatusFilterChange={noop}
      {...props}
    />,
  );

/** The list with its filter kept in state, as a screen would. */
function Filtered(props: Partial<PayTransactionListProps>) {
  const [statusFilter, setStatusFilter] = useState(0);
  return (
    <PayTransactionList
      transactions={sampleTransactions}
      onCancel={noop}
      {...props}
      statusFilter={statusFilter}
      onStatusFilterChange={(id) => {
        setStatusFilter(id);
        props.onStatusFilterChange?.(id);
      }}
    />
  );
}

describe('PayTransactionList', () => {
  it('lists date and time, bank, purpose, amount and status, newest first', () => {
    renderList({ onCancel: noop });
    expect(screen.getByRole('region', { name: 'Mis transacciones' })).toBeInTheDocument();
    const headers = table().getAllByRole('columnheader');
    expect(headers.map((header) => header.textContent)).toEqual([
      'Fecha',
      'Banco',
      'Detalle',
      'Monto',
      'Estado',
      'Acciones',
    ]);
    expect(headers[0]).toHaveAttribute('aria-sort', 'descending');
    const first = table().getAllByRole('row')[1]!;
    expect(within(first).getByRole('rowheader')).toHaveTextContent('Abono a Cuenta Corriente');
    expect(first.querySelector('time')).toHaveTextContent('27/11/2026 12:05');
    expect(first.querySelector('time')).toHaveAttribute('datetime', '2026-11-27T15:05:00.000Z');
    expect(first).toHaveTextContent('Banco Andino');
    expect(first).toHaveTextContent('$ 500.000');
    expect(within(first).getByText('Pendiente')).toHaveAttribute('data-status', '1');
    expect(table().getByText('US$ 3.200,50')).toBeInTheDocument();
    expect(table().getByText('Anulada')).toBeInTheDocument();
  });

  it('offers Anular only where the client may cancel, named by the transaction', () => {
    renderList({ onCancel: noop });
    const buttons = table().getAllByRole('button', { name: /^Anular/ });
    expect(buttons.map((button) => button.getAttribute('aria-label'))).toEqual([
      'Anular transacción de $\u00a0500.000 en Banco Andino',
      'Anular transacción de $\u00a0150.000 en Banco del Pacífico Sur',
    ]);
    expect(buttons[0]).toHaveTextContent(/^Anular$/);
  });

  it('cancels only after confirming: Volver keeps it, Anular transacción calls onCancel', async () => {
    const onCancel = vi.fn();
    renderList({ onCancel });
    const cancel = table().getByRole('button', { name: /Anular transacción de .*500\.000/ });
    await userEvent.click(cancel);
    const dialog = screen.getByRole('alertdialog', { name: '¿Anular esta transacción?' });
    expect(dialog).toHaveAccessibleDescription(
      'Se anulará el pago de $ 500.000 en Banco Andino, iniciado el 27/11/2026 a las 12:05. Esta acción no se puede deshacer.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Volver' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(onCancel).not.toHaveBeenCalled();

    await userEvent.click(cancel);
    await userEvent.click(screen.getByRole('button', { name: 'Anular transacción' }));
    expect(onCancel).toHaveBeenCalledExactlyOnceWith(sampleTransactions[0]);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('works from the keyboard: Enter opens the question, focus starts on Volver, Escape backs out', async () => {
    const onCancel = vi.fn();
    renderList({ transactions: [sampleTransactions[5]!], onCancel });
    const cancel = table().getByRole('button', { name: /^Anular transacción/ });
    cancel.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Volver' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(onCancel).not.toHaveBeenCalled();
    await waitFor(() => expect(cancel).toHaveFocus());
  });

  it('shows the cancel on its way on that row only', () => {
    renderList({ onCancel: noop, cancellingId: 'p1' });
    const rows = table().getAllByRole('row');
    const pending = within(rows[1]!).getByRole('button');
    expect(pending).toHaveTextContent('Anulando...');
    expect(pending).toHaveAttribute(
      'aria-label',
      'Anulando transacción de $\u00a0500.000 en Banco Andino',
    );
    expect(within(rows[6]!).getByRole('button')).toHaveTextContent(/^Anular$/);
  });

  it('without onCancel there is no Acciones column', () => {
    renderList();
    expect(table().queryByRole('columnheader', { name: 'Acciones' })).toBeNull();
    expect(table().queryByRole('button', { name: /Anular/ })).toBeNull();
  });

  it('filters by status from the Estado select and says how many are shown', async () => {
    const onStatusFilterChange = vi.fn();
    render(<Filtered onStatusFilterChange={onStatusFilterChange} />);
    for (const status of screen.getAllByRole('status')) expect(status).toBeEmptyDOMElement();
    const filter = screen.getByRole('button', { name: /Estado/ });
    expect(filter).toHaveTextContent('Todas');
    await userEvent.click(filter);
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Todas',
      'Pendiente',
      'Pendiente de liquidación por Tesorería',
      'Pendiente de liquidación automática',
      'Abonada por Tesorería',
      'Abonada por el banco',
      'Rechazada por Tesorería',
      'Rechazada por el banco',
      'Anulada',
    ]);
    await userEvent.click(screen.getByRole('option', { name: 'Anulada' }));
    expect(onStatusFilterChange).toHaveBeenCalledWith(8);
    expect(table().getAllByRole('row')).toHaveLength(2);
    expect(table().getByText('Anulada')).toBeInTheDocument();
    expect(screen.getByText('Se muestra 1 transacción con estado Anulada.')).toHaveAttribute(
      'role',
      'status',
    );
  });

  it('says which empty state it is: nothing with this status, or no payment yet', () => {
    const { rerender } = renderList({ statusFilter: 6 });
    expect(table().getByText('No hay transacciones con este estado.')).toBeInTheDocument();
    rerender(<PayTransactionList transactions={[]} statusFilter={0} onStatusFilterChange={noop} />);
    expect(table().getByText('Aún no ha realizado pagos con botón de pago.')).toBeInTheDocument();
  });

  it('marks the transaction just paid', () => {
    renderList({ highlightedId: 'p2' });
    const row = table().getByText('Recién pagada').closest('tr')!;
    expect(row).toHaveTextContent('Inversión en Fondo Mutuo Renta Local');
    expect(table().getAllByText('Recién pagada')).toHaveLength(1);
  });

  it('pages ten at a time and starts a new filter on its first page', async () => {
    function Paged() {
      const [statusFilter, setStatusFilter] = useState(0);
      return (
        <PayTransactionList
          transactions={sampleManyTransactions}
          statusFilter={statusFilter}
          onStatusFilterChange={setStatusFilter}
        />
      );
    }
    render(<Paged />);
    expect(table().getAllByRole('row')).toHaveLength(11);
    await userEvent.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(screen.getByText('Página 2 de 2')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Estado/ }));
    await userEvent.click(screen.getByRole('option', { name: 'Abonada por Tesorería' }));
    expect(table().getAllByRole('row')).toHaveLength(4);
  });

  it('shows an unreadable instant as sent and still asks before cancelling', async () => {
    renderList({
      transactions: [{ ...sampleTransactions[0]!, createdAt: '27-11-2026' }],
      onCancel: noop,
    });
    expect(table().getByText('27-11-2026')).toBeInTheDocument();
    await userEvent.click(table().getByRole('button', { name: /^Anular transacción/ }));
    expect(screen.getByRole('alertdialog')).toHaveAccessibleDescription(
      'Se anulará el pago de $ 500.000 en Banco Andino. Esta acción no se puede deshacer.',
    );
  });

  it('announces loading, and a failed load with Reintentar instead of the table', async () => {
    const onRetry = vi.fn();
    const { rerender } = renderList({ transactions: [], isLoading: true });
    expect(screen.getByRole('region', { name: 'Mis transacciones' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    expect(screen.getByText('Cargando...')).toBeInTheDocument();
    rerender(
      <PayTransactionList
        transactions={[]}
        statusFilter={0}
        onStatusFilterChange={noop}
        hasError
        onRetry={onRetry}
      />,
    );
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByRole('alert')).toHaveTextContent('No se pudieron cargar sus transacciones');
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it("shows a page the API served whole, and asks for the next one from its pages' navigation", async () => {
    const onPageChange = vi.fn();
    renderList({
      transactions: sampleManyTransactions.slice(0, 10),
      serverPages: { page: 1, pageCount: 2, onPageChange },
    });
    expect(table().getAllByRole('row')).toHaveLength(11);
    const pages = screen.getByRole('navigation', { name: 'Páginas de Mis transacciones' });
    expect(within(pages).getByText('Página 1 de 2')).toBeVisible();
    await userEvent.click(within(pages).getByRole('button', { name: /Siguiente/ }));
    expect(onPageChange).toHaveBeenCalledWith(2);
  });

  it('shows no pages when the API has only one', () => {
    renderList({ serverPages: { page: 1, pageCount: 1, onPageChange: noop } });
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
