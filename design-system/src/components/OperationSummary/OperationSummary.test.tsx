import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OperationSummary } from './OperationSummary.tsx';

const rows = [
  { id: 'fund', term: 'Fondo', value: 'Fondo Mutuo Renta Chile' },
  { id: 'quotas', term: 'Cuotas estimadas', value: '203,4633' },
];

describe('OperationSummary', () => {
  it('is a region named by its heading, with the amount and the rows as term and value', () => {
    render(
      <OperationSummary
        title="Confirme su inversión"
        amount={{ label: 'Monto a invertir', value: 250000, currency: 'CLP' }}
        rows={rows}
      />,
    );
    const region = screen.getByRole('region', { name: 'Confirme su inversión' });
    expect(
      within(region).getByRole('heading', { level: 2, name: 'Confirme su inversión' }),
    ).toBeVisible();
    const amountTerm = within(region).getByText('Monto a invertir');
    expect(amountTerm.tagName).toBe('DT');
    expect(amountTerm.nextElementSibling).toHaveTextContent('$ 250.000');
    expect(amountTerm.nextElementSibling?.tagName).toBe('DD');
    const fund = within(region).getByText('Fondo');
    expect(fund.tagName).toBe('DT');
    expect(fund.nextElementSibling).toHaveTextContent('Fondo Mutuo Renta Chile');
    expect(within(region).getByText('Cuotas estimadas').nextElementSibling).toHaveTextContent(
      '203,4633',
    );
  });

  it('formats dollars and euros with their symbol and decimals', () => {
    render(
      <>
        <OperationSummary
          title="Inversión en dólares"
          amount={{ label: 'Monto a invertir', value: 1234.56, currency: 'USD' }}
          rows={rows}
        />
        <OperationSummary
          title="Rescate en euros"
          titleLevel={3}
          amount={{ label: 'Monto a rescatar', value: 980.25, currency: 'EUR' }}
          rows={[]}
        />
      </>,
    );
    const usd = screen.getByRole('region', { name: 'Inversión en dólares' });
    expect(within(usd).getByText('Monto a invertir').nextElementSibling).toHaveTextContent(
      'US$ 1.234,56',
    );
    const eur = screen.getByRole('region', { name: 'Rescate en euros' });
    expect(within(eur).getByRole('heading', { level: 3 })).toBeVisible();
    expect(within(eur).getByText('Monto a rescatar').nextElementSibling).toHaveTextContent(
      'EUR 980,25',
    );
  });

  it('shows its notices after the rows', () => {
    render(
      <OperationSummary
        title="Confirme su inversión"
        amount={{ label: 'Monto a invertir', value: 250000, currency: 'CLP' }}
        rows={rows}
      >
        <p>Fuera de horario: se procesa el día hábil siguiente.</p>
      </OperationSummary>,
    );
    const notice = screen.getByText('Fuera de horario: se procesa el día hábil siguiente.');
    expect(
      screen.getByText('Cuotas estimadas').compareDocumentPosition(notice) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });
});
