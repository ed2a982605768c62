import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FieldShell } from './FieldShell.tsx';

describe('FieldShell', () => {
  describe('text', () => {
    it('is named by its label, described by its help and shows value and placeholder', () => {
      render(
        <>
          <FieldShell
            control="text"
            label="Nombre"
            help="Como figura en su <b>cédula</b>"
            value="Camila Rojas"
            onActivate={vi.fn()}
          />
          <FieldShell
            control="text"
            label="Profesión"
            placeholder="Ej.: Ingeniera"
            onActivate={vi.fn()}
          />
        </>,
      );
      const name = screen.getByRole('textbox', { name: 'Nombre Opcional' });
      expect(name).toHaveAccessibleName('Nombre Opcional');
      expect(name).toHaveAccessibleDescription('Como figura en su cédula');
      expect(name).toHaveValue('Camila Rojas');
      const job = screen.getByRole('textbox', { name: 'Profesión Opcional' });
      expect(job).toHaveValue('');
      expect(job).toHaveAttribute('placeholder', 'Ej.: Ingeniera');
      expect(job).not.toHaveAttribute('aria-describedby');
    });

    it('marks a required field with aria-required and a (*) for the eye', () => {
      render(<FieldShell control="text" label="Nombre" isRequired onActivate={vi.fn()} />);
      const input = screen.getByRole('textbox', { name: 'Nombre' });
      expect(input).toHaveAttribute('aria-required', 'true');
      expect(screen.getByText('(*)')).toHaveAttribute('aria-hidden', 'true');
      expect(screen.queryByText('Opcional')).not.toBeInTheDocument();
    });

    it('hands over when focused by keyboard', async () => {
      const onActivate = vi.fn();
      render(<FieldShell control="text" label="Nombre" onActivate={onActivate} />);
      expect(onActivate).not.toHaveBeenCalled();
      await userEvent.tab();
      expect(screen.getByRole('textbox')).toHaveFocus();
      expect(onActivate).toHaveBeenCalled();
    });

    it('hands over on the focus of a click, not on pointer down', async () => {
      const onActivate = vi.fn();
      render(<FieldShell control="text" label="Nombre" onActivate={onActivate} />);
      fireEvent.pointerDown(screen.getByRole('textbox'));
      expect(onActivate).not.toHaveBeenCalled();
      await userEvent.click(screen.getByRole('textbox'));
      expect(onActivate).toHaveBeenCalledTimes(1);
    });

    it('asks a phone for the e-mail keyboard', () => {
      render(<FieldShell control="text" label="Correo" inputMode="email" onActivate={vi.fn()} />);
      const input = screen.getByRole('textbox', { name: 'Correo Opcional' });
      expect(input).toHaveAttribute('type', 'email');
      expect(input).toHaveAttribute('inputmode', 'email');
    });
  });

  describe('select', () => {
    it('is a listbox button showing the option text or the default placeholder', () => {
      render(
        <>
          <FieldShell
            control="select"
            label="Región"
            value="Metropolitana de Santiago"
            help="Según su domicilio."
            onActivate={vi.fn()}
          />
          <FieldShell control="select" label="Comuna" onActivate={vi.fn()} />
        </>,
      );
      // Named by value and label, as the full select's trigger.
      const region = screen.getByRole('button', {
        name: 'Metropolitana de Santiago Región Opcional',
      });
      expect(region).toHaveAttribute('aria-haspopup', 'listbox');
      expect(region).toHaveTextContent('Metropolitana de Santiago');
      expect(region).toHaveAccessibleDescription('Según su domicilio.');
      const commune = screen.getByRole('button', { name: 'Seleccione una opción Comuna Opcional' });
      expect(commune).toHaveAttribute('aria-haspopup', 'listbox');
      expect(commune).toHaveTextContent('Seleccione una opción');
    });

    it('keeps aria-required off the button, where ARIA does not allow it', () => {
      render(<FieldShell control="select" label="Región" isRequired onActivate={vi.fn()} />);
      expect(screen.getByRole('button', { name: /Región/ })).not.toHaveAttribute('aria-required');
      expect(screen.getByText('(*)')).toHaveAttribute('aria-hidden', 'true');
    });

    it('hands over on click', async () => {
      const onActivate = vi.fn();
      render(<FieldShell control="select" label="Región" onActivate={onActivate} />);
      await userEvent.click(screen.getByRole('button', { name: /Región/ }));
      expect(onActivate).toHaveBeenCalled();
    });
  });

  describe('date', () => {
    it('shows dd/mm/aaaa when empty and the date when filled, and hands over on focus', async () => {
      const onActivate = vi.fn();
      render(
        <>
          <FieldShell control="date" label="Fecha de inicio" onActivate={onActivate} />
          <FieldShell
            control="date"
            label="Fecha de nacimiento"
            value="15 / 03 / 1985"
            onActivate={vi.fn()}
          />
        </>,
      );
      const start = screen.getByRole('textbox', { name: 'Fecha de inicio Opcional' });
      expect(start).not.toHaveAttribute('aria-required');
      expect(start).toHaveValue('');
      expect(start).toHaveAttribute('placeholder', 'dd / mm / aaaa');
      expect(screen.getByRole('textbox', { name: 'Fecha de nacimiento Opcional' })).toHaveValue(
        '15 / 03 / 1985',
      );
      await userEvent.tab();
      expect(start).toHaveFocus();
      expect(onActivate).toHaveBeenCalled();
    });
  });

  describe('checkbox', () => {
    it('is a checkbox named by its label, checked when selected', () => {
      render(
        <>
          <FieldShell
            control="checkbox"
            label="Declaro ser residente en Chile"
            isRequired
            isSelected
            help="Exigido por la <b>normativa</b>"
            onActivate={vi.fn()}
          />
          <FieldShell control="checkbox" label="Deseo recibir novedades" onActivate={vi.fn()} />
        </>,
      );
      const resident = screen.getByRole('checkbox', { name: 'Declaro ser residente en Chile' });
      expect(resident).toBeChecked();
      expect(resident).toHaveAttribute('aria-required', 'true');
      expect(resident).toHaveAccessibleDescription('Exigido por la normativa');
      expect(
        screen.getByRole('checkbox', { name: 'Deseo recibir novedades Opcional' }),
      ).not.toBeChecked();
    });

    it('ticks and unticks from a click on its label without handing over', async () => {
      const onActivate = vi.fn();
      const onSelectedChange = vi.fn();
      const { rerender } = render(
        <FieldShell
          control="checkbox"
          label="Soy persona expuesta políticamente"
          onSelectedChange={onSelectedChange}
          onActivate={onActivate}
        />,
      );
      await userEvent.click(screen.getByText('Soy persona expuesta políticamente'));
      expect(onSelectedChange).toHaveBeenLastCalledWith(true);
      rerender(
        <FieldShell
          control="checkbox"
          label="Soy persona expuesta políticamente"
          isSelected
          onSelectedChange={onSelectedChange}
          onActivate={onActivate}
        />,
      );
      await userEvent.click(screen.getByText('Soy persona expuesta políticamente'));
      expect(onSelectedChange).toHaveBeenLastCalledWith(false);
      expect(onSelectedChange).toHaveBeenCalledTimes(2);
      expect(onActivate).not.toHaveBeenCalled();
    });

    it('hands over when reached with the keyboard', async () => {
      const onActivate = vi.fn();
      render(<FieldShell control="checkbox" label="Acepto" onActivate={onActivate} />);
      await userEvent.tab();
      expect(screen.getByRole('checkbox', { name: 'Acepto Opcional' })).toHaveFocus();
      // A task later, so a click that focused it first ticks the box before the hand-over.
      await waitFor(() => expect(onActivate).toHaveBeenCalledTimes(1));
    });

    it('keeps the info button of its tooltip beside the label', () => {
      render(
        <FieldShell control="checkbox" label="Acepto" tooltip="Más detalle" onActivate={vi.fn()} />,
      );
      expect(screen.getByRole('button', { name: /Acepto/ })).toBeInTheDocument();
    });

    it('changes nothing when read-only', async () => {
      const onSelectedChange = vi.fn();
      render(
        <FieldShell
          control="checkbox"
          label="Solo lectura"
          isReadOnly
          isSelected
          onSelectedChange={onSelectedChange}
          onActivate={vi.fn()}
        />,
      );
      await userEvent.click(screen.getByText('Solo lectura'));
      expect(onSelectedChange).not.toHaveBeenCalled();
      expect(screen.getByRole('checkbox', { name: 'Solo lectura Opcional' })).toBeChecked();
    });
  });

  it('disables every kind of control, which then never hands over', async () => {
    const onActivate = vi.fn();
    const onSelectedChange = vi.fn();
    render(
      <>
        <FieldShell control="text" label="Nombre" isDisabled onActivate={onActivate} />
        <FieldShell control="select" label="Región" isDisabled onActivate={onActivate} />
        <FieldShell control="date" label="Fecha" isDisabled onActivate={onActivate} />
        <FieldShell
          control="checkbox"
          label="Acepto"
          isDisabled
          onSelectedChange={onSelectedChange}
          onActivate={onActivate}
        />
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'Nombre Opcional' })).toBeDisabled();
    expect(screen.getByRole('button', { name: /Región/ })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Fecha Opcional' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Acepto Opcional' })).toBeDisabled();
    await userEvent.tab();
    await userEvent.click(screen.getByText('Acepto'));
    expect(onActivate).not.toHaveBeenCalled();
    expect(onSelectedChange).not.toHaveBeenCalled();
  });
});
