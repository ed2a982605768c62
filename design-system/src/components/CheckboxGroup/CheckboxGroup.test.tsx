import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CheckboxGroup } from './CheckboxGroup.tsx';

const options = [
  { key: 'ACC', value: 'Acciones' },
  { key: 'FM', value: 'Fondos mutuos', tooltip: 'Incluye fondos de renta fija.' },
  { key: 'DEP', value: 'Depósitos a plazo', isDisabled: true },
];

// React Aria's first render and userEvent typing are slow in jsdom when the whole suite runs.
describe('CheckboxGroup', { timeout: 20_000 }, () => {
  it('names the group by its label, described by help, each option by its text', () => {
    render(
      <CheckboxGroup
        label="Productos que conoce"
        isRequired
        options={options}
        description="Marque todos los que correspondan."
      />,
    );
    const group = screen.getByRole('group', { name: 'Productos que conoce' });
    expect(group).toHaveAccessibleDescription('Marque todos los que correspondan.');
    expect(screen.getByRole('checkbox', { name: 'Acciones' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Depósitos a plazo' })).toBeDisabled();
    expect(
      screen.getByRole('button', { name: 'Más información sobre Fondos mutuos' }),
    ).toBeInTheDocument();
  });

  it('labels an optional group Opcional', () => {
    render(<CheckboxGroup label="Intereses" options={options} />);
    expect(screen.getByRole('group', { name: 'Intereses Opcional' })).toBeInTheDocument();
  });

  it('ticks options from the keyboard and reports the ticked keys', async () => {
    const onChange = vi.fn();
    render(<CheckboxGroup label="Productos" options={options} onChange={onChange} />);
    await userEvent.tab();
    await userEvent.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith(['ACC']);
    await userEvent.tab(); // Fondos mutuos (its tooltip button comes after it)
    await userEvent.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith(['ACC', 'FM']);
    await userEvent.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith(['ACC']);
  });

  it('says Este campo es requerido when required and left with none ticked', async () => {
    render(<CheckboxGroup label="Productos" isRequired options={options} />);
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await userEvent.keyboard(' ');
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    const group = screen.getByRole('group', { name: 'Productos' });
    expect(screen.getByText('Este campo es requerido')).toBeInTheDocument();
    expect(group).toHaveAccessibleDescription('Este campo es requerido');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Fondos mutuos' }));
    expect(screen.queryByText('Este campo es requerido')).not.toBeInTheDocument();
  });

  it('keeps its value when read-only and shows the form error', async () => {
    const onChange = vi.fn();
    render(
      <CheckboxGroup
        label="Productos"
        options={options}
        defaultValue={['FM']}
        isReadOnly
        isInvalid
        errorMessage="Datos ingresados inválidos"
        onChange={onChange}
      />,
    );
    await userEvent.click(screen.getByRole('checkbox', { name: 'Acciones' }));
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('checkbox', { name: 'Fondos mutuos' })).toBeChecked();
    expect(screen.getByRole('group')).toHaveAccessibleDescription('Datos ingresados inválidos');
  });
});
