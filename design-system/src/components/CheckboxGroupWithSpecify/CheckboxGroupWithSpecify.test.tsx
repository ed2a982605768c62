import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { specifySelectionError } from '../private/specify-selection.ts';
import { CheckboxGroupWithSpecify } from './CheckboxGroupWithSpecify.tsx';

const options = [
  { key: 'AHORRO', value: 'Ahorro' },
  { key: 'JUBILACION', value: 'Jubilación' },
  { key: 'OTRO', value: 'Otro objetivo' },
];

// React Aria's first render and userEvent typing are slow in jsdom when the whole suite runs.
describe('CheckboxGroupWithSpecify', { timeout: 20_000 }, () => {
  it('enables the text while the last option is ticked; unticking clears and disables it', async () => {
    const onChange = vi.fn();
    render(
      <CheckboxGroupWithSpecify
        label="Objetivos de inversión"
        isRequired
        options={options}
        onChange={onChange}
      />,
    );
    const text = screen.getByRole('textbox', { name: 'Especifique' });
    expect(text).toBeDisabled();
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard(' ');
    expect(text).toBeEnabled();
    expect(text).toBeRequired();
    await userEvent.tab();
    expect(text).toHaveFocus();
    await userEvent.keyboard('Casa');
    expect(onChange).toHaveBeenLastCalledWith({
      value: ['AHORRO', 'OTRO'],
      extraDescription: 'Casa',
    });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Otro objetivo' }));
    expect(onChange).toHaveBeenLastCalledWith({ value: ['AHORRO'], extraDescription: '' });
    expect(text).toBeDisabled();
    expect(text).toHaveValue('');
  });

  it('keeps the text when other options change and reports the group as required', async () => {
    render(
      <CheckboxGroupWithSpecify
        label="Objetivos"
        isRequired
        options={options}
        defaultValue={{ value: ['OTRO'], extraDescription: 'Educación' }}
      />,
    );
    await userEvent.click(screen.getByRole('checkbox', { name: 'Ahorro' }));
    expect(screen.getByRole('textbox', { name: 'Especifique' })).toHaveValue('Educación');
    expect(screen.getByRole('group', { name: 'Objetivos' })).toBeInTheDocument();
  });

  it('uses the shared rule for lists of keys', () => {
    expect(specifySelectionError(options, { value: [], extraDescription: '' }, true)).toBe(
      'Este campo es requerido',
    );
    expect(specifySelectionError(options, { value: ['OTRO'], extraDescription: '' }, false)).toBe(
      'Este campo es requerido',
    );
    expect(
      specifySelectionError(options, { value: ['AHORRO'], extraDescription: '' }, true),
    ).toBeNull();
  });
});
