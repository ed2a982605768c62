import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TransferStatusBadge, transferStatusLabel } from './TransferStatusBadge.tsx';

describe('TransferStatusBadge', () => {
  it.each([
    [1, 'Ingresada'],
    [2, 'Rechazada por el usuario'],
    [3, 'Pendiente de aprobación'],
    [4, 'Alerta de cumplimiento'],
    [5, 'Bloqueada por cumplimiento'],
    [6, 'Ejecutada'],
    [7, 'Rechazada por el banco'],
  ])('status %i reads "Estado: %s" with an icon', (id, label) => {
    const { container } = render(<TransferStatusBadge statusId={id} />);
    expect(container).toHaveTextContent(`Estado: ${label}`);
    expect(screen.getByText(label)).toBeVisible();
    expect(container.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
  });

  it('an unknown id is named as such', () => {
    expect(transferStatusLabel(0)).toBe('Estado no disponible');
    render(<TransferStatusBadge statusId={8} prefix="" />);
    expect(screen.getByText('Estado no disponible')).toBeVisible();
  });
});
