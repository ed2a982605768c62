import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  PayTransactionStatusBadge,
  payTransactionStatusIds,
  payTransactionStatusLabel,
} from './PayTransactionStatusBadge.tsx';

describe('PayTransactionStatusBadge', () => {
  it.each([
    [1, 'Pendiente'],
    [2, 'Pendiente de liquidación por Tesorería'],
    [3, 'Pendiente de liquidación automática'],
    [4, 'Abonada por Tesorería'],
    [5, 'Abonada por el banco'],
    [6, 'Rechazada por Tesorería'],
    [7, 'Rechazada por el banco'],
    [8, 'Anulada'],
  ])('status %i reads "Estado: %s" with an icon', (id, label) => {
    const { container } = render(<PayTransactionStatusBadge statusId={id} />);
    expect(container).toHaveTextContent(`Estado: ${label}`);
    expect(screen.getByText(label)).toBeVisible();
    expect(screen.getByText(label)).toHaveAttribute('data-status', String(id));
    expect(container.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
  });

  it('lists the statuses 1 to 8, not the filter’s 0', () => {
    expect(payTransactionStatusIds).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it('an unknown id is named as such; the prefix can be left out under a column header', () => {
    expect(payTransactionStatusLabel(0)).toBe('Estado no disponible');
    const { container } = render(<PayTransactionStatusBadge statusId={9} prefix="" />);
    expect(screen.getByText('Estado no disponible')).toBeVisible();
    expect(container).not.toHaveTextContent('Estado: ');
  });
});
