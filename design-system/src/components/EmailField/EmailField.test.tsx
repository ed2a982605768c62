import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { fieldControllerProps } from '../Field/field-controller.ts';
import { describe, expect, it, vi } from 'vitest';
import { EmailField } from './EmailField.tsx';

describe('EmailField', () => {
  it('is an e-mail input named by its label, with e-mail autofill', () => {
    render(
      <EmailField label="Correo electrónico" isRequired description="Le enviaremos avisos." />,
    );
    const input = screen.getByRole('textbox', { name: 'Correo electrónico' });
    expect(input).toHaveAttribute('type', 'email');
    expect(input).toHaveAttribute('autocomplete', 'email');
    expect(input).toBeRequired();
    expect(input).toHaveAccessibleDescription('Le enviaremos avisos.');
  });

  it('says Este campo es requerido when left empty, from the keyboard alone', async () => {
    render(<EmailField label="Correo electrónico" isRequired />);
    await userEvent.tab();
    await userEvent.tab();
    const input = screen.getByRole('textbox', { name: 'Correo electrónico' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Este campo es requerido');
  });

  it('applies the kit e-mail rule and clears the error once fixed', async () => {
    render(<EmailField label="Correo electrónico" />);
    const input = screen.getByRole('textbox', { name: 'Correo electrónico Opcional' });
    await userEvent.type(input, 'camila@correo');
    await userEvent.tab();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Debe ingresar entre 3 y 254 caracteres válidos');
    await userEvent.type(input, '.cl');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('shows only the masked e-mail while obfuscated, never the real value', () => {
    const { container } = render(
      <EmailField label="Correo electrónico" obfuscated defaultValue="juan.perez@gmail.com" />,
    );
    const input = screen.getByRole('textbox', { name: 'Correo electrónico Opcional' });
    expect(input).toHaveValue('jua***@g***.com');
    expect(input).toHaveAttribute('readonly');
    expect(input).toHaveAccessibleDescription(
      'Por su seguridad, se muestra solo una parte de su correo.',
    );
    expect(container.innerHTML).not.toContain('juan.perez');
    expect(container.innerHTML).not.toContain('gmail');
  });

  it('Modificar swaps the mask for an empty focused field and clears the value, by keyboard', async () => {
    const onChange = vi.fn();
    function Controlled() {
      const [value, setValue] = useState('juan.perez@gmail.com');
      return (
        <EmailField
          label="Correo electrónico"
          obfuscated
          value={value}
          onChange={(next) => {
            setValue(next);
            onChange(next);
          }}
        />
      );
    }
    render(<Controlled />);
    await userEvent.tab();
    await userEvent.tab();
    const modify = screen.getByRole('button', { name: 'Modificar Correo electrónico' });
    expect(modify).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('');
    const input = screen.getByRole('textbox', { name: 'Correo electrónico Opcional' });
    expect(input).toHaveFocus();
    expect(input).toHaveValue('');
    expect(input).not.toHaveAttribute('readonly');
    await userEvent.keyboard('camila@correo.cl');
    expect(onChange).toHaveBeenLastCalledWith('camila@correo.cl');
  });

  it('shows an empty obfuscated field as a normal editable field', () => {
    render(<EmailField label="Correo electrónico" obfuscated />);
    expect(screen.queryByRole('button', { name: /Modificar/ })).not.toBeInTheDocument();
    expect(
      screen.getByRole('textbox', { name: 'Correo electrónico Opcional' }),
    ).not.toHaveAttribute('readonly');
  });

  it('works through react-hook-form, obfuscated, until Modificar', async () => {
    const onSubmit = vi.fn();
    function Form() {
      const { control, handleSubmit } = useForm({
        defaultValues: { email: 'juan.perez@gmail.com' },
      });
      return (
        <form onSubmit={handleSubmit((data) => onSubmit(data))}>
          <Controller
            name="email"
            control={control}
            rules={{ required: 'Este campo es requerido' }}
            render={(c) => (
              <EmailField
                label="Correo electrónico"
                obfuscated
                isRequired
                {...fieldControllerProps(c)}
              />
            )}
          />
          <button type="submit">Enviar</button>
        </form>
      );
    }
    render(<Form />);
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(onSubmit).toHaveBeenLastCalledWith({ email: 'juan.perez@gmail.com' });
    await userEvent.click(screen.getByRole('button', { name: 'Modificar Correo electrónico' }));
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    const input = screen.getByRole('textbox', { name: 'Correo electrónico' });
    expect(input).toHaveAccessibleDescription('Este campo es requerido');
    expect(input).toHaveFocus();
    await userEvent.keyboard('camila@correo.cl');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(onSubmit).toHaveBeenLastCalledWith({ email: 'camila@correo.cl' });
  });
});
