import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../Button/index.ts';
import { FundCard } from './FundCard.tsx';

/** The dd that follows the dt with this text, within `scope`. */
function valueOf(term: string, scope: HTMLElement = document.body): HTMLElement {
  const dt = within(scope).getByText(term, { selector: 'dt' });
  const dd = dt.nextElementSibling;
  if (!(dd instanceof HTMLElement) || dd.tagName !== 'DD') throw new Error(`no value for ${term}`);
  return dd;
}

const fund = {
  fundName: 'Fondo Mutuo Renta Chile',
  series: 'A',
  account: '12345-6',
  balance: 12345678,
  balanceDate: '2026-11-20',
  quotaValue: 1523.4521,
  quotas: 8103.2145,
  variation: 1.25,
};

describe('FundCard', () => {
  it('is an article named by the fund, with its series, account and CLP balance', () => {
    render(<FundCard {...fund} />);
    const card = screen.getByRole('article', { name: 'Fondo Mutuo Renta Chile' });
    expect(within(card).getByRole('heading', { level: 3 })).toHaveTextContent(
      'Fondo Mutuo Renta Chile',
    );
    expect(valueOf('Serie', card)).toHaveTextContent('A');
    expect(valueOf('Cuenta', card)).toHaveTextContent('12345-6');
    expect(valueOf('Saldo al 20/11/2026', card)).toHaveTextContent('$ 12.345.678');
    expect(valueOf('Valor cuota', card)).toHaveTextContent('$ 1.523,4521');
    expect(valueOf('Cuotas', card)).toHaveTextContent('8.103,2145');
  });

  it('says a rise with a plus sign and a word, not colour alone', () => {
    render(<FundCard {...fund} />);
    expect(valueOf('Variación')).toHaveTextContent('+1,25 %Alza');
  });

  it('says a fall with a minus sign and Baja, under the caller’s label', () => {
    render(<FundCard {...fund} variation={-0.84} variationLabel="Rentabilidad últimos 12 meses" />);
    expect(valueOf('Rentabilidad últimos 12 meses')).toHaveTextContent('\u22120,84 %Baja');
  });

  it('shows a USD fund in dollars with cents', () => {
    render(
      <FundCard
        fundName="Fondo Mutuo Dólar Global"
        series="I"
        account="99887-1"
        currency="USD"
        balance={1234.56}
        quotaValue={1.2345}
      />,
    );
    expect(valueOf('Saldo')).toHaveTextContent('US$ 1.234,56');
    expect(valueOf('Valor cuota')).toHaveTextContent('US$ 1,2345');
    expect(screen.queryByText('Variación')).not.toBeInTheDocument();
  });

  it('while loading, announces it and hides the figures', () => {
    render(<FundCard {...fund} isLoading />);
    expect(screen.getByRole('status')).toHaveTextContent('Cargando...');
    expect(screen.queryByText('$ 12.345.678')).not.toBeInTheDocument();
    expect(screen.getByRole('article')).toHaveAttribute('aria-busy', 'true');
  });

  it('offers its actions from the keyboard', async () => {
    const onInvest = vi.fn();
    render(<FundCard {...fund} actions={<Button onPress={onInvest}>Invertir</Button>} />);
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Invertir' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onInvest).toHaveBeenCalledOnce();
  });

  it('shows the risk level on the 1-7 scale and the currency when asked', () => {
    render(
      <FundCard
        fundName="Fondo Mutuo Global Equity Dólar"
        series="I"
        account="1001-3"
        currency="USD"
        balance={7344.9}
        riskLevel={6}
        showCurrency
      />,
    );
    const term = screen.getByText('Nivel de riesgo', { selector: 'dt' });
    expect(term.nextElementSibling).toHaveTextContent(/^6 de 7/);
    expect(screen.getByText('Moneda', { selector: 'dt' }).nextElementSibling).toHaveTextContent(
      'USD',
    );
  });

  it('adds neither risk nor currency when not given', () => {
    render(<FundCard fundName="Fondo" series="A" account="1" balance={1} />);
    expect(screen.queryByText('Nivel de riesgo')).toBeNull();
    expect(screen.queryByText('Moneda')).toBeNull();
  });
});
