import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Profiler } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { fieldControllerProps } from '../Field/field-controller.ts';
import { NumericField } from './NumericField.tsx';

const box = (name = 'Número de cuotas') => screen.getByRole('textbox', { name });

describe('NumericField', () => {
  it('is a labelled textbox with a numeric keypad and its length limit', () => {
    render(
      <NumericField
        label="Número de cuotas"
        isRequired
        maxLength={3}
        description="Hasta 3 dígitos"
      />,
    );
    expect(box()).toBeRequired();
    expect(box()).toHaveAttribute('inputmode', 'numeric');
    expect(box()).toHaveAttribute('maxlength', '3');
    expect(box()).toHaveAccessibleDescription('Hasta 3 dígitos');
  });

  it('takes digits only, while arrows, Backspace, Tab and Escape keep working', async () => {
    const onChange = vi.fn();
    render(<NumericField label="Número de cuotas" isRequired onChange={onChange} />);
    await userEvent.tab();
    await userEvent.keyboard('1a2-3 ,4');
    expect(box()).toHaveValue('1234');
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}{Backspace}{Escape}9');
    expect(box()).toHaveValue('1934');
    expect(onChange).toHaveBeenLastCalledWith('1934');
    await userEvent.tab();
    expect(box()).not.toHaveFocus();
  });

  it('uncontrolled, holds the digits in the input and renders only when its error changes', async () => {
    const onRender = vi.fn();
    render(
      <Profiler id="cuotas" onRender={onRender}>
        <NumericField label="Número de cuotas" maxLength={8} />
      </Profiler>,
    );
    await userEvent.click(box('Número de cuotas Opcional'));
    const before = onRender.mock.calls.length;
    await userEvent.keyboard('1a2345x678');
    expect(box('Número de cuotas Opcional')).toHaveValue('12345678');
    // Eight digits: nothing renders until the error changes.
    expect(onRender.mock.calls.length - before).toBe(0);
  });

  it('keeps the digits of a paste, in place, up to the limit', async () => {
    render(<NumericField label="Número de cuotas" isRequired maxLength={7} defaultValue="19" />);
    const input = box() as HTMLInputElement;
    await userEvent.click(input);
    input.setSelectionRange(1, 1);
    await userEvent.paste('2.345.678');
    expect(input).toHaveValue('1234569');
    expect(input.selectionStart).toBe(6);
  });

  it('shows the range caption outside its length bounds', async () => {
    render(<NumericField label="Número de cuotas" isRequired minLength={2} maxLength={3} />);
    await userEvent.type(box(), '7');
    await userEvent.tab();
    expect(box()).toHaveAttribute('aria-invalid', 'true');
    expect(box()).toHaveAccessibleDescription('Debe ingresar entre 2 y 3 caracteres válidos');
    await userEvent.type(box(), '5');
    expect(box()).not.toHaveAttribute('aria-invalid');
  });

  it('refuses a leading zero under numericRanges', async () => {
    render(<NumericField label="Número de cuotas" isRequired rule="numericRanges" />);
    await userEvent.type(box(), '012');
    await userEvent.tab();
    expect(box()).toHaveAccessibleDescription('Debe ingresar entre 1 y 256 caracteres válidos');
  });

  it('says Este campo es requerido when left empty', async () => {
    render(<NumericField label="Número de cuotas" isRequired />);
    await userEvent.tab();
    await userEvent.tab();
    expect(box()).toHaveAccessibleDescription('Este campo es requerido');
  });

  it('works with react-hook-form through fieldControllerProps', async () => {
    const onSubmit = vi.fn();
    function Form() {
      const { control, handleSubmit } = useForm({ defaultValues: { cuotas: '' } });
      return (
        <form onSubmit={handleSubmit((data) => onSubmit(data))}>
          <Controller
            name="cuotas"
            control={control}
            rules={{ required: 'Este campo es requerido' }}
            render={(controller) => (
              <NumericField
                label="Número de cuotas"
                isRequired
                {...fieldControllerProps(controller)}
              />
            )}
          />
          <button type="submit">Enviar</button>
        </form>
      );
    }
    render(<Form />);
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(box()).toHaveFocus());
    await userEvent.keyboard('12{Enter}');
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ cuotas: '12' }));
  });
});
