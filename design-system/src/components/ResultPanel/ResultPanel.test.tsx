import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../Button/index.ts';
import { ResultPanel } from './ResultPanel.tsx';

describe('ResultPanel', () => {
  it('ok: announces the saved text and continues from the focused button', async () => {
    const onContinue = vi.fn();
    render(<ResultPanel status="ok" onContinue={onContinue} />);
    expect(screen.getByRole('status')).toHaveTextContent('Los datos se han guardado con éxito.');
    const next = screen.getByRole('button', { name: 'Continuar' });
    expect(next).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onContinue).toHaveBeenCalledTimes(1);
  });

  it('error: shows the given message as an alert and offers Reintentar while allowed', async () => {
    const onRetry = vi.fn();
    render(
      <ResultPanel
        status="error"
        message="La versión del formulario cambió. Recargue la página."
        canRetry
        onRetry={onRetry}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'La versión del formulario cambió. Recargue la página.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('error without retries left: no Reintentar, the default text and the way out', () => {
    render(
      <ResultPanel
        status="error"
        onRetry={() => {}}
        secondaryAction={<Button variant="secondary">Volver al paso</Button>}
      />,
    );
    expect(screen.queryByRole('button', { name: 'Reintentar' })).toBeNull();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Ha ocurrido un error, por favor intente más tarde...',
    );
    expect(screen.getByRole('button', { name: 'Volver al paso' })).toBeInTheDocument();
  });
});
