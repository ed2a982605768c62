import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { sampleHoldings, sampleTotals, sampleUsdRate } from '../private/sample-portfolio.ts';
import { HoldingsTable } from './HoldingsTable.tsx';

const table = () => within(screen.getByRole('table', { name: 'Mis Fondos' }));
const footerRow = (label: string) => table().getByRole('rowheader', { name: label }).closest('tr')!;

describe('HoldingsTable', () => {
  it('shows units and quota values with 4 decimals and balances in their currency', () => {
    render(<HoldingsTable holdings={sampleHoldings} />);
    const row = table().getByRole('rowheader', { name: 'Fondo Mutuo Global Equity Dólar' });
    const cells = row.closest('tr')!;
    expect(cells).toHaveTextContent('48,2133');
    expect(cells).toHaveTextContent('US$ 152,3418');
    expect(cells).toHaveTextContent('US$ 7.344,90');
    expect(cells).toHaveTextContent('+11,62 %');
  });

  it('sums each currency and the consolidated total in pesos to the peso', () => {
    render(<HoldingsTable holdings={sampleHoldings} usdRate={sampleUsdRate} />);
    expect(footerRow('Total en pesos')).toHaveTextContent('$ 41.635.098');
    expect(footerRow('Total en pesos')).toHaveTextContent('+$ 1.284.607');
    expect(footerRow('Total en dólares')).toHaveTextContent('US$ 17.954,94');
    expect(footerRow('Total en dólares')).toHaveTextContent('+US$ 1.078,66');
    expect(footerRow('Total consolidado en pesos')).toHaveTextContent('$ 58.608.262');
    expect(sampleTotals.totalClp).toBe(58608262);
    expect(
      screen.getByText(/convertidos al dólar observado del 20\/11\/2026 \(\$ 945,32\)/),
    ).toBeInTheDocument();
  });

  it('signs a loss and says it without colour', () => {
    render(<HoldingsTable holdings={sampleHoldings} />);
    const row = table().getByRole('rowheader', { name: 'Fondo Mutuo Acciones Chilenas' });
    expect(row.closest('tr')).toHaveTextContent('\u2212$ 253.445');
    expect(row.closest('tr')).toHaveTextContent('\u22122,41 %');
  });

  it('has no consolidated row when every holding is in pesos', () => {
    render(<HoldingsTable holdings={sampleHoldings.filter((h) => h.currency === 'CLP')} />);
    expect(table().queryByRole('rowheader', { name: 'Total consolidado en pesos' })).toBeNull();
    expect(footerRow('Total en pesos')).toHaveTextContent('$ 41.635.098');
  });

  it('sorts by Saldo across currencies by the value in pesos', async () => {
    render(<HoldingsTable holdings={sampleHoldings} />);
    await userEvent.click(table().getByRole('button', { name: 'Saldo' }));
    const names = table()
      .getAllByRole('rowheader')
      .map((cell) => cell.textContent);
    expect(names.slice(0, 3)).toEqual([
      'Fondo Mutuo Money Market',
      'Fondo Mutuo Global Equity Dólar',
      'Fondo Mutuo Renta Internacional',
    ]);
    expect(names.at(-1)).toBe('Total consolidado en pesos');
  });

  it('links each fund to the href the portal gives', () => {
    render(<HoldingsTable holdings={sampleHoldings} getFundHref={(h) => `/fondo/${h.id}`} />);
    expect(table().getByRole('link', { name: 'Fondo Mutuo Money Market' })).toHaveAttribute(
      'href',
      '/fondo/mm-a-1001',
    );
  });

  it('shows the spec’s text when empty and retries a failed load', async () => {
    const onRetry = vi.fn();
    const { rerender } = render(<HoldingsTable holdings={[]} />);
    expect(
      table().getByText('Estimado cliente: no se encuentra información para su búsqueda.'),
    ).toBeInTheDocument();
    rerender(<HoldingsTable holdings={[]} hasError onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('No fue posible acceder');
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('states the totals before the rows, so a phone shows them on its first screen', () => {
    render(<HoldingsTable holdings={sampleHoldings} usdRate={sampleUsdRate} />);
    const region = screen.getByRole('region', { name: 'Mis Fondos' });
    const consolidated = within(region)
      .getAllByText('$ 58.608.262')
      .find((element) => !element.closest('table'));
    expect(consolidated).toBeDefined();
    const firstRow = table().getByRole('rowheader', { name: 'Fondo Mutuo Global Equity Dólar' });
    // Before every holding in reading order (a screen reader and a phone's cards alike).
    expect(
      consolidated!.compareDocumentPosition(firstRow) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    expect(consolidated!.previousElementSibling).toHaveTextContent('Total consolidado en pesos');
  });
});
