import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { useForm, Controller } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { fieldControllerProps } from '../Field/field-controller.ts';
import { Select } from './Select.tsx';
import {
  codedAccessors,
  formatCodedOption,
  formatCountryOption,
  type SelectOption,
} from './select-options.ts';

const regions: SelectOption[] = [
  { key: '15', value: 'Arica y Parinacota' },
  { key: '05', value: 'Valparaíso' },
  { key: '13', value: 'Metropolitana de Santiago' },
  { key: '08', value: 'Biobío', isDisabled: true },
  { key: '10', value: 'Los Lagos' },
];

const trigger = (name: RegExp) => screen.getByRole('button', { name });

describe('Select', () => {
  it('is named by its label, shows the placeholder and is described by help and description', () => {
    render(
      <Select
        label="Región"
        isRequired
        options={regions}
        help="<b>Donde</b> reside"
        description="Según su domicilio."
      />,
    );
    const button = trigger(/Región/);
    expect(button).toHaveTextContent('Seleccione una opción');
    expect(button).toHaveAccessibleName(/Seleccione una opción/);
    expect(button).toHaveAccessibleDescription('Donde reside Según su domicilio.');
    expect(screen.getByText('(*)')).toHaveAttribute('aria-hidden', 'true');
  });

  it('labels a select that is not required as Opcional', () => {
    render(<Select label="Región" options={regions} />);
    expect(trigger(/Región Opcional/)).toBeInTheDocument();
  });

  it('can keep its label for screen readers only', () => {
    render(
      <Select
        label="Prefijo"
        labelVisuallyHidden
        necessityIndicator="none"
        options={[{ key: '+56', value: 'Chile' }]}
        defaultValue="+56"
      />,
    );
    expect(trigger(/Prefijo/)).toHaveTextContent('Chile');
    expect(screen.getByText('Prefijo').closest('[style*="clip"]')).not.toBeNull();
  });

  it('chooses with the keyboard alone: arrows, Enter, and gives the key out', async () => {
    const onChange = vi.fn();
    render(<Select label="Región" options={regions} onChange={onChange} />);
    await userEvent.tab();
    expect(trigger(/Región/)).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const listbox = screen.getByRole('listbox');
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'Arica y Parinacota',
      'Valparaíso',
      'Metropolitana de Santiago',
      'Biobío',
      'Los Lagos',
    ]);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('13');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(trigger(/Región/)).toHaveTextContent('Metropolitana de Santiago');
    // Focus goes back to the trigger once the popover has closed.
    await waitFor(() => expect(trigger(/Región/)).toHaveFocus());
  });

  it('skips disabled options and closes on Escape without changing the value', async () => {
    const onChange = vi.fn();
    render(<Select label="Región" options={regions} defaultValue="13" onChange={onChange} />);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('option', { name: 'Biobío' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('option', { name: 'Los Lagos' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
    expect(trigger(/Región/)).toHaveTextContent('Metropolitana de Santiago');
  });

  it('finds an option by typing its first letters', async () => {
    const onChange = vi.fn();
    render(<Select label="Región" options={regions} onChange={onChange} />);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('Lo');
    expect(screen.getByRole('option', { name: 'Los Lagos' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('10');
  });

  it('says Este campo es requerido when left empty after a visit, not while its list is open', async () => {
    render(<Select label="Región" isRequired options={regions} />);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    // The page behind the open list is hidden from assistive technology meanwhile.
    expect(screen.getByRole('button', { name: /Región/, hidden: true })).not.toHaveAttribute(
      'data-invalid',
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(trigger(/Región/)).toHaveFocus());
    expect(trigger(/Región/)).not.toHaveAttribute('data-invalid');
    await userEvent.tab();
    expect(trigger(/Región/)).toHaveAccessibleDescription('Este campo es requerido');
  });

  it('shows Cargando... while loading, announces it politely, stays focusable but cannot open', async () => {
    const { rerender } = render(<Select label="Comuna" options={[]} isLoading />);
    expect(trigger(/Comuna/)).toHaveTextContent('Cargando...');
    expect(screen.getByRole('status')).toHaveTextContent('Comuna: Cargando...');
    await userEvent.tab();
    expect(trigger(/Comuna/)).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    rerender(<Select label="Comuna" options={regions} />);
    expect(screen.getByRole('status')).toHaveTextContent('');
    expect(trigger(/Comuna/)).toBeEnabled();
  });

  it('shows Sin opciones, disabled, when there are no options; or hides itself', () => {
    const { rerender } = render(<Select label="Comuna" options={[]} />);
    expect(trigger(/Comuna/)).toHaveTextContent('Sin opciones');
    expect(trigger(/Comuna/)).toBeDisabled();
    rerender(<Select label="Comuna" options={[]} whenEmpty="hide" />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByText('Comuna')).not.toBeInTheDocument();
  });

  it('renders options through a formatter, reading any item type', async () => {
    const countries = [
      { CodigoPais: 'CL', NombrePais: 'Chile' },
      { CodigoPais: 'AR', NombrePais: 'Argentina' },
    ];
    render(
      <>
        <Select
          label="País"
          options={countries}
          getKey={(c) => c.CodigoPais}
          getText={(c) => c.NombrePais}
          formatOption={formatCountryOption}
          defaultValue="CL"
        />
        <Select
          label="Región"
          options={[{ Codigo: '13', Glosa: 'Metropolitana de Santiago' }]}
          {...codedAccessors}
          formatOption={formatCodedOption}
          defaultValue="13"
        />
      </>,
    );
    expect(trigger(/País/)).toHaveTextContent('CL - Chile');
    expect(trigger(/Región/)).toHaveTextContent('13 - Metropolitana de Santiago');
    await userEvent.click(trigger(/País/));
    expect(screen.getByRole('option', { name: 'AR - Argentina' })).toBeInTheDocument();
  });

  it('is read-only: focusable, shows its value, keys do not change it', async () => {
    const onChange = vi.fn();
    render(
      <Select label="Región" options={regions} defaultValue="13" isReadOnly onChange={onChange} />,
    );
    await userEvent.tab();
    const button = trigger(/Región/);
    expect(button).toHaveFocus();
    expect(button).toHaveAccessibleDescription('Solo lectura');
    await userEvent.keyboard('{ArrowDown}{Enter}v');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
    expect(button).toHaveTextContent('Metropolitana de Santiago');
  });

  it('works controlled', async () => {
    function Controlled() {
      const [value, setValue] = useState<string | null>('05');
      return (
        <>
          <Select label="Región" options={regions} value={value} onChange={setValue} />
          <output>{value ?? 'ninguna'}</output>
        </>
      );
    }
    render(<Controlled />);
    expect(trigger(/Región/)).toHaveTextContent('Valparaíso');
    await userEvent.click(trigger(/Región/));
    await userEvent.click(screen.getByRole('option', { name: 'Los Lagos' }));
    expect(screen.getByText('10')).toBeInTheDocument();
  });

  it('works with react-hook-form through fieldControllerProps: error, focus and value', async () => {
    const onSubmit = vi.fn();
    function Form() {
      const { control, handleSubmit } = useForm<{ region: string | null }>({
        defaultValues: { region: null },
      });
      return (
        <form onSubmit={handleSubmit((data) => onSubmit(data))}>
          <Controller
            name="region"
            control={control}
            rules={{ required: 'Este campo es requerido' }}
            render={(c) => (
              <Select label="Región" isRequired options={regions} {...fieldControllerProps(c)} />
            )}
          />
          <button type="submit">Enviar</button>
        </form>
      );
    }
    render(<Form />);
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    const button = trigger(/Región/);
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('data-invalid', 'true');
    expect(button).toHaveAccessibleDescription('Este campo es requerido');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(onSubmit).toHaveBeenCalledWith({ region: '15' });
  });
});
