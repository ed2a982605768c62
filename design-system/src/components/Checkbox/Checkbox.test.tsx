import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Checkbox } from './Checkbox.tsx';

// React Aria's first render and userEvent typing are slow in jsdom when the whole suite runs.
describe('Checkbox', { timeout: 20_000 }, () => {
  it('is named by its label, marked required and described by help and description', () => {
    render(
      <Checkbox
        label="Acepto recibir información comercial"
        isRequired
        help="Vea la <b>política</b>"
        description="Puede cambiarlo cuando quiera."
      />,
    );
    const box = screen.getByRole('checkbox', { name: 'Acepto recibir información comercial' });
    expect(box).toBeRequired();
    expect(box).toHaveAccessibleDescription('Vea la política Puede cambiarlo cuando quiera.');
    expect(screen.getByText('(*)')).toHaveAttribute('aria-hidden', 'true');
  });

  it('labels a checkbox that is not required as Opcional', () => {
    render(<Checkbox label="Deseo recibir novedades" />);
    expect(
      screen.getByRole('checkbox', { name: 'Deseo recibir novedades Opcional' }),
    ).not.toBeRequired();
  });

  it('toggles with Space and says Este campo es requerido when left unticked', async () => {
    const onChange = vi.fn();
    render(<Checkbox label="Declaro ser residente en Chile" isRequired onChange={onChange} />);
    const box = screen.getByRole('checkbox', { name: 'Declaro ser residente en Chile' });
    await userEvent.tab();
    expect(box).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(box).toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard(' ');
    expect(box).not.toBeChecked();
    await userEvent.tab();
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('Este campo es requerido');
    await userEvent.click(box);
    expect(box).not.toHaveAttribute('aria-invalid');
  });

  it('shows the form error and cannot be changed when read-only or disabled', async () => {
    const onChange = vi.fn();
    render(
      <>
        <Checkbox label="Solo lectura" defaultValue isReadOnly onChange={onChange} />
        <Checkbox label="Deshabilitado" isDisabled onChange={onChange} />
        <Checkbox label="Con error" isInvalid errorMessage="Datos ingresados inválidos" />
      </>,
    );
    await userEvent.click(screen.getByRole('checkbox', { name: 'Solo lectura Opcional' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Deshabilitado Opcional' }));
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('checkbox', { name: 'Solo lectura Opcional' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Deshabilitado Opcional' })).toBeDisabled();
    expect(
      screen.getByRole('checkbox', { name: 'Con error Opcional' }),
    ).toHaveAccessibleDescription('Datos ingresados inválidos');
  });

  it('drives other questions when controlled', async () => {
    function Form() {
      const [pep, setPep] = useState(false);
      return (
        <>
          <Checkbox label="Soy persona expuesta políticamente" value={pep} onChange={setPep} />
          {pep ? <p>Cargo que ocupa</p> : null}
        </>
      );
    }
    render(<Form />);
    expect(screen.queryByText('Cargo que ocupa')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox'));
    expect(screen.getByText('Cargo que ocupa')).toBeInTheDocument();
  });
});
