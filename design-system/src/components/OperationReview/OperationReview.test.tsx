import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OperationReview } from './OperationReview.tsx';

describe('OperationReview', () => {
  it('puts the summary first and the decision in a named group after it', () => {
    render(
      <OperationReview
        summary={<p>Monto a invertir $ 300.000</p>}
        decision={<button type="button">Confirmar</button>}
        decisionLabel="Confirmación de la inversión"
      />,
    );
    const group = screen.getByRole('group', { name: 'Confirmación de la inversión' });
    expect(within(group).getByRole('button', { name: 'Confirmar' })).toBeVisible();
    const summary = screen.getByText('Monto a invertir $ 300.000');
    expect(summary.compareDocumentPosition(group) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(group).queryByText(/Monto a invertir/)).toBeNull();
  });
});
