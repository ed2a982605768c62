import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Toggle } from './Toggle.tsx';

// React Aria's first render and userEvent typing are slow in jsdom when the whole suite runs.
describe('Toggle', { timeout: 20_000 }, () => {
  it('single-label mode: a switch named by its label, described by help', () => {
    render(
      <Toggle label="Recibir cartola por correo" description="Se envía el día 5 de cada mes." />,
    );
    const toggle = screen.getByRole('switch', { name: 'Recibir cartola por correo Opcional' });
    expect(toggle).not.toBeChecked();
    expect(toggle).toHaveAccessibleDescription('Se envía el día 5 de cada mes.');
  });

  it('toggle-label mode: named by the question, not by the side texts', async () => {
    const onChange = vi.fn();
    render(
      <Toggle
        mode="toggle-label"
        label="¿Es usted persona expuesta políticamente?"
        isRequired
        onChange={onChange}
      />,
    );
    const toggle = screen.getByRole('switch', {
      name: '¿Es usted persona expuesta políticamente?',
    });
    expect(screen.getByText('No')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByText('Si')).toHaveAttribute('aria-hidden', 'true');
    await userEvent.tab();
    expect(toggle).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(toggle).toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith(true);
  });

  it('required means on: Este campo es requerido when left off', async () => {
    render(<Toggle label="Acepto las condiciones" isRequired />);
    const toggle = screen.getByRole('switch', { name: 'Acepto las condiciones' });
    expect(toggle).toBeRequired();
    await userEvent.tab();
    await userEvent.keyboard('  ');
    await userEvent.tab();
    expect(toggle).toHaveAttribute('aria-invalid', 'true');
    expect(toggle).toHaveAccessibleDescription('Este campo es requerido');
  });

  it('does not change when disabled or read-only', async () => {
    const onChange = vi.fn();
    render(
      <>
        <Toggle label="A" isDisabled onChange={onChange} />
        <Toggle label="B" isReadOnly defaultValue onChange={onChange} />
      </>,
    );
    await userEvent.click(screen.getByRole('switch', { name: 'A Opcional' }));
    await userEvent.click(screen.getByRole('switch', { name: 'B Opcional' }));
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('switch', { name: 'B Opcional' })).toBeChecked();
  });
});
