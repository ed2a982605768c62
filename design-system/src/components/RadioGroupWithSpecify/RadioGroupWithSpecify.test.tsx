import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Controller, useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { fieldControllerProps } from '../Field/field-controller.ts';
import { RadioGroupWithSpecify, type RadioSpecifyValue } from './RadioGroupWithSpecify.tsx';
import { specifySelectionError } from '../private/specify-selection.ts';

const options = [
  { key: 'DEP', value: 'Dependiente' },
  { key: 'IND', value: 'Independiente' },
  { key: 'OTRO', value: 'Otra' },
];

// React Aria's first render and userEvent typing are slow in jsdom when the whole suite runs.
describe('RadioGroupWithSpecify', { timeout: 20_000 }, () => {
  it('enables the text only while the last option is chosen, and clears it otherwise', async () => {
    const onChange = vi.fn();
    render(
      <RadioGroupWithSpecify
        label="Situación laboral"
        isRequired
        options={options}
        specifyLabel="¿Cuál?"
        onChange={onChange}
      />,
    );
    const text = screen.getByRole('textbox', { name: '¿Cuál?' });
    expect(text).toBeDisabled();
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'Otra' })).toBeChecked();
    expect(text).toBeEnabled();
    expect(text).toBeRequired();
    await userEvent.tab();
    expect(text).toHaveFocus();
    await userEvent.keyboard('Jubilado');
    expect(onChange).toHaveBeenLastCalledWith({ value: 'OTRO', extraDescription: 'Jubilado' });
    await userEvent.click(screen.getByRole('radio', { name: 'Dependiente' }));
    expect(onChange).toHaveBeenLastCalledWith({ value: 'DEP', extraDescription: '' });
    expect(text).toBeDisabled();
    expect(text).toHaveValue('');
  });

  it('says Este campo es requerido on the text left empty after choosing the last option', async () => {
    render(
      <RadioGroupWithSpecify
        label="Situación laboral"
        options={options}
        defaultValue={{ value: 'OTRO', extraDescription: '' }}
      />,
    );
    const text = screen.getByRole('textbox', { name: 'Especifique' });
    await userEvent.click(text);
    await userEvent.tab();
    expect(text).toHaveAccessibleDescription('Este campo es requerido');
  });

  it('follows the spec rule: an option, and a text when the last is chosen', () => {
    expect(specifySelectionError(options, { value: null, extraDescription: '' }, true)).toBe(
      'Este campo es requerido',
    );
    expect(specifySelectionError(options, { value: null, extraDescription: '' }, false)).toBeNull();
    expect(specifySelectionError(options, { value: 'OTRO', extraDescription: ' ' }, false)).toBe(
      'Este campo es requerido',
    );
    expect(
      specifySelectionError(options, { value: 'OTRO', extraDescription: 'Jubilado' }, true),
    ).toBeNull();
    expect(specifySelectionError(options, { value: 'DEP', extraDescription: '' }, true)).toBeNull();
  });

  it('puts a form error about the missing text on the text and focuses it', async () => {
    function Form() {
      const { control, handleSubmit } = useForm<{ situacion: RadioSpecifyValue }>({
        defaultValues: { situacion: { value: 'OTRO', extraDescription: '' } },
      });
      return (
        <form onSubmit={handleSubmit(() => undefined)}>
          <Controller
            control={control}
            name="situacion"
            rules={{ validate: (v) => specifySelectionError(options, v, true) ?? true }}
            render={(c) => (
              <RadioGroupWithSpecify
                label="Situación"
                options={options}
                {...fieldControllerProps(c)}
              />
            )}
          />
          <button type="submit">Continuar</button>
        </form>
      );
    }
    render(<Form />);
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    const text = screen.getByRole('textbox', { name: 'Especifique' });
    await waitFor(() => expect(text).toHaveAccessibleDescription('Este campo es requerido'));
    expect(text).toHaveFocus();
    expect(screen.getByRole('radiogroup')).not.toHaveAttribute('aria-invalid');
  });
});
