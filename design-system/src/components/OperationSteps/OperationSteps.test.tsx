import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OperationSteps } from './OperationSteps.tsx';

describe('OperationSteps', () => {
  it('is the named flow stepper: steps before the current completed, after it pending', () => {
    render(<OperationSteps current="confirm" />);
    const nav = screen.getByRole('navigation', { name: 'Pasos de la operación' });
    const items = within(nav).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      'Datos, completado',
      '2Confirmación, paso actual',
      '3Comprobante, pendiente',
    ]);
    expect(items[1]).toHaveAttribute('aria-current', 'step');
    expect(items.filter((li) => li.hasAttribute('aria-current'))).toHaveLength(1);
  });

  it('marks the first step current at the start and every earlier one done at the voucher', () => {
    const { rerender } = render(<OperationSteps current="data" />);
    const states = () => screen.getAllByRole('listitem').map((li) => li.getAttribute('data-state'));
    expect(states()).toEqual(['current', 'remaining', 'remaining']);
    rerender(<OperationSteps current="voucher" />);
    expect(states()).toEqual(['completed', 'completed', 'current']);
  });

  it('takes its own captions and landmark name, keeping the defaults for the rest', () => {
    render(
      <OperationSteps
        current="data"
        captions={{ data: 'Monto a rescatar' }}
        aria-label="Pasos del rescate"
      />,
    );
    const nav = screen.getByRole('navigation', { name: 'Pasos del rescate' });
    expect(
      within(nav)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      '1Monto a rescatar, paso actual',
      '2Confirmación, pendiente',
      '3Comprobante, pendiente',
    ]);
  });
});
