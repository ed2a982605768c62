import type { Meta, StoryObj } from '@storybook/react-vite';
import { Controller, useForm } from 'react-hook-form';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { esClMessages } from '@inversiones/es-cl';
import { Button } from '../Button/index.ts';
import { countries, regions as regionItems } from '../private/sample-territory.ts';
import { fieldControllerProps } from '../Field/field-controller.ts';
import { Select, type SelectProps } from './Select.tsx';
import {
  codedAccessors,
  countryAccessors,
  formatCodedOption,
  formatCountryOption,
  type SelectOption,
} from './select-options.ts';

/** Chile's regions as the reference API sends them (`GET pais/CL/regiones`), as options. */
const regions: SelectOption[] = regionItems.map((r) => ({ key: r.Codigo, value: r.Glosa }));

/** Waits until the listbox's popover is placed, so the screenshot never catches it moving. */
async function openedListbox() {
  // The popover mounts a few frames after the key: on a loaded CI core, later than the default 1 s.
  const listbox = await within(document.body).findByRole('listbox', undefined, { timeout: 5000 });
  await waitFor(() => {
    const popover = listbox.closest('[data-placement]');
    expect(popover).not.toBeNull();
    expect(popover).not.toHaveAttribute('data-entering');
  });
  return listbox;
}

const meta = {
  title: 'Componentes/Select',
  // The generic component seen with its default option type, so stories type their args.
  component: Select<SelectOption>,
  args: { label: 'Región', isRequired: true, options: regions },
  parameters: {
    docs: {
      description: {
        component: [
          'Lista desplegable (React Aria: botón que abre un listbox). Teclado: flechas, escribir las',
          'primeras letras, Enter para elegir y Escape para cerrar.',
          '',
          '**Valor**: la clave de la opción (`string | null`). Opciones `{ key, value, isDisabled? }`',
          'o cualquier tipo con `getKey`/`getText` (`countryAccessors`, `codedAccessors` leen lo que',
          'envían los servicios). `formatOption` da el texto: `formatCountryOption` (`CL - Chile`),',
          '`formatCodedOption` (`13 - Metropolitana de Santiago`).',
          '',
          '**Estados** (wizard-spec 4, 9): `Seleccione una opción`; `isLoading` muestra `Cargando...`',
          '(anunciado con cortesía); sin opciones muestra `Sin opciones` deshabilitado, o nada con',
          '`whenEmpty="hide"`.',
          '',
          'Con react-hook-form: `<Controller render={(c) => <Select label="Región" options={...} {...fieldControllerProps(c)} />} />`.',
        ].join('\n'),
      },
    },
  },
  render: (args) => (
    <div style={{ maxWidth: 360 }}>
      <Select {...args} />
    </div>
  ),
} satisfies Meta<(props: SelectProps) => ReturnType<typeof Select>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Filled: Story = { args: { defaultValue: '13' } };

export const Focused: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: /Región/ })).toHaveFocus();
  },
};

/** Opened from the keyboard: the chosen option is focused and ticked. */
export const Open: Story = {
  args: { defaultValue: '05' },
  render: (args) => (
    <div style={{ maxWidth: 360, minHeight: 640 }}>
      <Select {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: /Región/ })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await openedListbox();
    await expect(within(listbox).getByRole('option', { name: 'Valparaíso' })).toHaveFocus();
  },
};

/** Type-ahead and Enter choose; Escape closes without a change. */
export const KeyboardSelection: Story = {
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: /Región/ });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await openedListbox();
    await userEvent.keyboard('Los R');
    await expect(within(document.body).getByRole('option', { name: 'Los Ríos' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(button).toHaveTextContent('Los Ríos');
    await userEvent.keyboard('{ArrowDown}');
    await openedListbox();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('listbox')).toBeNull());
    await expect(button).toHaveTextContent('Los Ríos');
    await expect(button).toHaveFocus();
  },
};

/** Left empty after a visit: the spec's required message. */
export const RequiredError: Story = {
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: /Región/ });
    await userEvent.tab();
    await userEvent.tab();
    await expect(button).toHaveAccessibleDescription(esClMessages.required);
  },
};

/** An error set by the form (for example react-hook-form), with its own message. */
export const InvalidFromForm: Story = {
  args: { defaultValue: '13', isInvalid: true, errorMessage: esClMessages.invalidData },
};

export const Disabled: Story = { args: { defaultValue: '13', isDisabled: true } };

/** Focusable and read by screen readers ('Solo lectura'), but cannot be opened or changed. */
export const ReadOnly: Story = { args: { defaultValue: '13', isReadOnly: true } };

export const Optional: Story = {
  args: { label: 'Región de su segunda vivienda', isRequired: false },
};

/** Options on their way: 'Cargando...' in the trigger, announced politely; focusable, cannot open. */
export const Loading: Story = { args: { options: [], isLoading: true } };

/** No options: 'Sin opciones', disabled (wizard-spec 4). */
export const NoOptions: Story = { args: { label: 'Comuna', options: [] } };

/** No options and `whenEmpty="hide"`: the select is not rendered at all. */
export const HiddenWhenEmpty: Story = {
  args: { label: 'Comuna', options: [], whenEmpty: 'hide' },
  render: (args) => (
    <div style={{ maxWidth: 360 }}>
      <p>Campo anterior del formulario</p>
      <Select {...args} />
      <p>Campo siguiente del formulario</p>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

/** One disabled option, skipped by the arrows. */
export const WithDisabledOption: Story = {
  args: {
    label: 'Serie',
    options: [
      { key: 'A', value: 'Serie A' },
      { key: 'B', value: 'Serie B' },
      { key: 'APV', value: 'Serie APV (no disponible para nuevos aportes)', isDisabled: true },
    ],
  },
  render: (args) => (
    <div style={{ maxWidth: 360, minHeight: 320 }}>
      <Select {...args} />
    </div>
  ),
  play: async () => {
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await openedListbox();
    await expect(within(listbox).getByRole('option', { name: /Serie APV/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

/** A phone prefix beside its number: the label is kept for screen readers only. */
export const VisuallyHiddenLabel: Story = {
  args: {
    label: 'Prefijo telefónico',
    labelVisuallyHidden: true,
    necessityIndicator: 'none',
    options: [
      { key: '+56', value: '+56 Chile' },
      { key: '+54', value: '+54 Argentina' },
      { key: '+51', value: '+51 Perú' },
    ],
    defaultValue: '+56',
  },
  render: (args) => (
    <div style={{ maxWidth: 160 }}>
      <Select {...args} />
    </div>
  ),
};

/** Countries straight from the service, shown as `key - NombrePais`. */
export const CountryOptions: Story = {
  render: () => (
    <div style={{ maxWidth: 360 }}>
      <Select
        label="País de residencia"
        isRequired
        options={countries}
        {...countryAccessors}
        formatOption={formatCountryOption}
        defaultValue="CL"
      />
    </div>
  ),
};

/** Coded items straight from the service, shown as `key - Glosa`. */
export const CodedOptions: Story = {
  render: () => (
    <div style={{ maxWidth: 360 }}>
      <Select
        label="Región"
        isRequired
        options={regionItems}
        {...codedAccessors}
        formatOption={formatCodedOption}
        defaultValue="13"
      />
    </div>
  ),
};

/** labelStrong, labelSmall, tooltip, sanitised help and a description. */
export const FullAnatomy: Story = {
  args: {
    labelStrong: 'Paso 2:',
    label: 'Región',
    labelSmall: 'Donde recibe su correspondencia',
    tooltip: 'La usamos para enviarle sus cartolas y certificados tributarios.',
    help: 'Vea las <a href="https://www.subdere.gov.cl">regiones de Chile</a>.<script>alert(1)</script>',
    description: 'Puede cambiarla después desde Mis datos.',
  },
};

export const LongSpanishText: Story = {
  args: {
    label:
      'Región del domicilio donde el partícipe declara residir para efectos tributarios y de envío de correspondencia',
    defaultValue: '11',
    description:
      'Si reside en el extranjero, elija la región de su último domicilio en Chile o contacte a su ejecutivo.',
  },
};

export const Mobile: Story = { tags: ['mobile'], args: { defaultValue: '12' } };

export const HighContrast: Story = {
  globals: { theme: 'high-contrast' },
  args: { defaultValue: '13', isInvalid: true, errorMessage: esClMessages.invalid },
};

function RegionForm() {
  const { control, handleSubmit, formState } = useForm<{ region: string | null }>({
    defaultValues: { region: null },
  });
  return (
    <form
      noValidate
      onSubmit={handleSubmit(() => undefined)}
      style={{ display: 'grid', gap: 16, maxWidth: 360 }}
    >
      <Controller
        name="region"
        control={control}
        rules={{ required: esClMessages.required }}
        render={(controller) => (
          <Select
            label="Región"
            isRequired
            options={regions}
            {...fieldControllerProps(controller)}
          />
        )}
      />
      <Button type="submit">Guardar</Button>
      {formState.isSubmitSuccessful ? <p role="status">Región guardada</p> : null}
    </form>
  );
}

/** Through react-hook-form's Controller and the design system's adapter. */
export const WithReactHookForm: Story = {
  render: () => <RegionForm />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: /Región/ });
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(button).toHaveFocus());
    await expect(button).toHaveAccessibleDescription(esClMessages.required);
    await userEvent.keyboard('{ArrowDown}');
    await openedListbox();
    await userEvent.keyboard('Ñ{Enter}');
    await expect(button).toHaveTextContent('Ñuble');
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar' }));
    await expect(await canvas.findByText('Región guardada')).toBeVisible();
  },
};
