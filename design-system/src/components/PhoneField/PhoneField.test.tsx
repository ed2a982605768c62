import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { fieldControllerProps } from '../Field/field-controller.ts';
import { PhoneField, type PhoneValue } from './PhoneField.tsx';
import { maskPhone } from './mask-phone.ts';

const prefixes = [
  { key: '56', value: '+56' },
  { key: '54', value: '+54' },
  { key: '51', value: '+51' },
];

describe('PhoneField', () => {
  it('is one group named by its label, with a labelled prefix and number', () => {
    render(
      <PhoneField label="Teléfono" prefixes={prefixes} isRequired description="Celular o fijo." />,
    );
    const group = screen.getByRole('group', { name: 'Teléfono' });
    expect(group).toHaveAccessibleDescription('Celular o fijo.');
    expect(within(group).getByRole('button', { name: /Código de país/ })).toBeInTheDocument();
    const number = within(group).getByRole('textbox', { name: 'Número' });
    expect(number).toBeRequired();
    expect(number).toHaveAccessibleDescription('Celular o fijo.');
  });

  it('labels an optional phone Opcional', () => {
    render(<PhoneField label="Teléfono fijo" prefixes={prefixes} />);
    expect(screen.getByRole('group', { name: 'Teléfono fijo Opcional' })).toBeInTheDocument();
  });

  it('is completed from the keyboard alone and gives { prefix, number }', async () => {
    const onChange = vi.fn();
    render(<PhoneField label="Teléfono" prefixes={prefixes} onChange={onChange} />);
    await userEvent.tab();
    expect(screen.getByRole('button', { name: /Código de país/ })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await screen.findByRole('listbox');
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['+56', '+54', '+51']);
    await userEvent.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith({ prefix: '56', number: '' });
    // The list closes and gives the focus back to its trigger before Tab moves on.
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /Código de país/ })).toHaveFocus(),
    );
    await userEvent.tab();
    expect(screen.getByRole('textbox', { name: 'Número' })).toHaveFocus();
    await userEvent.keyboard('9a8-7654 321');
    expect(onChange).toHaveBeenLastCalledWith({ prefix: '56', number: '987654321' });
    expect(screen.getByRole('textbox', { name: 'Número' })).toHaveValue('987654321');
  });

  it('keeps every digit of +56 9 8765 4321, typed or pasted, without its country code', async () => {
    const onChange = vi.fn();
    render(
      <PhoneField
        label="Teléfono"
        prefixes={prefixes}
        defaultValue={{ prefix: '56', number: '' }}
        onChange={onChange}
      />,
    );
    const number = screen.getByRole('textbox', { name: 'Número' });
    await userEvent.type(number, '+56 9 8765 4321');
    expect(number).toHaveValue('987654321');
    expect(onChange).toHaveBeenLastCalledWith({ prefix: '56', number: '987654321' });
    await userEvent.clear(number);
    await userEvent.click(number);
    await userEvent.paste('+56 9 8765 4321');
    expect(number).toHaveValue('987654321');
    await userEvent.tab();
    expect(number).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('keeps a digit too many and says the length is wrong', async () => {
    render(
      <PhoneField
        label="Teléfono"
        prefixes={prefixes}
        defaultValue={{ prefix: '56', number: '' }}
      />,
    );
    const number = screen.getByRole('textbox', { name: 'Número' });
    await userEvent.type(number, '9876543210');
    await userEvent.tab();
    expect(number).toHaveValue('9876543210');
    expect(number).toHaveAccessibleDescription('Ingrese un número de 9 dígitos');
  });

  it('says Este campo es requerido for the group once left empty', async () => {
    render(<PhoneField label="Teléfono" prefixes={prefixes} isRequired />);
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    const number = screen.getByRole('textbox', { name: 'Número' });
    expect(number).toHaveAttribute('aria-invalid', 'true');
    expect(number).toHaveAccessibleDescription('Este campo es requerido');
    expect(screen.getByRole('group', { name: 'Teléfono' })).toHaveAccessibleDescription(
      'Este campo es requerido',
    );
    expect(screen.getAllByText('Este campo es requerido')).toHaveLength(2);
  });

  it('asks for 9 digits and for the country code', async () => {
    render(<PhoneField label="Teléfono" prefixes={prefixes} />);
    const number = screen.getByRole('textbox', { name: 'Número' });
    await userEvent.type(number, '98765');
    await userEvent.tab();
    expect(number).toHaveAccessibleDescription('Ingrese un número de 9 dígitos');
    await userEvent.type(number, '4321');
    expect(number).toHaveAccessibleDescription('Seleccione el código de país');
  });

  it('masks all but the last 3 digits while obfuscated, never putting the number in the DOM', () => {
    const { container } = render(
      <PhoneField
        label="Teléfono"
        prefixes={prefixes}
        obfuscated
        defaultValue={{ prefix: '56', number: '987654321' }}
      />,
    );
    const shown = screen.getByRole('textbox', { name: 'Teléfono Opcional' });
    expect(shown).toHaveValue('+56 ******321');
    expect(shown).toHaveAttribute('readonly');
    expect(container.innerHTML).not.toContain('987654');
  });

  it('Modificar keeps the prefix and asks for a new number, by keyboard', async () => {
    const onChange = vi.fn();
    function Controlled() {
      const [value, setValue] = useState<PhoneValue>({ prefix: '56', number: '987654321' });
      return (
        <PhoneField
          label="Teléfono"
          prefixes={prefixes}
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
    expect(screen.getByRole('button', { name: 'Modificar Teléfono' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith({ prefix: '56', number: '' });
    expect(screen.getByRole('textbox', { name: 'Número' })).toHaveFocus();
    expect(screen.getByRole('button', { name: /Código de país/ })).toHaveTextContent('+56');
  });

  it('works through react-hook-form with fieldControllerProps', async () => {
    const onSubmit = vi.fn();
    function Form() {
      const { control, handleSubmit } = useForm({
        defaultValues: { telefono: { prefix: '56', number: '' } },
      });
      return (
        <form onSubmit={handleSubmit((data) => onSubmit(data))}>
          <Controller
            name="telefono"
            control={control}
            rules={{ validate: (v) => v.number.length === 9 || 'Este campo es requerido' }}
            render={(c) => (
              <PhoneField
                label="Teléfono"
                prefixes={prefixes}
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
    expect(onSubmit).not.toHaveBeenCalled();
    const number = screen.getByRole('textbox', { name: 'Número' });
    expect(number).toHaveFocus();
    expect(number).toHaveAccessibleDescription('Este campo es requerido');
    await userEvent.keyboard('987654321');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(onSubmit).toHaveBeenCalledWith({ telefono: { prefix: '56', number: '987654321' } });
  });

  it('maskPhone keeps the prefix and the last 3 digits', () => {
    expect(maskPhone('+56', '987654321')).toBe('+56 ******321');
    expect(maskPhone('', '12')).toBe('12');
  });
});
