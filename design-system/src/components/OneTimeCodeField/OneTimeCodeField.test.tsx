import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { OneTimeCodeField, isOneTimeCode } from './OneTimeCodeField.tsx';

describe('OneTimeCodeField', () => {
  it('is a numeric input with one-time-code autofill, named by its label', () => {
    render(<OneTimeCodeField label="Código de verificación" isRequired />);
    const input = screen.getByRole('textbox', { name: 'Código de verificación' });
    expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(input).toHaveAttribute('autocomplete', 'one-time-code');
    expect(input).toBeRequired();
  });

  it('keeps only digits, up to the code length, when typed or pasted', async () => {
    render(<OneTimeCodeField label="PIN" />);
    const input = screen.getByRole('textbox', { name: /PIN/ });
    await userEvent.click(input);
    await userEvent.paste('12 a3-45678');
    expect(input).toHaveValue('123456');
  });

  it('hands the digits to a controlled owner', async () => {
    function Owner() {
      const [code, setCode] = useState('');
      return (
        <>
          <OneTimeCodeField label="Código" length={4} value={code} onChange={setCode} />
          <output>{code}</output>
        </>
      );
    }
    render(<Owner />);
    await userEvent.type(screen.getByRole('textbox', { name: /Código/ }), '9x8 7 6 5');
    expect(screen.getByRole('status')).toHaveTextContent(/^9876$/);
  });

  it('says how many digits are missing when left incomplete, and clears once complete', async () => {
    render(<OneTimeCodeField label="Código" isRequired />);
    const input = screen.getByRole('textbox', { name: 'Código' });
    await userEvent.type(input, '123');
    await userEvent.tab();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Ingrese los 6 dígitos del código.');
    await userEvent.type(input, '456');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('recognises a complete code only', () => {
    expect(isOneTimeCode('012345')).toBe(true);
    expect(isOneTimeCode('01234')).toBe(false);
    expect(isOneTimeCode('01234a')).toBe(false);
    expect(isOneTimeCode('1234', 4)).toBe(true);
  });
});
