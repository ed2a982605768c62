import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Controller, useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { fieldControllerProps } from '../Field/field-controller.ts';
import { DatePicker } from './DatePicker.tsx';

describe('DatePicker', () => {
  it('opens a Spanish, Monday-first calendar from the keyboard and picks a date', async () => {
    const onChange = vi.fn();
    render(
      <DatePicker label="Fecha de inicio" defaultFocusedDate="20240305" onChange={onChange} />,
    );
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    const button = screen.getByRole('button', { name: /Abrir calendario/ });
    expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading')).toHaveTextContent('marzo de 2024');
    const headers = [...dialog.querySelectorAll('th')].map((h) => h.textContent);
    expect(headers[0]).toMatch(/^lu/i);
    expect(headers[6]).toMatch(/^do/i);
    // The grid takes focus on the focused date; arrows move by day, Enter picks.
    await userEvent.keyboard('{ArrowRight}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('20240306');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('group', { name: /Fecha de inicio/ })).toHaveTextContent('06/03/2024');
  });

  it('steps years with Año anterior and Año siguiente, named in Spanish', async () => {
    render(<DatePicker label="Fecha" defaultValue="20240315" defaultOpen />);
    const dialog = await screen.findByRole('dialog');
    const heading = within(dialog).getByRole('heading');
    expect(heading).toHaveTextContent('marzo de 2024');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Año anterior' }));
    expect(heading).toHaveTextContent('marzo de 2023');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Año siguiente' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Año siguiente' }));
    expect(heading).toHaveTextContent('marzo de 2025');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mes siguiente' }));
    expect(heading).toHaveTextContent('abril de 2025');
  });

  it('disables days and year steps outside min and max', async () => {
    render(
      <DatePicker
        label="Fecha"
        defaultValue="20240315"
        minDate="20240310"
        maxDate="20240320"
        defaultOpen
      />,
    );
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('button', { name: 'Año anterior' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Año siguiente' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: /, 9 de marzo de 2024/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(
      within(dialog).getByRole('button', { name: /, 10 de marzo de 2024/ }),
    ).not.toHaveAttribute('aria-disabled');
  });

  it('limits a birth date to 18 to 110 years before today', async () => {
    render(
      <DatePicker
        label="Fecha de nacimiento"
        birthDate
        today="20240620"
        defaultFocusedDate="20060601"
        defaultOpen
      />,
    );
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading')).toHaveTextContent('junio de 2006');
    expect(
      within(dialog).getByRole('button', { name: /, 1 de junio de 2006/ }),
    ).not.toHaveAttribute('aria-disabled');
    expect(within(dialog).getByRole('button', { name: /, 2 de junio de 2006/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  it('does not say required while the calendar is open, and does once left empty', async () => {
    render(<DatePicker label="Fecha" isRequired defaultFocusedDate="20240305" />);
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('dialog');
    expect(screen.queryByText('Este campo es requerido')).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    // React Aria gives focus back to the trigger once the popover has gone (a frame later).
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /Abrir calendario/ })).toHaveFocus(),
    );
    await userEvent.tab();
    expect(screen.getByText('Este campo es requerido')).toBeInTheDocument();
  });

  it('works through react-hook-form with fieldControllerProps', async () => {
    const onSubmit = vi.fn();
    function Form() {
      const { control, handleSubmit } = useForm({ defaultValues: { inicio: '' } });
      return (
        <form onSubmit={handleSubmit((data) => onSubmit(data))}>
          <Controller
            name="inicio"
            control={control}
            rules={{ required: 'Este campo es requerido' }}
            render={(c) => (
              <DatePicker
                label="Fecha de inicio"
                isRequired
                defaultFocusedDate="20240305"
                {...fieldControllerProps(c)}
              />
            )}
          />
          <button type="submit">Enviar</button>
        </form>
      );
    }
    render(<Form />);
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(await screen.findByText('Este campo es requerido')).toBeInTheDocument();
    // react-hook-form focuses the first invalid field: the day segment.
    expect(screen.getAllByRole('spinbutton')[0]).toHaveFocus();
    await userEvent.keyboard('05032024');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(onSubmit).toHaveBeenCalledWith({ inicio: '20240305' });
  });
});
