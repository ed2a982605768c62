import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { fieldControllerProps } from '../Field/field-controller.ts';
import { CurrencyField } from './CurrencyField.tsx';

describe('CurrencyField', () => {
  it('says the currency in its accessible name, not only with the $ prefix', () => {
    render(<CurrencyField label="Monto" isRequired description={'Mínimo $\u00a01.000'} />);
    const input = screen.getByRole('textbox', { name: 'Monto en pesos chilenos (CLP)' });
    expect(input).toBeRequired();
    expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(input).toHaveAccessibleDescription('Mínimo $ 1.000');
    expect(screen.getByText('$')).toHaveAttribute('aria-hidden', 'true');
  });

  it('names USD and EUR too', () => {
    render(
      <>
        <CurrencyField label="Aporte" currency="USD" />
        <CurrencyField label="Rescate" currency="EUR" />
      </>,
    );
    expect(
      screen.getByRole('textbox', { name: 'Aporte en dólares estadounidenses (USD) Opcional' }),
    ).toHaveAttribute('inputmode', 'decimal');
    expect(screen.getByRole('textbox', { name: 'Rescate en euros (EUR) Opcional' })).toBeVisible();
  });

  it('shows a starting amount with its decimals, as it will be read back', () => {
    render(
      <>
        <CurrencyField label="Aporte" currency="USD" defaultValue={12500.5} />
        <CurrencyField label="Saldo" currency="EUR" defaultValue={1.005} />
        <CurrencyField label="Monto" defaultValue={1234.6} />
      </>,
    );
    expect(screen.getByRole('textbox', { name: /^Aporte/ })).toHaveValue('12.500,50');
    expect(screen.getByRole('textbox', { name: /^Saldo/ })).toHaveValue('1,01');
    expect(screen.getByRole('textbox', { name: /^Monto/ })).toHaveValue('1.235');
  });

  it('groups thousands while typing and reports a number', async () => {
    const onChange = vi.fn();
    render(<CurrencyField label="Monto" isRequired onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Monto en pesos chilenos (CLP)' });
    await userEvent.tab();
    await userEvent.keyboard('1a2,3-4567');
    expect(input).toHaveValue('1.234.567');
    expect(onChange).toHaveBeenLastCalledWith(1234567);
    await userEvent.clear(input);
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  it('keeps the caret after the same digit when typing in the middle', async () => {
    render(<CurrencyField label="Monto" isRequired defaultValue={123456} />);
    const input = screen.getByRole('textbox', {
      name: 'Monto en pesos chilenos (CLP)',
    }) as HTMLInputElement;
    expect(input).toHaveValue('123.456');
    await userEvent.click(input);
    input.setSelectionRange(1, 1);
    await userEvent.keyboard('9');
    expect(input).toHaveValue('1.923.456');
    expect(input.selectionStart).toBe(3);
  });

  it('takes a decimal comma with two decimals for USD', async () => {
    const onChange = vi.fn();
    render(<CurrencyField label="Aporte" currency="USD" isRequired onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Aporte en dólares estadounidenses (USD)' });
    await userEvent.type(input, '1234,567');
    expect(input).toHaveValue('1.234,56');
    expect(onChange).toHaveBeenLastCalledWith(1234.56);
    await userEvent.clear(input);
    await userEvent.type(input, '50,');
    expect(onChange).toHaveBeenLastCalledWith(50);
    await userEvent.tab();
    expect(input).toHaveValue('50');
    await userEvent.type(input, ',5');
    await userEvent.tab();
    expect(input).toHaveValue('50,50');
    expect(onChange).toHaveBeenLastCalledWith(50.5);
  });

  it('takes pesos with two decimals for a share price (decimals={2})', async () => {
    const onChange = vi.fn();
    render(
      <CurrencyField
        label="Precio límite"
        decimals={2}
        isRequired
        defaultValue={1298.5}
        onChange={onChange}
      />,
    );
    const input = screen.getByRole('textbox', { name: 'Precio límite en pesos chilenos (CLP)' });
    expect(input).toHaveValue('1.298,50');
    await userEvent.clear(input);
    await userEvent.type(input, '1038,456');
    expect(input).toHaveValue('1.038,45');
    expect(onChange).toHaveBeenLastCalledWith(1038.45);
  });

  it('stops at 15 digits, where amounts stay exact', async () => {
    render(<CurrencyField label="Monto" isRequired defaultValue={123456789012345} />);
    const input = screen.getByRole('textbox', { name: 'Monto en pesos chilenos (CLP)' });
    await userEvent.type(input, '6');
    expect(input).toHaveValue('123.456.789.012.345');
  });

  it('checks min and max with Spanish messages once the field is left', async () => {
    render(<CurrencyField label="Monto" isRequired minValue={1000} maxValue={5000000} />);
    const input = screen.getByRole('textbox', { name: 'Monto en pesos chilenos (CLP)' });
    await userEvent.type(input, '500');
    expect(input).not.toHaveAttribute('aria-invalid');
    await userEvent.tab();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('El monto mínimo es $ 1.000');
    await userEvent.type(input, '00000');
    expect(input).toHaveAccessibleDescription('El monto máximo es $ 5.000.000');
    await userEvent.type(input, '{Backspace}');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('says Este campo es requerido when left empty', async () => {
    render(<CurrencyField label="Monto" isRequired />);
    await userEvent.tab();
    await userEvent.tab();
    expect(
      screen.getByRole('textbox', { name: 'Monto en pesos chilenos (CLP)' }),
    ).toHaveAccessibleDescription('Este campo es requerido');
  });

  it('posts the plain amount under its name', async () => {
    render(
      <form aria-label="Inversión">
        <CurrencyField label="Monto" name="monto" defaultValue={2500000} />
      </form>,
    );
    const form = screen.getByRole('form', { name: 'Inversión' }) as HTMLFormElement;
    expect(new FormData(form).get('monto')).toBe('2500000');
  });

  it('shows a new amount set from outside', async () => {
    function Controlled() {
      const [amount, setAmount] = useState<number | null>(1000);
      return (
        <>
          <CurrencyField label="Monto" value={amount} onChange={setAmount} />
          <button type="button" onClick={() => setAmount(250000)}>
            Usar saldo
          </button>
        </>
      );
    }
    render(<Controlled />);
    const input = screen.getByRole('textbox', { name: 'Monto en pesos chilenos (CLP) Opcional' });
    expect(input).toHaveValue('1.000');
    await userEvent.type(input, '5');
    expect(input).toHaveValue('10.005');
    await userEvent.click(screen.getByRole('button', { name: 'Usar saldo' }));
    expect(input).toHaveValue('250.000');
  });

  it('works with react-hook-form through fieldControllerProps', async () => {
    const onSubmit = vi.fn();
    function Form() {
      const { control, handleSubmit } = useForm<{ monto: number | null }>({
        defaultValues: { monto: null },
      });
      return (
        <form onSubmit={handleSubmit((data) => onSubmit(data))}>
          <Controller
            name="monto"
            control={control}
            rules={{ required: 'Este campo es requerido' }}
            render={(controller) => (
              <CurrencyField label="Monto" isRequired {...fieldControllerProps(controller)} />
            )}
          />
          <button type="submit">Invertir</button>
        </form>
      );
    }
    render(<Form />);
    await userEvent.click(screen.getByRole('button', { name: 'Invertir' }));
    const input = screen.getByRole('textbox', { name: 'Monto en pesos chilenos (CLP)' });
    await waitFor(() => expect(input).toHaveFocus());
    expect(input).toHaveAccessibleDescription('Este campo es requerido');
    await userEvent.keyboard('1500000{Enter}');
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ monto: 1500000 }));
  });
});
