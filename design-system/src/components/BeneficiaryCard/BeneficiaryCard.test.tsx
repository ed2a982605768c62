import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../Button/index.ts';
import { BeneficiaryCard } from './BeneficiaryCard.tsx';
import { sampleBeneficiaries } from './sample-data.ts';

const [approved, pending, blocked] = sampleBeneficiaries as [
  (typeof sampleBeneficiaries)[0],
  (typeof sampleBeneficiaries)[0],
  (typeof sampleBeneficiaries)[0],
];

describe('BeneficiaryCard', () => {
  it('an article named by the full name, with status, alias and the bank', () => {
    render(<BeneficiaryCard beneficiary={approved} currencyLabel="Dólar estadounidense (USD)" />);
    const card = screen.getByRole('article', { name: 'María José Fernández Soto' });
    expect(card).toHaveTextContent('Estado: Aprobado');
    expect(card).toHaveTextContent('Alias: Hija Miami');
    expect(card).toHaveTextContent('Dólar estadounidense (USD)');
    expect(
      within(card).getByRole('heading', { level: 3, name: 'Banco del beneficiario' }),
    ).toBeVisible();
    expect(card).toHaveTextContent('BOFAUS3N');
    expect(card).toHaveTextContent('026009593');
    expect(card).toHaveTextContent('Miami');
  });

  it("names each bank's country from its ISO code when told how", () => {
    const iso = {
      ...pending,
      Bank: { ...pending.Bank, Country: 'DE' },
      IntermediaryBank: pending.IntermediaryBank && { ...pending.IntermediaryBank, Country: 'US' },
    };
    const names: Record<string, string> = { DE: 'Alemania', US: 'Estados Unidos' };
    const { rerender } = render(<BeneficiaryCard beneficiary={iso} />);
    expect(screen.getByText('DE')).toBeVisible();
    rerender(<BeneficiaryCard beneficiary={iso} countryName={(code) => names[code] ?? code} />);
    expect(screen.queryByText('DE')).toBeNull();
    expect(screen.getAllByText('Alemania')).toHaveLength(2);
    expect(screen.getAllByText('Estados Unidos').length).toBeGreaterThan(0);
  });

  it('masks the account by default and reads its end', () => {
    const { rerender } = render(<BeneficiaryCard beneficiary={approved} />);
    expect(screen.getByText('•••• 6789')).toBeVisible();
    expect(screen.getByText('terminada en 6789')).toBeInTheDocument();
    expect(screen.queryByText('483012346789')).toBeNull();
    rerender(<BeneficiaryCard beneficiary={approved} maskAccount={false} />);
    expect(screen.getByText('483012346789')).toBeVisible();
  });

  it('shows the intermediary bank only when there is one; skips an absent ABA', () => {
    const { rerender } = render(<BeneficiaryCard beneficiary={approved} />);
    expect(screen.queryByRole('heading', { name: 'Banco intermediario' })).toBeNull();
    rerender(<BeneficiaryCard beneficiary={pending} />);
    const middle = screen.getByRole('heading', { name: 'Banco intermediario' });
    expect(middle).toBeVisible();
    expect(screen.getByText('JPMorgan Chase Bank')).toBeVisible();
    // Deutsche Bank has no ABA: only the intermediary's ABA is listed.
    expect(screen.getAllByText('Código ABA')).toHaveLength(1);
  });

  it('says "No informado" for missing personal data and masks e-mail on request', () => {
    const { rerender } = render(<BeneficiaryCard beneficiary={blocked} />);
    expect(screen.getAllByText('No informado')).toHaveLength(1);
    expect(screen.getByRole('article')).toHaveTextContent('Estado: Bloqueado por cumplimiento');
    rerender(<BeneficiaryCard beneficiary={approved} maskEmail />);
    expect(screen.getByText('mjf***@g***.com')).toBeVisible();
  });

  it('renders the given actions in the footer', async () => {
    const onEdit = vi.fn();
    render(
      <BeneficiaryCard
        beneficiary={approved}
        actions={<Button onPress={onEdit}>Editar a María José Fernández Soto</Button>}
      />,
    );
    await userEvent.click(
      screen.getByRole('button', { name: 'Editar a María José Fernández Soto' }),
    );
    expect(onEdit).toHaveBeenCalledTimes(1);
  });
});
