import { act, configure, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fieldControllerProps } from '../Field/field-controller.ts';
import { codedAccessors, formatCodedOption, type CodedItem } from '../Select/index.ts';
import { CascadingSelect, type CascadingLevel } from './CascadingSelect.tsx';
import { citiesOf, communesOf, countries, regionsOf } from '../private/sample-territory.ts';

const item = (key: string, value: string) => ({ key, value });

/** A promise the test settles when it wants, to order answers. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

type Parents = Readonly<Record<string, string>>;

/** Country -> region -> city -> commune over the seed data, answering at once. */
function addressLevels(
  overrides: Partial<Record<string, (p: Parents) => Promise<CodedItem[]>>> = {},
) {
  const loads = {
    pais: vi.fn(
      overrides.pais ??
        (async () => countries.map((c) => ({ Codigo: c.CodigoPais, Glosa: c.NombrePais }))),
    ),
    region: vi.fn(overrides.region ?? (async (p: Parents) => regionsOf(p.pais!))),
    ciudad: vi.fn(overrides.ciudad ?? (async (p: Parents) => citiesOf(p.pais!, p.region!))),
    comuna: vi.fn(overrides.comuna ?? (async (p: Parents) => communesOf(p.pais!, p.ciudad!))),
  };
  const levels: CascadingLevel<CodedItem>[] = [
    { name: 'pais', label: 'País', load: loads.pais, ...codedAccessors },
    { name: 'region', label: 'Región', load: loads.region, ...codedAccessors },
    { name: 'ciudad', label: 'Ciudad', load: loads.ciudad, ...codedAccessors },
    { name: 'comuna', label: 'Comuna', load: loads.comuna, ...codedAccessors },
  ];
  return { levels, loads };
}

const trigger = (label: string) => screen.getByRole('button', { name: new RegExp(label) });
const settled = (label: string) =>
  waitFor(() => expect(trigger(label)).not.toHaveTextContent('Cargando...'));

async function choose(label: string, option: string) {
  const button = trigger(label);
  await waitFor(() => {
    expect(button).toBeEnabled();
    expect(button).not.toHaveTextContent('Cargando...');
  });
  button.focus();
  await userEvent.keyboard('{Enter}');
  await screen.findByRole('listbox');
  // Type-ahead to the option, as a keyboard user would.
  await userEvent.keyboard(option);
  expect(screen.getByRole('option', { name: option })).toHaveFocus();
  await userEvent.keyboard('{Enter}');
}

// Four real selects with the full territory lists render slowly in jsdom.
configure({ asyncUtilTimeout: 4000 });
vi.setConfig({ testTimeout: 30_000 });

afterEach(() => vi.restoreAllMocks());

describe('CascadingSelect', () => {
  it('is a named group; the first level loads while its children wait with Sin opciones', async () => {
    const first = deferred<readonly { key: string; value: string }[]>();
    render(
      <CascadingSelect
        label="Forma de pago"
        levels={[
          { name: 'fondo', label: 'Fondo', load: () => first.promise },
          { name: 'serie', label: 'Serie', load: async () => [item('A', 'Serie A')] },
        ]}
      />,
    );
    expect(screen.getByRole('group', { name: 'Forma de pago' })).toBeInTheDocument();
    expect(trigger('Fondo')).toHaveTextContent('Cargando...');
    expect(trigger('Serie')).toHaveTextContent('Sin opciones');
    expect(trigger('Serie')).toBeDisabled();
    await act(async () => first.resolve([item('1', 'Fondo Mutuo Renta Chile')]));
    expect(trigger('Fondo')).toHaveTextContent('Seleccione una opción');
  });

  it('is completed with the keyboard alone; each parent loads its child with the keys above', async () => {
    const onChange = vi.fn();
    const { levels, loads } = addressLevels();
    render(<CascadingSelect label="Dirección" levels={levels} onChange={onChange} />);
    await choose('País', 'Chile');
    await choose('Región', 'Metropolitana de Santiago');
    await choose('Ciudad', 'Santiago');
    await choose('Comuna', 'Las Condes');
    expect(loads.region).toHaveBeenLastCalledWith({ pais: 'CL' });
    expect(loads.ciudad).toHaveBeenLastCalledWith({ pais: 'CL', region: '13' });
    expect(loads.comuna).toHaveBeenLastCalledWith({ pais: 'CL', region: '13', ciudad: '131' });
    expect(onChange).toHaveBeenLastCalledWith({
      pais: 'CL',
      region: '13',
      ciudad: '131',
      comuna: '13114',
    });
  });

  it('resets and reloads the children when a parent changes', async () => {
    const onChange = vi.fn();
    const { levels, loads } = addressLevels();
    render(
      <CascadingSelect
        levels={levels}
        defaultValue={{ pais: 'CL', region: '13', ciudad: '131', comuna: '13114' }}
        onChange={onChange}
      />,
    );
    await waitFor(() => expect(trigger('Comuna')).toHaveTextContent('Las Condes'));
    await choose('Región', 'Valparaíso');
    expect(onChange).toHaveBeenLastCalledWith({
      pais: 'CL',
      region: '05',
      ciudad: null,
      comuna: null,
    });
    await settled('Ciudad');
    expect(loads.ciudad).toHaveBeenLastCalledWith({ pais: 'CL', region: '05' });
    expect(trigger('Ciudad')).toHaveTextContent('Seleccione una opción');
    expect(trigger('Comuna')).toHaveTextContent('Sin opciones');
    expect(trigger('Comuna')).toBeDisabled();
  });

  it('clears and disables a child that has no options', async () => {
    const onChange = vi.fn();
    const { levels } = addressLevels();
    render(
      <CascadingSelect
        levels={levels}
        defaultValue={{ pais: 'CL', region: '13' }}
        onChange={onChange}
      />,
    );
    await waitFor(() => expect(trigger('Región')).toHaveTextContent('Metropolitana de Santiago'));
    await choose('País', 'Argentina');
    await settled('Región');
    expect(trigger('Región')).toHaveTextContent('Sin opciones');
    expect(trigger('Región')).toBeDisabled();
    expect(onChange).toHaveBeenLastCalledWith({
      pais: 'AR',
      region: null,
      ciudad: null,
      comuna: null,
    });
  });

  it('ignores a slow earlier answer that arrives after a later one', async () => {
    const answers: Record<string, ReturnType<typeof deferred<CodedItem[]>>> = {
      '13': deferred(),
      '05': deferred(),
    };
    const { levels } = addressLevels({ ciudad: (p) => answers[p.region!]!.promise });
    render(<CascadingSelect levels={levels} defaultValue={{ pais: 'CL' }} />);
    await choose('Región', 'Metropolitana de Santiago');
    await choose('Región', 'Valparaíso');
    await act(async () => answers['05']!.resolve(citiesOf('CL', '05')));
    await act(async () => answers['13']!.resolve(citiesOf('CL', '13')));
    trigger('Ciudad').focus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('option', { name: 'Marga Marga' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Cordillera' })).not.toBeInTheDocument();
  });

  it('pre-loads every level in turn from a stored record (edit mode), without changing it', async () => {
    const onChange = vi.fn();
    const { levels, loads } = addressLevels();
    render(
      <CascadingSelect
        levels={levels.map((level) => ({ ...level, formatOption: formatCodedOption<CodedItem> }))}
        defaultValue={{ pais: 'CL', region: '08', ciudad: '081', comuna: '08108' }}
        onChange={onChange}
      />,
    );
    await waitFor(() => expect(trigger('Comuna')).toHaveTextContent('08108 - San Pedro de la Paz'));
    expect(trigger('Región')).toHaveTextContent('08 - Biobío');
    expect(trigger('Ciudad')).toHaveTextContent('081 - Concepción');
    expect(loads.comuna).toHaveBeenCalledTimes(1);
    expect(loads.comuna).toHaveBeenCalledWith({ pais: 'CL', region: '08', ciudad: '081' });
    expect(onChange).not.toHaveBeenCalled();
  });

  it('pre-loads under React StrictMode too (effects run twice in development)', async () => {
    const { levels, loads } = addressLevels();
    render(
      <StrictMode>
        <CascadingSelect
          levels={levels}
          defaultValue={{ pais: 'CL', region: '13', ciudad: '131' }}
        />
      </StrictMode>,
    );
    await waitFor(() => expect(trigger('Ciudad')).toHaveTextContent('Santiago'));
    // The communes load after the city is shown: wait for them, then count the calls.
    await waitFor(() => expect(trigger('Comuna')).toHaveTextContent('Seleccione una opción'));
    expect(loads.comuna).toHaveBeenCalledTimes(1);
  });

  it('clears a stored value missing from the loaded options, and the levels under it', async () => {
    const onChange = vi.fn();
    const { levels, loads } = addressLevels();
    render(
      <CascadingSelect
        levels={levels}
        defaultValue={{ pais: 'CL', region: '13', ciudad: '999', comuna: '99901' }}
        onChange={onChange}
      />,
    );
    await waitFor(() =>
      expect(onChange).toHaveBeenLastCalledWith({
        pais: 'CL',
        region: '13',
        ciudad: null,
        comuna: null,
      }),
    );
    expect(trigger('Ciudad')).toHaveTextContent('Seleccione una opción');
    expect(loads.comuna).not.toHaveBeenCalled();
  });

  it('logs a failed load, leaves that level empty and disabled, and tells the person nothing', async () => {
    const error = new Error('503');
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { levels } = addressLevels({ ciudad: () => Promise.reject(error) });
    render(<CascadingSelect levels={levels} defaultValue={{ pais: 'CL', region: '13' }} />);
    await waitFor(() =>
      expect(log).toHaveBeenCalledWith('Error al obtener el listado de Ciudad', error),
    );
    expect(trigger('Ciudad')).toHaveTextContent('Sin opciones');
    expect(trigger('Ciudad')).toBeDisabled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(trigger('Región')).toBeEnabled();
  });

  it('works controlled: a value set from outside reloads the children', async () => {
    const { levels, loads } = addressLevels();
    const { rerender } = render(
      <CascadingSelect levels={levels} value={{ pais: 'CL', region: '13' }} />,
    );
    await waitFor(() => expect(loads.ciudad).toHaveBeenCalledWith({ pais: 'CL', region: '13' }));
    rerender(<CascadingSelect levels={levels} value={{ pais: 'CL', region: '10' }} />);
    await waitFor(() =>
      expect(loads.ciudad).toHaveBeenLastCalledWith({ pais: 'CL', region: '10' }),
    );
    await settled('Ciudad');
    trigger('Ciudad').focus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('option', { name: 'Chiloé' })).toBeInTheDocument();
  });

  it('works with react-hook-form: the error goes to the empty levels and focus to the first', async () => {
    const onSubmit = vi.fn();
    const { levels } = addressLevels();
    type Form = { direccion: Record<string, string | null> };
    function AddressForm() {
      const { control, handleSubmit } = useForm<Form>({
        defaultValues: { direccion: { pais: 'CL', region: null, ciudad: null, comuna: null } },
      });
      return (
        <form onSubmit={handleSubmit((data) => onSubmit(data))}>
          <Controller
            name="direccion"
            control={control}
            rules={{
              validate: (value) => Object.values(value).every(Boolean) || 'Este campo es requerido',
            }}
            render={(c) => (
              <CascadingSelect
                label="Dirección"
                isRequired
                levels={levels}
                {...fieldControllerProps(c)}
              />
            )}
          />
          <button type="submit">Guardar</button>
        </form>
      );
    }
    render(<AddressForm />);
    await settled('Región');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(trigger('Región')).toHaveFocus());
    expect(trigger('Región')).toHaveAccessibleDescription('Este campo es requerido');
    expect(trigger('País')).not.toHaveAttribute('data-invalid');
    await choose('Región', 'Los Ríos');
    await choose('Ciudad', 'Ranco');
    await choose('Comuna', 'Futrono');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({
        direccion: { pais: 'CL', region: '14', ciudad: '142', comuna: '14202' },
      }),
    );
  });
});
