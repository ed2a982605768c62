import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DateField } from './DateField.tsx';

const segments = () => screen.getAllByRole('spinbutton');

describe('DateField', () => {
  it('is a group named by its label with day, month and year segments shown as dd/mm/aaaa', () => {
    const { container } = render(
      <DateField label="Fecha de inicio" isRequired description="Desde cuándo." />,
    );
    const group = screen.getByRole('group', { name: 'Fecha de inicio' });
    expect(group).toHaveAccessibleDescription('Desde cuándo.');
    expect(segments().map((s) => s.textContent)).toEqual(['dd', 'mm', 'aaaa']);
    expect(segments().map((s) => s.getAttribute('data-type'))).toEqual(['day', 'month', 'year']);
    expect(group).toHaveTextContent('dd/mm/aaaa');
    expect(segments()[0]).toHaveAccessibleName(/día/i);
    expect(segments()[0]).toHaveAttribute('aria-required', 'true');
    expect(container.textContent).toContain('(*)');
  });

  it('emits the wire date typed from the keyboard', async () => {
    const onChange = vi.fn();
    render(<DateField label="Fecha de inicio" onChange={onChange} />);
    await userEvent.tab();
    await userEvent.keyboard('05012024');
    expect(onChange).toHaveBeenLastCalledWith('20240105');
    expect(screen.getByRole('group', { name: /Fecha de inicio/ })).toHaveTextContent('05/01/2024');
  });

  it('shows a loaded wire date and says Este campo es requerido once emptied and left', async () => {
    render(<DateField label="Fecha de inicio" isRequired defaultValue="20240315" name="inicio" />);
    expect(segments().map((s) => s.textContent)).toEqual(['15', '03', '2024']);
    // From the year backwards: Backspace empties a segment, then moves to the previous one.
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    expect(segments()[2]).toHaveFocus();
    await userEvent.keyboard('{Backspace>12/}');
    expect(segments().map((s) => s.textContent)).toEqual(['dd', 'mm', 'aaaa']);
    expect(screen.queryByText('Este campo es requerido')).not.toBeInTheDocument();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    expect(segments()[0]).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('group', { name: 'Fecha de inicio' })).toHaveAccessibleDescription(
      'Este campo es requerido',
    );
  });

  it('gives the kit date error for a half-typed date on leaving', async () => {
    render(<DateField label="Fecha de inicio" />);
    await userEvent.tab();
    await userEvent.keyboard('0503');
    await userEvent.tab();
    expect(screen.getByText('Ingrese una fecha válida (dd/mm/aaaa)')).toBeInTheDocument();
    await userEvent.click(segments()[2]!);
    await userEvent.keyboard('2024');
    expect(screen.queryByText('Ingrese una fecha válida (dd/mm/aaaa)')).not.toBeInTheDocument();
  });

  it('explains min and max dates in Spanish', async () => {
    render(
      <DateField label="Fecha" minDate="20240110" maxDate="20241231" defaultValue="20240105" />,
    );
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    expect(
      screen.getByText('La fecha debe ser igual o posterior al 10/01/2024'),
    ).toBeInTheDocument();
    await userEvent.click(segments()[2]!);
    await userEvent.keyboard('2025');
    expect(
      screen.getByText('La fecha debe ser igual o anterior al 31/12/2024'),
    ).toBeInTheDocument();
  });

  it('discards a loaded date whose year is not above minYear, and empties the value', () => {
    const onChange = vi.fn();
    render(<DateField label="Fecha" value="19000101" onChange={onChange} minYear={1900} />);
    expect(segments().map((s) => s.textContent)).toEqual(['dd', 'mm', 'aaaa']);
    expect(onChange).toHaveBeenCalledWith('');
  });

  it('keeps a loaded date whose year is above minYear', () => {
    render(<DateField label="Fecha" defaultValue="19010101" minYear={1900} />);
    expect(segments().map((s) => s.textContent)).toEqual(['01', '01', '1901']);
  });

  it('checks a birth date is 18 to 110 years before today', async () => {
    render(<DateField label="Fecha de nacimiento" birthDate today="20240620" />);
    await userEvent.tab();
    await userEvent.keyboard('02062006');
    await userEvent.tab();
    expect(
      screen.getByText(
        'La fecha de nacimiento debe corresponder a una persona entre 18 y 110 años',
      ),
    ).toBeInTheDocument();
    await userEvent.click(segments()[0]!);
    await userEvent.keyboard('01');
    expect(
      screen.queryByText(
        'La fecha de nacimiento debe corresponder a una persona entre 18 y 110 años',
      ),
    ).not.toBeInTheDocument();
  });

  it('works controlled and shows the form error', () => {
    function Controlled() {
      const [value, setValue] = useState('20240105');
      return (
        <DateField
          label="Fecha"
          value={value}
          onChange={setValue}
          isInvalid
          errorMessage="Datos ingresados inválidos"
        />
      );
    }
    render(<Controlled />);
    // React Aria also describes the chosen date, in Spanish.
    expect(screen.getByRole('group', { name: 'Fecha Opcional' })).toHaveAccessibleDescription(
      'Fecha seleccionada: 5 de enero de 2024 Datos ingresados inválidos',
    );
  });

  it('submits the wire date in a native form under its name', async () => {
    render(
      <form aria-label="Período">
        <DateField label="Fecha" name="fechaInicio" />
      </form>,
    );
    await userEvent.tab();
    await userEvent.keyboard('31122023');
    const form = screen.getByRole('form', { name: 'Período' }) as HTMLFormElement;
    expect(new FormData(form).get('fechaInicio')).toBe('20231231');
  });
});
