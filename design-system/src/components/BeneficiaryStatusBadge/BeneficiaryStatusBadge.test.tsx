import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BeneficiaryStatusBadge, beneficiaryStatusLabel } from './BeneficiaryStatusBadge.tsx';

describe('BeneficiaryStatusBadge', () => {
  it.each([
    [1, 'Aprobado'],
    [3, 'Pendiente de aprobación'],
    [4, 'Bloqueado por el usuario'],
    [5, 'Alertado por cumplimiento'],
    [6, 'Bloqueado por cumplimiento'],
    [7, 'Eliminado'],
    [8, 'Bloqueado por país'],
    [9, 'Bloqueado por cumplimiento normativo'],
  ])('status %i reads "Estado: %s"', (id, label) => {
    const { container } = render(<BeneficiaryStatusBadge statusId={id} />);
    expect(container).toHaveTextContent(`Estado: ${label}`);
    expect(screen.getByText(label)).toBeVisible();
  });

  it('always pairs the tone with an icon', () => {
    const { container } = render(<BeneficiaryStatusBadge statusId={6} />);
    expect(container.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
  });

  it('unknown ids and an empty prefix', () => {
    expect(beneficiaryStatusLabel(2)).toBe('Estado no disponible');
    const { container } = render(<BeneficiaryStatusBadge statusId={1} prefix="" />);
    expect(container).toHaveTextContent(/^Aprobado$/);
  });
});
