import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { fieldControllerProps } from '../Field/field-controller.ts';
import { RutField } from './RutField.tsx';

const rutInput = (name = 'RUT') => screen.getByRole('textbox', { name });

/** The field's polite live region (what a screen reader is told without moving focus). */
const liveRegion = () => document.querySelector('[aria-live="polite"][aria-atomic="true"]');

describe('RutField', () => {
  it('is named by its label, required, and sets the input attributes of a rut', () => {
    render(<RutField label="RUT" isRequired description="Ej.: 12.345.678-5" />);
    const input = rutInput();
    expect(input).toBeRequired();
    expect(input).toHaveAccessibleDescription('Ej.: 12.345.678-5');
    expect(input).toHaveAttribute('maxlength', '12');
    expect(input).toHaveAttribute('autocomplete', 'off');
    // Text, not numeric: the check digit may be a K.
    expect(input).toHaveAttribute('inputmode', 'text');
  });

  it('formats while typing and reports the typed and the clean value', async () => {
    const onChange = vi.fn();
    const onCleanChange = vi.fn();
    render(<RutField label="RUT" onChange={onChange} onCleanChange={onCleanChange} />);
    await userEvent.type(rutInput('RUT Opcional'), '123456785');
    expect(rutInput('RUT Opcional')).toHaveValue('12.345.678-5');
    expect(onChange).toHaveBeenLastCalledWith('12.345.678-5');
    expect(onCleanChange).toHaveBeenLastCalledWith('123456785');
  });

  it('ignores letters other than K, from keys and from a paste', async () => {
    render(<RutField label="RUT" isRequired />);
    const input = rutInput();
    await userEvent.type(input, '1a2b.3x4-5');
    expect(input).toHaveValue('1.234-5');
    await userEvent.clear(input);
    await userEvent.paste('RUT: 7.654.321-k ');
    expect(input).toHaveValue('7.654.321-K');
  });

  it('keeps the caret after the same digit when typing in the middle', async () => {
    render(<RutField label="RUT" isRequired defaultValue="1234567-8" />);
    const input = rutInput() as HTMLInputElement;
    expect(input).toHaveValue('1.234.567-8');
    await userEvent.click(input);
    // After "1.2": a 9 there regroups every later digit; the caret stays after the 9.
    input.setSelectionRange(3, 3);
    await userEvent.keyboard('9');
    expect(input).toHaveValue('12.934.567-8');
    expect(input.selectionStart).toBe(4);
    expect(input.selectionEnd).toBe(4);
    await userEvent.keyboard('{Backspace}');
    expect(input).toHaveValue('1.234.567-8');
    expect(input.selectionStart).toBe(3);
  });

  it('erases the digit before a dot or hyphen with Backspace, and after one with Delete', async () => {
    render(<RutField label="RUT" isRequired defaultValue="12.345.678-5" />);
    const input = rutInput() as HTMLInputElement;
    await userEvent.click(input);
    // Just after "12.": the 2 goes, not the dot.
    input.setSelectionRange(3, 3);
    await userEvent.keyboard('{Backspace}');
    expect(input).toHaveValue('1.345.678-5');
    expect(input.selectionStart).toBe(1);
    // Just before "-5": the 5 goes.
    input.setSelectionRange(9, 9);
    await userEvent.keyboard('{Delete}');
    // The digits regroup; the caret stays after the same digit (the 8, now the check digit).
    expect(input).toHaveValue('134.567-8');
    expect(input.selectionStart).toBe(9);
  });

  it('keeps the caret in place when a filtered character is typed in the middle', async () => {
    render(<RutField label="RUT" isRequired defaultValue="12.345.678-5" />);
    const input = rutInput() as HTMLInputElement;
    await userEvent.click(input);
    input.setSelectionRange(5, 5);
    await userEvent.keyboard('-');
    expect(input).toHaveValue('12.345.678-5');
    expect(input.selectionStart).toBe(5);
  });

  it('keeps the dotted form when left valid, from the keyboard alone', async () => {
    render(<RutField label="RUT" isRequired />);
    await userEvent.tab();
    await userEvent.keyboard('12345678-5');
    await userEvent.tab();
    // The form people read on their card (issue 18): dots stay, the value is not rewritten.
    expect(rutInput()).toHaveValue('12.345.678-5');
    expect(rutInput()).not.toHaveAttribute('aria-invalid');
  });

  it('says Este campo es inválido when left invalid, then clears the error on keyup once fixed', async () => {
    render(<RutField label="RUT" isRequired />);
    const input = rutInput();
    await userEvent.type(input, '12345678');
    // Not flagged while still typing.
    expect(input).not.toHaveAttribute('aria-invalid');
    await userEvent.tab();
    expect(input).toHaveValue('1.234.567-8');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Este campo es inválido');
    await userEvent.click(input);
    await userEvent.keyboard('{End}{Backspace}4');
    expect(input).toHaveValue('1.234.567-4');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('validates a pasted rut at once', async () => {
    render(<RutField label="RUT" isRequired />);
    await userEvent.click(rutInput());
    await userEvent.paste('12.345.678-9');
    expect(rutInput()).toHaveAttribute('aria-invalid', 'true');
    expect(rutInput()).toHaveAccessibleDescription('Este campo es inválido');
  });

  it('rejects more than one K at the end', async () => {
    render(<RutField label="RUT" isRequired />);
    await userEvent.click(rutInput());
    await userEvent.paste('1234567KK');
    await userEvent.tab();
    expect(rutInput()).toHaveAttribute('aria-invalid', 'true');
  });

  it('says Este campo es requerido when left empty', async () => {
    render(<RutField label="RUT" isRequired />);
    await userEvent.tab();
    await userEvent.tab();
    expect(rutInput()).toHaveAccessibleDescription('Este campo es requerido');
  });

  it('clears the client’s own rut on blur and announces why', async () => {
    const onChange = vi.fn();
    render(
      <RutField label="RUT del apoderado" isRequired ownRut="12345678-5" onChange={onChange} />,
    );
    const input = rutInput('RUT del apoderado');
    await userEvent.type(input, '123456785');
    await userEvent.tab();
    expect(input).toHaveValue('');
    expect(onChange).toHaveBeenLastCalledWith('');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('No puede ingresar su propio RUT');
    expect(liveRegion()).toHaveTextContent('No puede ingresar su propio RUT');
    // Typing again lifts it; the field was left once, so the rut is checked as typed.
    await userEvent.type(input, '7');
    expect(liveRegion()).toBeEmptyDOMElement();
    expect(input).toHaveAccessibleDescription('Este campo es inválido');
    await userEvent.type(input, '6543216');
    expect(input).toHaveValue('7.654.321-6');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('clears the client’s own rut when pasted, ignoring dots, hyphen and case', async () => {
    render(<RutField label="RUT" isRequired ownRut="7654321K" />);
    await userEvent.click(rutInput());
    await userEvent.paste('7.654.321-k');
    expect(rutInput()).toHaveValue('');
    expect(rutInput()).toHaveAccessibleDescription('No puede ingresar su propio RUT');
  });

  it('does not take input when read-only', async () => {
    render(<RutField label="RUT" isReadOnly defaultValue="12345678-5" />);
    const input = rutInput('RUT Opcional');
    await userEvent.type(input, '1');
    await userEvent.click(input);
    await userEvent.paste('9');
    expect(input).toHaveValue('12.345.678-5');
    await userEvent.tab();
    expect(input).toHaveValue('12.345.678-5');
  });

  it('works controlled', async () => {
    function Controlled() {
      const [value, setValue] = useState('');
      return (
        <>
          <RutField label="RUT" value={value} onChange={setValue} />
          <output>{value}</output>
        </>
      );
    }
    render(<Controlled />);
    await userEvent.type(rutInput('RUT Opcional'), '7654321k');
    expect(document.querySelector('output')).toHaveTextContent('7.654.321-K');
  });

  it('works with react-hook-form through fieldControllerProps', async () => {
    const onSubmit = vi.fn();
    function Form() {
      const { control, handleSubmit } = useForm({ defaultValues: { rut: '' } });
      return (
        <form onSubmit={handleSubmit((data) => onSubmit(data))}>
          <Controller
            name="rut"
            control={control}
            rules={{ required: 'Este campo es requerido' }}
            render={(controller) => (
              <RutField label="RUT" isRequired {...fieldControllerProps(controller)} />
            )}
          />
          <button type="submit">Enviar</button>
        </form>
      );
    }
    render(<Form />);
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(rutInput()).toHaveFocus());
    expect(rutInput()).toHaveAccessibleDescription('Este campo es requerido');
    await userEvent.keyboard('123456785');
    await userEvent.tab();
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    // The field gives what it shows; the caller normalises for the wire (normalizeRut).
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ rut: '12.345.678-5' }));
  });
});
