import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { PasswordField, PASSWORD_FIELD_MAX_LENGTH } from './PasswordField.tsx';

function Controlled({ onChange }: { onChange: (value: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <PasswordField
      label="Clave"
      autoComplete="new-password"
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

describe('PasswordField', () => {
  it('is a labelled password input with the password-manager hint and the ASVS maximum', () => {
    render(<PasswordField label="Clave" autoComplete="current-password" isRequired />);
    const input = screen.getByLabelText(/^Clave/);
    expect(input).toHaveAttribute('type', 'password');
    expect(input).toHaveAttribute('autocomplete', 'current-password');
    expect(input).toHaveAttribute('maxlength', String(PASSWORD_FIELD_MAX_LENGTH));
    expect(PASSWORD_FIELD_MAX_LENGTH).toBeGreaterThanOrEqual(64);
    expect(input).toBeRequired();
  });

  it('shows and hides the password from the keyboard, says so, and keeps focus on the button', async () => {
    render(<PasswordField label="Clave" autoComplete="current-password" />);
    const input = screen.getByLabelText(/^Clave/);
    await userEvent.tab();
    await userEvent.keyboard('secreto');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    expect(input).toHaveAttribute('type', 'text');
    expect(input).toHaveValue('secreto');
    expect(screen.getByRole('button', { name: 'Ocultar clave' })).toHaveFocus();
    expect(screen.getByText('La clave está visible.')).toBeInTheDocument();
    await userEvent.keyboard(' ');
    expect(input).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Mostrar clave' })).toBeInTheDocument();
    expect(screen.getByText('La clave está oculta.')).toBeInTheDocument();
  });

  it('keeps every character of a long passphrase (no truncation below the maximum)', async () => {
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} />);
    const phrase = 'una frase de más de sesenta y cuatro caracteres con espacios y tildes áéí';
    await userEvent.type(screen.getByLabelText(/^Clave/), phrase);
    expect(phrase.length).toBeGreaterThan(64);
    expect(onChange).toHaveBeenLastCalledWith(phrase);
  });

  it('shows the error it is given, tied to the input', () => {
    render(
      <PasswordField
        label="Clave"
        autoComplete="new-password"
        isInvalid
        errorMessage="La clave es muy común."
      />,
    );
    const input = screen.getByLabelText(/^Clave/);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(/La clave es muy común\./);
  });
});
