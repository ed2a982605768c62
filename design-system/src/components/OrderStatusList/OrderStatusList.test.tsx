import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { OrderStatusList } from './OrderStatusList.tsx';
import { sampleCancelledOrders, sampleOrders } from './sample-orders.ts';

const table = (name = 'Mis órdenes') => within(screen.getByRole('table', { name }));
const rowOf = (folio: string) =>
  table()
    .getByRole('rowheader', { name: new RegExp(`Folio ${folio}$`) })
    .closest('tr')!;

// DataTable's sorting and React Aria's buttons take several renders: on loaded cores they outlast 5 s.
describe('OrderStatusList', { timeout: 20_000 }, () => {
  it('names each order by side, ticker, share and folio, newest first', () => {
    render(<OrderStatusList rows={[...sampleOrders].reverse()} />);
    const headers = table()
      .getAllByRole('rowheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual([
      'Compra SQM-B Sociedad Química y Minera de Chile S.A. Folio 5000012',
      'Compra FALABELLA S.A.C.I. Falabella Folio 5000011',
      'Venta CHILE Banco de Chile Folio 5000010',
      'Compra FORUS Forus S.A. Folio 5000008',
      'Compra COPEC Empresas Copec S.A. Folio 5000007',
    ]);
    expect(table().getByRole('columnheader', { name: /Ingresada/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
  });

  it('sorts by the date it was placed', async () => {
    render(<OrderStatusList rows={sampleOrders} />);
    await userEvent.click(table().getByRole('button', { name: /Ingresada/ }));
    expect(table().getAllByRole('rowheader')[0]).toHaveTextContent('Folio 5000007');
  });

  it('says each state in words, with the reason under cancelled and rejected orders', () => {
    render(<OrderStatusList rows={sampleOrders} />);
    expect(within(rowOf('5000012')).getByText('Pendiente')).toBeInTheDocument();
    expect(within(rowOf('5000011')).getByText('Parcial')).toBeInTheDocument();
    expect(within(rowOf('5000011')).getByText('400 de 1.000')).toBeInTheDocument();
    expect(within(rowOf('5000010')).getByText('Ejecutada')).toBeInTheDocument();
    expect(within(rowOf('5000010')).getByText('$ 118,45')).toBeInTheDocument();
    expect(within(rowOf('5000010')).getByText('$ 588.640')).toBeInTheDocument();
    const cancelled = within(rowOf('5000008'));
    expect(cancelled.getByText('Anulada')).toBeInTheDocument();
    expect(cancelled.getByText('Anulada por usted.')).toBeInTheDocument();
    const rejected = within(rowOf('5000007'));
    expect(rejected.getByText('Rechazada')).toBeInTheDocument();
    expect(rejected.getByText('Saldo insuficiente en la cuenta corriente.')).toBeInTheDocument();
    // The instant it was placed, in Santiago time; a later one the same day only by its time.
    expect(within(rowOf('5000012')).getByText('27/11/2026 17:02')).toBeInTheDocument();
    // A scheduled order names its session; one placed in its own session does not.
    expect(within(rowOf('5000012')).getByText('Rueda 30/11/2026')).toBeInTheDocument();
    expect(within(rowOf('5000010')).queryByText(/^Rueda/)).toBeNull();
    expect(within(rowOf('5000010')).getByText('Ejecutada 09:31')).toBeInTheDocument();
    expect(cancelled.getByText('Anulada 13:05')).toBeInTheDocument();
    expect(rejected.getByText('Rechazada 10:05')).toBeInTheDocument();
    // An unfilled market order has no price: the dash is seen, words are read.
    expect(rejected.getByText('Sin precio')).toBeInTheDocument();
  });

  it('offers Anular only on pending orders, named with the folio, and calls onCancel', async () => {
    const onCancel = vi.fn();
    render(<OrderStatusList rows={sampleOrders} onCancel={onCancel} />);
    const buttons = table().getAllByRole('button', { name: /^Anular orden/ });
    expect(buttons).toHaveLength(1);
    await userEvent.click(table().getByRole('button', { name: 'Anular orden 5000012' }));
    expect(onCancel).toHaveBeenCalledWith('5000012');
  });

  it('shows the cancelling order as pending, still named by its folio', async () => {
    const onCancel = vi.fn();
    render(
      <OrderStatusList rows={sampleOrders} onCancel={onCancel} cancellingFolios={['5000012']} />,
    );
    const button = table().getByRole('button', { name: 'Anulando orden 5000012' });
    expect(button).toHaveTextContent('Anulando...');
    await userEvent.click(button);
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('says when there are no orders, in the default or the caller’s words', () => {
    const { rerender } = render(<OrderStatusList rows={[]} />);
    expect(table().getByText('No tiene órdenes en este período.')).toBeInTheDocument();
    rerender(<OrderStatusList rows={[]} emptyMessage="No tiene órdenes anuladas." />);
    expect(table().getByText('No tiene órdenes anuladas.')).toBeInTheDocument();
  });

  it('is busy while loading', () => {
    const { container } = render(<OrderStatusList rows={[]} isLoading />);
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(screen.queryByText('No tiene órdenes en este período.')).toBeNull();
  });

  it('takes a caption for the cancelled orders', () => {
    render(<OrderStatusList rows={sampleCancelledOrders} caption="Órdenes anuladas" />);
    expect(table('Órdenes anuladas').getAllByRole('rowheader')).toHaveLength(2);
  });
});
