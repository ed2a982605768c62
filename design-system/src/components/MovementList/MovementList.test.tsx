import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MovementList } from './MovementList.tsx';
import { sampleInTransit, sampleLedgerMovements, sampleMovements } from './sample-movements.ts';

const table = (name = 'Movimientos') => within(screen.getByRole('table', { name }));

describe('MovementList', () => {
  it('lists date, type, folio and amount, newest first', () => {
    render(<MovementList movements={sampleMovements} />);
    const headers = table().getAllByRole('columnheader');
    expect(headers.map((header) => header.textContent)).toEqual([
      'Fecha',
      'Tipo',
      'Folio',
      'Monto',
    ]);
    expect(headers[0]).toHaveAttribute('aria-sort', 'descending');
    const firstRow = table().getAllByRole('row')[1]!;
    expect(firstRow.querySelector('td')).toHaveTextContent('18/11/2026');
    expect(firstRow.querySelector('th[scope="row"]')).toHaveTextContent('Inversión');
  });

  it('signs investments with + and redemptions with the minus sign', () => {
    render(<MovementList movements={sampleMovements} />);
    const rows = table().getAllByRole('row');
    expect(rows[1]).toHaveTextContent('+$ 1.500.000');
    expect(rows[2]).toHaveTextContent('Rescate');
    expect(rows[2]).toHaveTextContent('\u2212$ 350.000');
  });

  it('formats USD movements with cents', () => {
    render(
      <MovementList
        currency="USD"
        movements={[{ id: 'u', date: '2026-11-02', type: 'Rescate', folio: 77, amount: -1234.5 }]}
      />,
    );
    expect(table().getByText('\u2212US$ 1.234,50')).toBeInTheDocument();
  });

  it('sorts by amount from the keyboard', async () => {
    render(<MovementList movements={sampleMovements} />);
    const sort = table().getByRole('button', { name: 'Monto' });
    sort.focus();
    await userEvent.keyboard('{Enter}');
    expect(table().getAllByRole('row')[1]).toHaveTextContent('\u2212$ 350.000');
  });

  it('shows the spec’s empty text when there are no movements', () => {
    render(<MovementList movements={[]} />);
    expect(
      table().getByText('Estimado cliente: no se encuentra información para su búsqueda.'),
    ).toBeInTheDocument();
  });

  it('in transit: titled as the spec’s tab, explains itself and flags after-hours movements', () => {
    render(<MovementList movements={sampleInTransit} variant="inTransit" />);
    expect(screen.getByRole('region', { name: 'Movimientos en Tránsito' })).toBeInTheDocument();
    expect(screen.getByText(/aún no se reflejan en su saldo/)).toBeInTheDocument();
    expect(
      screen.getByText(/Su cuenta registra movimientos fuera de hora que descuentan su saldo/),
    ).toBeInTheDocument();
    const t = table('Movimientos en Tránsito');
    expect(t.getByRole('columnheader', { name: 'Fondo' })).toBeInTheDocument();
    const afterHoursRow = t.getByText('Fondo Mutuo Acciones Latinoamericanas').closest('tr')!;
    expect(within(afterHoursRow).getByText('Fuera de horario')).toBeInTheDocument();
  });

  it('announces a failed load instead of the table and retries', async () => {
    const onRetry = vi.fn();
    render(<MovementList movements={[]} hasError onRetry={onRetry} />);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('No fue posible acceder a la información');
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('announces loading', () => {
    render(<MovementList movements={[]} isLoading />);
    expect(screen.getByRole('status')).toHaveTextContent('Cargando...');
  });

  it('shows units, settlement date and the ledger status in words', () => {
    render(<MovementList movements={sampleLedgerMovements} title="Mis Movimientos" />);
    const table = within(screen.getByRole('table', { name: 'Mis Movimientos' }));
    expect(table.getByRole('columnheader', { name: /Cuotas/ })).toBeInTheDocument();
    expect(table.getByRole('columnheader', { name: /Fecha de liquidación/ })).toBeInTheDocument();
    const first = table.getAllByRole('row')[1]!;
    expect(first).toHaveTextContent('\u2212167,4618');
    expect(first).toHaveTextContent('21/11/2026');
    expect(within(first).getByText('En tránsito')).toHaveAttribute('data-status', 'enTransito');
    expect(table.getByText('Anulado')).toHaveAttribute('data-status', 'anulado');
    expect(table.getAllByRole('row')).toHaveLength(11);
  });

  it('keeps the Estado column out when no movement has a status or a flag', () => {
    render(<MovementList movements={sampleMovements} />);
    expect(screen.queryByRole('columnheader', { name: /Estado/ })).toBeNull();
    expect(screen.queryByRole('columnheader', { name: /Cuotas/ })).toBeNull();
  });
});
