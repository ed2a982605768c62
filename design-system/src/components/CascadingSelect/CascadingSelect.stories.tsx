import type { Meta, StoryObj } from '@storybook/react-vite';
import { Controller, useForm } from 'react-hook-form';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { esClMessages } from '@inversiones/es-cl';
import { Button } from '../Button/index.ts';
import { fieldControllerProps } from '../Field/field-controller.ts';
import { codedAccessors, formatCodedOption, type CodedItem } from '../Select/index.ts';
import {
  CascadingSelect,
  type CascadingLevel,
  type CascadingSelectProps,
} from './CascadingSelect.tsx';
import {
  citiesOf,
  communesOf,
  countries,
  funds,
  investmentAccountsOf,
  regionsOf,
  seriesOf,
} from '../private/sample-territory.ts';

type Parents = Readonly<Record<string, string>>;

/** A service answering after a fixed delay: latency without randomness, so screenshots repeat. */
const simulated =
  <R,>(ms: number, answer: (parents: Parents) => R) =>
  (parents: Parents) =>
    new Promise<R>((resolve) => setTimeout(() => resolve(answer(parents)), ms));

const failing = (ms: number) => () =>
  new Promise<never>((_, reject) => setTimeout(() => reject(new Error('HTTP 503')), ms));

/** Never answers: the level stays 'Cargando...' (no timer left pending). */
const pending = () => new Promise<never>(() => undefined);

/** Countries -> regions -> cities (provinces) -> communes, as the reference API answers. */
const addressLevels: CascadingLevel<CodedItem>[] = [
  {
    name: 'codigoPais',
    label: 'País',
    load: simulated(60, () =>
      countries.map((c) => ({ Codigo: c.CodigoPais, Glosa: c.NombrePais })),
    ),
    formatOption: formatCodedOption<CodedItem>,
    ...codedAccessors,
  },
  {
    name: 'codigoRegion',
    label: 'Región',
    load: simulated(120, (p) => regionsOf(p.codigoPais!)),
    ...codedAccessors,
  },
  {
    name: 'codigoCiudad',
    label: 'Ciudad',
    load: simulated(90, (p) => citiesOf(p.codigoPais!, p.codigoRegion!)),
    ...codedAccessors,
  },
  {
    name: 'codigoComuna',
    label: 'Comuna',
    load: simulated(90, (p) => communesOf(p.codigoPais!, p.codigoCiudad!)),
    ...codedAccessors,
  },
];

/** Fund -> series -> investment account (formasDePago services). */
const paymentLevels: CascadingLevel<CodedItem>[] = [
  { name: 'fondo', label: 'Fondo', load: simulated(80, () => [...funds]), ...codedAccessors },
  {
    name: 'serie',
    label: 'Serie',
    load: simulated(100, (p) => seriesOf(p.fondo!)),
    ...codedAccessors,
  },
  {
    name: 'cuenta',
    label: 'Cuenta de inversión',
    load: simulated(100, (p) => investmentAccountsOf(p.fondo!, p.serie!)),
    ...codedAccessors,
  },
];

const storedAddress = {
  codigoPais: 'CL',
  codigoRegion: '13',
  codigoCiudad: '131',
  codigoComuna: '13114',
};

const trigger = (canvas: HTMLElement, label: string) =>
  within(canvas).getByRole('button', { name: new RegExp(label) });

/** Waits until no level is loading any more, so the screenshot shows the settled group. */
async function settled(canvas: HTMLElement) {
  await waitFor(
    () => {
      const buttons = within(canvas).getAllByRole('button');
      for (const button of buttons) expect(button).not.toHaveTextContent('Cargando...');
    },
    { timeout: 5000 },
  );
}

/** Opens a level from the keyboard, types the option's name and chooses it with Enter. */
async function choose(canvas: HTMLElement, label: string, option: string) {
  const button = trigger(canvas, label);
  await waitFor(() => expect(button).not.toHaveTextContent('Cargando...'), { timeout: 5000 });
  button.focus();
  await userEvent.keyboard('{Enter}');
  await within(document.body).findByRole('listbox');
  await userEvent.keyboard(option);
  await expect(within(document.body).getByRole('option', { name: option })).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  await waitFor(() => expect(within(document.body).queryByRole('listbox')).toBeNull());
}

const meta = {
  title: 'Componentes/CascadingSelect',
  component: CascadingSelect<CodedItem>,
  args: { label: 'Dirección particular', levels: addressLevels, isRequired: true },
  parameters: {
    docs: {
      description: {
        component: [
          'Grupo de listas dependientes descrito por datos (wizard-spec 4): país → región →',
          'ciudad → comuna, o fondo → serie → cuenta de inversión.',
          '',
          '`levels: [{ name, label, load(valoresPadres) => Promise<opciones> }]`. Al cambiar un',
          'nivel, sus hijos vuelven a `Seleccione una opción` (valor `null`) y se recargan; un nivel',
          'sin opciones queda vacío y deshabilitado (`Sin opciones`); una respuesta tardía de una',
          'consulta ya reemplazada se descarta; un valor guardado que no está en las opciones se',
          'limpia. En edición, `defaultValue`/`value` (`{ [name]: clave }`) carga cada nivel en orden.',
          'Un error de carga solo se registra (`Error al obtener el listado de <label>`), sin mensaje.',
          '',
          '**Valor**: `Record<name, clave | null>`. Con react-hook-form:',
          '`<Controller render={(c) => <CascadingSelect levels={...} {...fieldControllerProps(c)} />} />`.',
        ].join('\n'),
      },
    },
  },
  render: (args) => (
    <div style={{ maxWidth: 560 }}>
      <CascadingSelect {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => settled(canvasElement),
} satisfies Meta<(props: CascadingSelectProps<CodedItem>) => ReturnType<typeof CascadingSelect>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** New address: countries loaded, the other levels wait for a parent ('Sin opciones'). */
export const Empty: Story = {};

/** Edit mode: the stored record loads every level in turn (country, region, city, commune). */
export const EditMode: Story = {
  args: { defaultValue: storedAddress },
  play: async ({ canvasElement }) => {
    await settled(canvasElement);
    await expect(trigger(canvasElement, 'Comuna')).toHaveTextContent('Las Condes');
  },
};

/** Completed from the keyboard alone: each choice loads the next level. */
export const KeyboardCompletion: Story = {
  play: async ({ canvasElement }) => {
    await settled(canvasElement);
    await choose(canvasElement, 'País', 'CL - Chile');
    await choose(canvasElement, 'Región', 'Valparaíso');
    await choose(canvasElement, 'Ciudad', 'Valparaíso');
    await choose(canvasElement, 'Comuna', 'Viña del Mar');
    await settled(canvasElement);
    await expect(trigger(canvasElement, 'Comuna')).toHaveTextContent('Viña del Mar');
    await expect(trigger(canvasElement, 'Comuna')).toHaveFocus();
  },
};

/** Changing the region resets city and commune to the placeholder and reloads the cities. */
export const ParentChangeResetsChildren: Story = {
  args: { defaultValue: storedAddress },
  play: async ({ canvasElement }) => {
    await settled(canvasElement);
    await choose(canvasElement, 'Región', 'Biobío');
    await settled(canvasElement);
    await expect(trigger(canvasElement, 'Ciudad')).toHaveTextContent('Seleccione una opción');
    await expect(trigger(canvasElement, 'Comuna')).toHaveTextContent('Sin opciones');
  },
};

/** A country without regions in the service: its children are cleared and disabled. */
export const ChildWithoutOptions: Story = {
  args: { defaultValue: { codigoPais: 'AR' } },
  play: async ({ canvasElement }) => {
    await settled(canvasElement);
    await expect(trigger(canvasElement, 'Región')).toBeDisabled();
  },
};

/** A stored commune that no longer exists is cleared; the rest of the record stays. */
export const StoredValueMissing: Story = {
  args: { defaultValue: { ...storedAddress, codigoComuna: '13999' } },
  play: async ({ canvasElement }) => {
    await settled(canvasElement);
    await expect(trigger(canvasElement, 'Comuna')).toHaveTextContent('Seleccione una opción');
    await expect(trigger(canvasElement, 'Ciudad')).toHaveTextContent('Santiago');
  },
};

/** The regions are still on their way: 'Cargando...' (announced politely). */
export const Loading: Story = {
  args: {
    defaultValue: { codigoPais: 'CL' },
    levels: addressLevels.map((level) =>
      level.name === 'codigoRegion' ? { ...level, load: pending } : level,
    ),
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(trigger(canvasElement, 'País')).toHaveTextContent('CL - Chile'));
    await expect(trigger(canvasElement, 'Región')).toHaveTextContent('Cargando...');
  },
};

/** The cities service fails: logged only (wizard-spec 8); the level stays empty and disabled. */
export const LoadFailure: Story = {
  args: {
    defaultValue: { codigoPais: 'CL', codigoRegion: '13' },
    levels: addressLevels.map((level) =>
      level.name === 'codigoCiudad' ? { ...level, load: failing(90) } : level,
    ),
  },
  play: async ({ canvasElement }) => {
    await settled(canvasElement);
    await waitFor(() => expect(trigger(canvasElement, 'Ciudad')).toHaveTextContent('Sin opciones'));
    await expect(trigger(canvasElement, 'Ciudad')).toBeDisabled();
  },
};

/** Fund -> series -> investment account, pre-loaded from a stored choice. */
export const PaymentFund: Story = {
  args: {
    label: 'Forma de pago',
    levels: paymentLevels,
    defaultValue: { fondo: '1', serie: 'APV', cuenta: '12345678-1' },
  },
  play: async ({ canvasElement }) => {
    await settled(canvasElement);
    await expect(trigger(canvasElement, 'Cuenta de inversión')).toHaveTextContent(
      'Cuenta de inversión 12345678-1 (Fondo Mutuo Renta Chile)',
    );
  },
};

/** Fund -> series -> account, chosen from the keyboard. */
export const PaymentFundKeyboard: Story = {
  args: { label: 'Forma de pago', levels: paymentLevels },
  play: async ({ canvasElement }) => {
    await settled(canvasElement);
    await choose(canvasElement, 'Fondo', 'Fondo Mutuo Global Equity');
    await choose(canvasElement, 'Serie', 'Serie USD');
    await choose(canvasElement, 'Cuenta de inversión', 'Cuenta de ahorro 12345678-2');
    await settled(canvasElement);
  },
};

/** An error set by the form: shown on the levels still empty. */
export const InvalidFromForm: Story = {
  args: {
    defaultValue: { codigoPais: 'CL', codigoRegion: '13' },
    isInvalid: true,
    errorMessage: esClMessages.required,
  },
};

export const Disabled: Story = { args: { defaultValue: storedAddress, isDisabled: true } };

export const ReadOnly: Story = { args: { defaultValue: storedAddress, isReadOnly: true } };

export const Optional: Story = {
  args: { label: 'Dirección comercial', isRequired: false, defaultValue: { codigoPais: 'CL' } },
};

export const LongSpanishText: Story = {
  args: {
    label:
      'Dirección del domicilio particular donde el partícipe recibe su correspondencia y documentos tributarios',
    defaultValue: {
      codigoPais: 'CL',
      codigoRegion: '11',
      codigoCiudad: '111',
      codigoComuna: '11101',
    },
  },
};

export const Mobile: Story = { tags: ['mobile'], args: { defaultValue: storedAddress } };

export const HighContrast: Story = {
  globals: { theme: 'high-contrast' },
  args: {
    defaultValue: { codigoPais: 'CL', codigoRegion: '13' },
    isInvalid: true,
    errorMessage: esClMessages.required,
  },
};

type AddressForm = { direccion: Record<string, string | null> };

function AddressFormExample() {
  const { control, handleSubmit, formState } = useForm<AddressForm>({
    defaultValues: {
      direccion: { codigoPais: 'CL', codigoRegion: null, codigoCiudad: null, codigoComuna: null },
    },
  });
  return (
    <form
      noValidate
      onSubmit={handleSubmit(() => undefined)}
      style={{ display: 'grid', gap: 16, maxWidth: 560 }}
    >
      <Controller
        name="direccion"
        control={control}
        rules={{
          validate: (value) => Object.values(value).every(Boolean) || esClMessages.required,
        }}
        render={(controller) => (
          <CascadingSelect
            label="Dirección particular"
            isRequired
            levels={addressLevels}
            {...fieldControllerProps(controller)}
          />
        )}
      />
      <Button type="submit">Guardar</Button>
      {formState.isSubmitSuccessful ? <p role="status">Dirección guardada</p> : null}
    </form>
  );
}

/** Through react-hook-form's Controller: the error goes to the empty levels, focus to the first. */
export const WithReactHookForm: Story = {
  render: () => <AddressFormExample />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await settled(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(trigger(canvasElement, 'Región')).toHaveFocus());
    await expect(trigger(canvasElement, 'Región')).toHaveAccessibleDescription(
      esClMessages.required,
    );
    await choose(canvasElement, 'Región', 'Los Lagos');
    await choose(canvasElement, 'Ciudad', 'Chiloé');
    await choose(canvasElement, 'Comuna', 'Castro');
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar' }));
    await expect(await canvas.findByText('Dirección guardada')).toBeVisible();
  },
};
