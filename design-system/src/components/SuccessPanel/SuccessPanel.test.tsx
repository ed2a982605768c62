import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SuccessPanel } from './SuccessPanel.tsx';

describe('SuccessPanel', () => {
  it('announces the success and finishes from its focused action', async () => {
    const onAction = vi.fn();
    render(
      <SuccessPanel title="Datos actualizados" onAction={onAction}>
        Sus datos personales quedaron registrados.
      </SuccessPanel>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Datos actualizados');
    expect(screen.getByRole('status')).toHaveTextContent(
      'Sus datos personales quedaron registrados.',
    );
    const finish = screen.getByRole('button', { name: 'Finalizar' });
    expect(finish).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onAction).toHaveBeenCalledTimes(1);
  });

  it('uses the default title and no action when none is given', () => {
    render(<SuccessPanel />);
    expect(screen.getByRole('heading', { name: 'Proceso finalizado' })).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
