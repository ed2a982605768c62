import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { AmountEntry, type AmountEntryProps } from './AmountEntry.tsx';

const clpName = 'Monto a invertir en pesos chilenos (CLP)';

type Props = Omit<AmountEntryProps, 'value' | 'onChange'> & {
  initial?: number | null;
  onChange?: (value: number | null) => void;
};

/** AmountEntry is controlled: the portal keeps the amount. */
function Controlled({ initial = null, onChange, ...props }: Props) {
  const [amount, setAmount] = useState<number | null>(initial);
  return (
    <AmountEntry
      {...props}
      value={amount}
      onChange={(next) => {
        setAmount(next);
        onChange?.(next);
      }}
    />
  );
}

// React Aria's first render and userEvent typing are slow in jsdom when the whole suite runs.
describe('AmountEntry', { timeout: 20_000 }, () => {
  it('describes the field with the balance and the minimum, formatted in es-CL', () => {
    render(
      <Controlled
        label="Monto a invertir"
        currency="CLP"
        isRequired
        available={1234567}
        minValue={5000}
        initial={250000}
      />,
    );
    const input = screen.getByRole('textbox', { name: clpName });
    expect(input).toHaveValue('250.000');
    expect(input).toBeRequired();
    expect(input).toHaveAccessibleDescription('Saldo disponible: $ 1.234.567 Mínimo $ 5.000');
  });

  it('reports the typed amount as a number', async () => {
    const onChange = vi.fn();
    render(<Controlled label="Monto a invertir" currency="CLP" isRequired onChange={onChange} />);
    await userEvent.tab();
    await userEvent.keyboard('250000');
    expect(screen.getByRole('textbox', { name: clpName })).toHaveValue('250.000');
    expect(onChange).toHaveBeenLastCalledWith(250000);
  });

  it('says the minimum, the maximum and the balance errors once the field is left', async () => {
    render(
      <Controlled
        label="Monto a invertir"
        currency="CLP"
        isRequired
        available={1000000}
        minValue={5000}
        maxValue={500000000}
      />,
    );
    const input = screen.getByRole('textbox', { name: clpName });
    await userEvent.type(input, '1000');
    expect(input).not.toHaveAttribute('aria-invalid');
    await userEvent.tab();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(
      'Saldo disponible: $ 1.000.000 Mínimo $ 5.000 El monto mínimo es $ 5.000.',
    );
    // The error sits in a polite live region, so it is read out when it appears.
    expect(screen.getByText('El monto mínimo es $ 5.000.').closest('[aria-live]')).toHaveAttribute(
      'aria-live',
      'polite',
    );
    await userEvent.type(input, '0000');
    expect(screen.getByText('El monto supera su saldo disponible de $ 1.000.000.')).toBeVisible();
    await userEvent.clear(input);
    await userEvent.type(input, '600000000');
    // Both ceilings passed: the lower one, the balance, is the one to act on.
    expect(screen.getByText('El monto supera su saldo disponible de $ 1.000.000.')).toBeVisible();
    await userEvent.clear(input);
    await userEvent.type(input, '50000');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('says the maximum when it is below the balance', async () => {
    render(
      <Controlled
        label="Monto a invertir"
        currency="CLP"
        available={900000000}
        maxValue={500000000}
      />,
    );
    const input = screen.getByRole('textbox', { name: `${clpName} Opcional` });
    await userEvent.type(input, '600000000');
    await userEvent.tab();
    expect(input).toHaveAccessibleDescription(
      'Saldo disponible: $ 900.000.000 El monto máximo es $ 500.000.000.',
    );
  });

  it('shows the server error for the field, whatever the amount', () => {
    render(
      <Controlled
        label="Monto a invertir"
        currency="CLP"
        isRequired
        initial={250000}
        errorMessage="El fondo no acepta aportes en este momento."
      />,
    );
    const input = screen.getByRole('textbox', { name: clpName });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('El fondo no acepta aportes en este momento.');
  });

  it('fills the balance from the keyboard with Usar todo el saldo and says so', async () => {
    const onUseAll = vi.fn();
    const onChange = vi.fn();
    render(
      <Controlled
        label="Monto a invertir"
        currency="CLP"
        isRequired
        available={1234567}
        onUseAll={onUseAll}
        onChange={onChange}
      />,
    );
    await userEvent.tab();
    await userEvent.tab();
    const button = screen.getByRole('button', { name: 'Usar todo el saldo' });
    expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(1234567);
    expect(onUseAll).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('textbox', { name: clpName })).toHaveValue('1.234.567');
    expect(screen.getByRole('status')).toHaveTextContent('Monto ingresado: $ 1.234.567');
    expect(button).toHaveFocus();
  });

  it('offers no Usar todo el saldo without a balance or a handler', () => {
    const { rerender } = render(
      <AmountEntry
        label="Monto"
        currency="CLP"
        value={null}
        onChange={() => {}}
        available={1000}
      />,
    );
    expect(screen.queryByRole('button')).toBeNull();
    rerender(
      <AmountEntry
        label="Monto"
        currency="CLP"
        value={null}
        onChange={() => {}}
        onUseAll={() => {}}
      />,
    );
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('formats dollars with decimals and names the currency', async () => {
    const onChange = vi.fn();
    render(
      <Controlled
        label="Monto a invertir"
        currency="USD"
        isRequired
        available={1234.56}
        minValue={50}
        availableLabel="Saldo en cuenta"
        onChange={onChange}
      />,
    );
    const input = screen.getByRole('textbox', {
      name: 'Monto a invertir en dólares estadounidenses (USD)',
    });
    expect(input).toHaveAccessibleDescription('Saldo en cuenta: US$ 1.234,56 Mínimo US$ 50,00');
    await userEvent.type(input, '1500,5');
    expect(onChange).toHaveBeenLastCalledWith(1500.5);
    await userEvent.tab();
    expect(screen.getByText('El monto supera su saldo disponible de US$ 1.234,56.')).toBeVisible();
  });

  it('cannot be changed when disabled, nor filled from the balance', async () => {
    const onChange = vi.fn();
    render(
      <AmountEntry
        label="Monto"
        currency="CLP"
        value={1000}
        onChange={onChange}
        available={5000}
        onUseAll={() => {}}
        isDisabled
      />,
    );
    expect(screen.getByRole('textbox')).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Usar todo el saldo' }));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('posts the plain amount under its name', () => {
    render(
      <form aria-label="Inversión">
        <AmountEntry label="Monto" currency="CLP" value={250000} onChange={() => {}} name="monto" />
      </form>,
    );
    const form = screen.getByRole('form', { name: 'Inversión' }) as HTMLFormElement;
    expect(new FormData(form).get('monto')).toBe('250000');
  });
});
