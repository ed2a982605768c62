import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AllocationChart } from './AllocationChart.tsx';
import { allocationTotal, byAssetClass, byFund, composition } from './AllocationChart.sample.ts';
import { toParts } from './allocation.ts';

const title = 'Distribución por tipo de activo';
const table = () => within(screen.getByRole('table', { name: title }));

describe('toParts', () => {
  it('gives shares that add to exactly 100,0 % by the largest remainder', () => {
    const parts = toParts(
      [
        { id: 'a', label: 'A', amount: 1 },
        { id: 'b', label: 'B', amount: 1 },
        { id: 'c', label: 'C', amount: 1 },
      ],
      'CLP',
      8,
      'Otros',
    );
    expect(parts.map((part) => part.permille)).toEqual([334, 333, 333]);
  });

  it('groups beyond the limit as Otros, never an Otros of one slice, and drops zeros', () => {
    const nine = byFund.slice(0, 9);
    expect(toParts(nine, 'CLP', 8, 'Otros')).toHaveLength(9);
    const parts = toParts([...byFund, { id: 'z', label: 'Cero', amount: 0 }], 'CLP', 8, 'Otros');
    expect(parts).toHaveLength(9);
    expect(parts.at(-1)).toMatchObject({ id: 'otros', minor: 3500000, members: expect.any(Array) });
    expect(parts.at(-1)!.members).toHaveLength(4);
  });
});

describe('AllocationChart', () => {
  it('lists each slice largest first with its amount and share, and a total that adds up', () => {
    render(<AllocationChart title={title} slices={byAssetClass} />);
    const rows = table().getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Renta fija nacional$ 13.758.64923,5 %');
    expect(rows.at(-1)).toHaveTextContent('Total$ 58.608.262100,0 %');
    const sum = byAssetClass.reduce((total, slice) => total + slice.amount, 0);
    expect(sum).toBe(allocationTotal);
  });

  it('shows a composition given in shares without an amount column', () => {
    render(<AllocationChart title="Composición" slices={composition} measure="share" />);
    const rows = within(screen.getByRole('table', { name: 'Composición' })).getAllByRole('row');
    expect(rows[0]).toHaveTextContent('Porcentaje');
    expect(rows[0]).not.toHaveTextContent('Monto');
    expect(rows[1]).toHaveTextContent('Bonos de gobierno41,3 %');
    expect(rows.at(-1)).toHaveTextContent('Total100,0 %');
    expect(screen.queryByText(/\$/)).not.toBeInTheDocument();
  });

  it('names the chart with every slice and its share', () => {
    render(<AllocationChart title={title} slices={byAssetClass} />);
    expect(screen.getByRole('img')).toHaveAccessibleName(
      `${title}: Renta fija nacional 23,5\u00a0%, Balanceado 22,7\u00a0%, Renta variable nacional 17,5\u00a0%, Renta fija internacional 17,1\u00a0%, Renta variable internacional 11,8\u00a0%, Money market 7,4\u00a0%`,
    );
  });

  it('gives each slice its own fill, and the legend swatch the same one', () => {
    const { container } = render(<AllocationChart title={title} slices={byFund} />);
    const fills = [...container.querySelectorAll('[data-slice]')].map((path) =>
      path.getAttribute('fill'),
    );
    expect(new Set(fills).size).toBe(fills.length);
    const swatches = [...container.querySelectorAll('tbody rect')].map((rect) =>
      rect.getAttribute('fill'),
    );
    expect(swatches).toEqual(fills);
  });

  it('brings a slice forward while its row is pointed at', async () => {
    const { container } = render(<AllocationChart title={title} slices={byAssetClass} />);
    await userEvent.hover(table().getByRole('rowheader', { name: /^Balanceado/ }));
    expect(container.querySelector('[data-slice="balanceado"]')).toHaveAttribute('data-active');
    expect(container.querySelector('[data-slice="money-market"]')).not.toHaveAttribute(
      'data-active',
    );
  });

  it('shows the spec’s empty text, announces loading and retries a failed load', async () => {
    const onRetry = vi.fn();
    const { rerender } = render(<AllocationChart title={title} slices={[]} />);
    expect(
      screen.getByText('Estimado cliente: no se encuentra información para su búsqueda.'),
    ).toBeInTheDocument();
    rerender(<AllocationChart title={title} slices={byAssetClass} isLoading />);
    expect(screen.getByRole('status')).toHaveTextContent('Cargando...');
    expect(screen.queryByRole('table')).toBeNull();
    rerender(<AllocationChart title={title} slices={byAssetClass} hasError onRetry={onRetry} />);
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
