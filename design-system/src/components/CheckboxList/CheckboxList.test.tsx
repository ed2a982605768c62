import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Controller, useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { fieldControllerProps } from '../Field/field-controller.ts';
import { checkboxListError, type CheckboxListEntry } from './checkbox-list-value.ts';
import { CheckboxList } from './CheckboxList.tsx';

const onlyDigits = {
  validate: (text: string) => /^\d+$/.test(text),
  caption: 'Ingrese solo números',
};
const options = [
  { key: 'SUELDO', value: 'Remuneraciones' },
  {
    key: 'HERENCIA',
    value: 'Herencia',
    extraDescription: { label: 'Año de la herencia', required: true, validation: onlyDigits },
  },
  { key: 'OTRO', value: 'Otro origen', extraDescription: { label: 'Detalle del origen' } },
];

// React Aria's first render and userEvent typing are slow in jsdom when the whole suite runs.
describe('CheckboxList', { timeout: 20_000 }, () => {
  it('shows the extra text when ticked, reachable next with Tab', async () => {
    const onChange = vi.fn();
    render(<CheckboxList label="Origen de los fondos" options={options} onChange={onChange} />);
    expect(screen.getByRole('group', { name: 'Origen de los fondos Opcional' })).toBeVisible();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard(' ');
    const year = screen.getByRole('textbox', { name: 'Año de la herencia' });
    expect(year).toBeRequired();
    await userEvent.tab();
    expect(year).toHaveFocus();
    await userEvent.keyboard('2019');
    expect(onChange).toHaveBeenLastCalledWith([
      { id: 'SUELDO', selected: false, extraDescription: '' },
      { id: 'HERENCIA', selected: true, extraDescription: '2019' },
      { id: 'OTRO', selected: false, extraDescription: '' },
    ]);
  });

  it('hides and clears the extra text when unticked', async () => {
    const onChange = vi.fn();
    render(
      <CheckboxList
        label="Origen"
        options={options}
        defaultValue={[{ id: 'HERENCIA', selected: true, extraDescription: '2019' }]}
        onChange={onChange}
      />,
    );
    expect(screen.getByRole('textbox', { name: 'Año de la herencia' })).toHaveValue('2019');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Herencia' }));
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(onChange).toHaveBeenLastCalledWith([
      { id: 'SUELDO', selected: false, extraDescription: '' },
      { id: 'HERENCIA', selected: false, extraDescription: '' },
      { id: 'OTRO', selected: false, extraDescription: '' },
    ]);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Herencia' }));
    expect(screen.getByRole('textbox', { name: 'Año de la herencia' })).toHaveValue('');
  });

  it('errors on an empty extra text only when required, and shows the rule caption', async () => {
    render(
      <CheckboxList
        label="Origen"
        options={options}
        defaultValue={[
          { id: 'HERENCIA', selected: true, extraDescription: '' },
          { id: 'OTRO', selected: true, extraDescription: '' },
        ]}
      />,
    );
    const year = screen.getByRole('textbox', { name: 'Año de la herencia' });
    const detail = screen.getByRole('textbox', { name: 'Detalle del origen Opcional' });
    await userEvent.click(year);
    await userEvent.click(detail);
    await userEvent.tab();
    expect(year).toHaveAccessibleDescription('Este campo es requerido');
    expect(detail).not.toHaveAttribute('aria-invalid');
    await userEvent.type(year, 'dos mil');
    expect(year).toHaveAccessibleDescription('Ingrese solo números');
  });

  it('radio variant: arrows choose, only the chosen entry is selected, others cleared', async () => {
    const onChange = vi.fn();
    render(
      <CheckboxList
        label="Origen principal"
        variant="radio"
        isRequired
        options={options}
        defaultValue={[{ id: 'OTRO', selected: true, extraDescription: 'Venta de auto' }]}
        onChange={onChange}
      />,
    );
    const group = screen.getByRole('radiogroup', { name: 'Origen principal' });
    expect(group).toHaveAttribute('aria-required', 'true');
    expect(screen.getAllByText('(*)')).toHaveLength(1);
    expect(screen.getByRole('textbox', { name: 'Detalle del origen Opcional' })).toHaveValue(
      'Venta de auto',
    );
    await userEvent.tab();
    expect(screen.getByRole('radio', { name: 'Otro origen' })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    expect(onChange).toHaveBeenLastCalledWith([
      { id: 'SUELDO', selected: false, extraDescription: '' },
      { id: 'HERENCIA', selected: true, extraDescription: '' },
      { id: 'OTRO', selected: false, extraDescription: '' },
    ]);
    expect(screen.getByRole('textbox', { name: 'Año de la herencia' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /Detalle/ })).not.toBeInTheDocument();
  });

  it('checkboxListError follows the spec: required selection, failing extra texts', () => {
    const entry = (id: string, extraDescription = ''): CheckboxListEntry => ({
      id,
      selected: true,
      extraDescription,
    });
    expect(checkboxListError(options, [], true)).toBe('Este campo es requerido');
    expect(checkboxListError(options, [], false)).toBeNull();
    expect(checkboxListError(options, [entry('OTRO')], true)).toBeNull();
    expect(checkboxListError(options, [entry('HERENCIA')], true)).toBe(
      'Datos ingresados inválidos',
    );
    expect(checkboxListError(options, [entry('HERENCIA', 'abc')], false)).toBe(
      'Datos ingresados inválidos',
    );
    expect(checkboxListError(options, [entry('HERENCIA', '2019')], true)).toBeNull();
  });

  it('works through react-hook-form with fieldControllerProps', async () => {
    const onSubmit = vi.fn();
    function Form() {
      const { control, handleSubmit } = useForm<{ origen: CheckboxListEntry[] }>({
        defaultValues: { origen: [] },
      });
      return (
        <form onSubmit={handleSubmit((data) => onSubmit(data))}>
          <Controller
            control={control}
            name="origen"
            rules={{ validate: (v) => checkboxListError(options, v, true) ?? true }}
            render={(controller) => (
              <CheckboxList
                label="Origen"
                isRequired
                options={options}
                {...fieldControllerProps(controller)}
              />
            )}
          />
          <button type="submit">Continuar</button>
        </form>
      );
    }
    render(<Form />);
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    await waitFor(() =>
      expect(screen.getByRole('group', { name: 'Origen' })).toHaveAccessibleDescription(
        'Este campo es requerido',
      ),
    );
    expect(screen.getByRole('checkbox', { name: 'Remuneraciones' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit).toHaveBeenCalledWith({
      origen: [
        { id: 'SUELDO', selected: true, extraDescription: '' },
        { id: 'HERENCIA', selected: false, extraDescription: '' },
        { id: 'OTRO', selected: false, extraDescription: '' },
      ],
    });
  });
});
