import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './Button.tsx';

describe('Button', () => {
  it('is a button named by its label and fires onPress on click', async () => {
    const onPress = vi.fn();
    render(<Button onPress={onPress}>Invertir</Button>);
    await userEvent.click(screen.getByRole('button', { name: 'Invertir' }));
    expect(onPress).toHaveBeenCalledTimes(1);
  });

  it('works from the keyboard alone: Tab, then Enter or Space', async () => {
    const onPress = vi.fn();
    render(<Button onPress={onPress}>Continuar</Button>);
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Continuar' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    expect(onPress).toHaveBeenCalledTimes(2);
  });

  it('does nothing and says so when disabled', async () => {
    const onPress = vi.fn();
    render(
      <Button onPress={onPress} isDisabled>
        Firmar
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Firmar' });
    expect(button).toBeDisabled();
    await userEvent.click(button);
    expect(onPress).not.toHaveBeenCalled();
  });

  it('while pending keeps focus, shows the pending label and ignores presses', async () => {
    const onPress = vi.fn();
    render(
      <Button onPress={onPress} isPending pendingLabel="Guardando datos...">
        Guardar
      </Button>,
    );
    const button = screen.getByRole('button', { name: /Guardando datos/ });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    expect(onPress).not.toHaveBeenCalled();
  });

  it('keeps a decorative icon out of the accessible name', () => {
    render(<Button icon={<svg aria-hidden="true" data-testid="icon" />}>Descargar</Button>);
    expect(screen.getByRole('button')).toHaveAccessibleName('Descargar');
    expect(screen.getByTestId('icon')).toBeInTheDocument();
  });
});
