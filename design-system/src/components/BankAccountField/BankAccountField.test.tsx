import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { BankAccountField } from './BankAccountField.tsx';

const box = () => screen.getByRole('textbox', { name: 'Número de cuenta' });

describe('BankAccountField', () => {
  it('takes at most 20 digits by default, leading zeros kept', async () => {
    render(<BankAccountField label="Número de cuenta" isRequired />);
    expect(box()).toHaveAttribute('maxlength', '20');
    await userEvent.tab();
    await userEvent.keyboard('00-123.456 78a');
    expect(box()).toHaveValue('0012345678');
    await userEvent.click(box());
    await userEvent.paste('9'.repeat(15));
    expect(box()).toHaveValue(`0012345678${'9'.repeat(10)}`);
  });

  it('shows the bank_account range caption outside its bounds', async () => {
    render(<BankAccountField label="Número de cuenta" isRequired minLength={8} maxLength={12} />);
    await userEvent.type(box(), '1234');
    await userEvent.tab();
    expect(box()).toHaveAccessibleDescription('Debe ingresar entre 8 y 12 caracteres válidos');
  });

  it('runs the form’s duplicate check', async () => {
    render(
      <BankAccountField
        label="Número de cuenta"
        isRequired
        validate={(value) =>
          value === '12345678'
            ? 'Cuenta ingresada ya existe, debe ingresar una cuenta nueva.'
            : null
        }
      />,
    );
    await userEvent.type(box(), '12345678');
    await userEvent.tab();
    expect(box()).toHaveAccessibleDescription(
      'Cuenta ingresada ya existe, debe ingresar una cuenta nueva.',
    );
  });
});
