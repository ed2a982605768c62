import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BalanceSummary, type BalanceTotal } from './BalanceSummary.tsx';

const totals: BalanceTotal[] = [
  { currency: 'CLP', balance: 1234567, result: 84500 },
  { currency: 'USD', balance: 1234.56, result: -56.78 },
];

/** The dd that follows the dt with this text. */
function valueOf(term: string): HTMLElement {
  const dd = screen.getByText(term, { selector: 'dt' }).nextElementSibling;
  if (!(dd instanceof HTMLElement)) throw new Error(`no value for ${term}`);
  return dd;
}

describe('BalanceSummary', () => {
  it('is a region named by its title, with the date of the balances', () => {
    render(<BalanceSummary totals={totals} date="2026-11-20" />);
    const region = screen.getByRole('region', { name: 'Resumen de saldos' });
    expect(within(region).getByText('Saldos al 20/11/2026')).toBeInTheDocument();
  });

  it('shows each currency total in its es-CL format', () => {
    render(<BalanceSummary totals={totals} />);
    expect(valueOf('Saldo total en pesos')).toHaveTextContent('$ 1.234.567');
    expect(valueOf('Saldo total en dólares')).toHaveTextContent('US$ 1.234,56');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });

  it('names a gain and a loss in words and signs them', () => {
    render(<BalanceSummary totals={totals} />);
    expect(valueOf('Ganancia')).toHaveTextContent('+$ 84.500');
    expect(valueOf('Pérdida')).toHaveTextContent('\u2212US$ 56,78');
  });

  it('calls a zero result Resultado, without a sign', () => {
    render(<BalanceSummary totals={[{ currency: 'CLP', balance: 500000, result: 0 }]} />);
    expect(valueOf('Resultado')).toHaveTextContent(/^\$ 0$/);
  });

  it('shows the spec’s text when there are no balances', () => {
    render(<BalanceSummary totals={[]} />);
    expect(
      screen.getByText('Estimado cliente: no se encuentra información para su búsqueda.'),
    ).toBeInTheDocument();
  });

  it('announces loading and hides the totals', () => {
    render(<BalanceSummary totals={totals} isLoading />);
    expect(screen.getByRole('status')).toHaveTextContent('Cargando...');
    expect(screen.queryByText('$ 1.234.567')).not.toBeInTheDocument();
  });

  it('announces a failed load and retries from the keyboard', async () => {
    const onRetry = vi.fn();
    render(<BalanceSummary totals={totals} hasError onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'No fue posible acceder a la información solicitada. Por favor, reintente en unos instantes.',
    );
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
