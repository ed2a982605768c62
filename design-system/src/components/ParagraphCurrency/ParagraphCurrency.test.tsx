import { render, screen } from '@testing-library/react';
import { Controller, useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { fieldControllerProps } from '../Field/field-controller.ts';
import { ParagraphCurrency } from './ParagraphCurrency.tsx';

describe('ParagraphCurrency', () => {
  it('shows the amount in es-CL pesos and says the currency in words', () => {
    const { container } = render(
      <ParagraphCurrency label="Monto disponible para rescate:" value={1234567} name="monto" />,
    );
    const paragraph = screen.getByText('Monto disponible para rescate:', { exact: false });
    expect(paragraph).toHaveTextContent(
      'Monto disponible para rescate: $ 1.234.567 pesos chilenos',
    );
    expect(screen.getByText('pesos chilenos')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(container.querySelector('input[type="hidden"][name="monto"]')).toHaveValue('1234567');
  });

  it('formats dollars and euros with two decimals and keeps the raw amount', () => {
    const { container, rerender } = render(
      <ParagraphCurrency label="Saldo:" value={1234.5} currency="USD" name="saldo" />,
    );
    expect(screen.getByText(/US\$ 1\.234,50/)).toBeInTheDocument();
    expect(container.querySelector('input[name="saldo"]')).toHaveValue('1234.5');
    rerender(<ParagraphCurrency label="Saldo:" value={99.99} currency="EUR" name="saldo" />);
    expect(screen.getByText(/EUR 99,99/)).toBeInTheDocument();
    expect(screen.getByText('euros')).toBeInTheDocument();
  });

  it('says Sin información without an amount', () => {
    const { container } = render(<ParagraphCurrency label="Saldo:" value={null} name="saldo" />);
    expect(screen.getByText('Sin información')).toBeInTheDocument();
    expect(container.querySelector('input[name="saldo"]')).toHaveValue('');
  });

  it('keeps react-hook-form’s value in the hidden input', () => {
    function Form() {
      const { control } = useForm({ defaultValues: { rescate: 500000 } });
      return (
        <Controller
          name="rescate"
          control={control}
          render={(controller) => (
            <ParagraphCurrency label="Rescate:" {...fieldControllerProps(controller)} />
          )}
        />
      );
    }
    const { container } = render(<Form />);
    expect(screen.getByText(/\$ 500\.000/)).toBeInTheDocument();
    expect(container.querySelector('input[name="rescate"]')).toHaveValue('500000');
  });
});
