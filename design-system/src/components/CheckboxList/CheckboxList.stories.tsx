import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/index.ts';
import { fieldControllerProps } from '../Field/field-controller.ts';
import { checkboxListError, type CheckboxListEntry } from './checkbox-list-value.ts';
import { CheckboxList } from './CheckboxList.tsx';

const origins = [
  { key: 'SUELDO', value: 'Remuneraciones' },
  {
    key: 'HERENCIA',
    value: 'Herencia o donación',
    extraDescription: {
      label: 'Año en que la recibió',
      required: true,
      validation: {
        validate: (text: string) => /^(19|20)\d{2}$/.test(text),
        caption: 'Ingrese un año de cuatro dígitos',
      },
    },
  },
  {
    key: 'VENTA',
    value: 'Venta de bienes',
    tooltip: 'Por ejemplo, la venta de una propiedad o de un vehículo.',
    extraDescription: { label: 'Bien vendido' },
  },
  { key: 'OTRO', value: 'Otro', extraDescription: { label: 'Indique el origen', required: true } },
];

const meta = {
  title: 'Componentes/CheckboxList',
  component: CheckboxList,
  args: { label: 'Origen de los fondos a invertir', isRequired: true, options: origins },
  render: (args) => (
    <div style={{ maxWidth: 480 }}>
      <CheckboxList {...args} />
    </div>
  ),
} satisfies Meta<typeof CheckboxList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Filled: Story = {
  args: {
    defaultValue: [
      { id: 'SUELDO', selected: true, extraDescription: '' },
      { id: 'VENTA', selected: true, extraDescription: 'Departamento en Ñuñoa' },
    ],
  },
};

export const Focused: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(
      within(canvasElement).getByRole('checkbox', { name: 'Remuneraciones' }),
    ).toHaveFocus();
  },
};

/** Space ticks an option with an extra text: the text appears next in the Tab order. */
export const TickShowsExtraText: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'Año en que la recibió' })).toHaveFocus();
    await userEvent.keyboard('2019');
  },
};

/** A failing extra text shows its configured caption. */
export const ExtraTextRuleError: Story = {
  args: { defaultValue: [{ id: 'HERENCIA', selected: true, extraDescription: '' }] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Año en que la recibió' }), '19');
    await userEvent.tab();
    await expect(canvas.getByText('Ingrese un año de cuatro dígitos')).toBeVisible();
  },
};

/** Required list left with none: the spec's required message. */
export const RequiredError: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await userEvent.keyboard(' ');
    await userEvent.tab({ shift: true });
    await expect(within(canvasElement).getByText('Este campo es requerido')).toBeVisible();
  },
};

export const InvalidFromForm: Story = {
  args: {
    defaultValue: [{ id: 'SUELDO', selected: true, extraDescription: '' }],
    isInvalid: true,
    errorMessage: 'Datos ingresados inválidos',
  },
};

/** The radio variant: one choice, only it is stored as selected, with its extra text below. */
export const RadioVariant: Story = {
  args: {
    variant: 'radio',
    label: 'Origen principal de los fondos',
    defaultValue: [
      { id: 'OTRO', selected: true, extraDescription: 'Indemnización por años de servicio' },
    ],
  },
};

export const RadioVariantKeyboard: Story = {
  args: { variant: 'radio', label: 'Origen principal de los fondos' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Venta de bienes' })).toBeChecked();
    await expect(canvas.getByRole('textbox', { name: 'Bien vendido Opcional' })).toBeVisible();
  },
};

export const Disabled: Story = {
  args: {
    isDisabled: true,
    defaultValue: [{ id: 'VENTA', selected: true, extraDescription: 'Automóvil' }],
  },
};

export const ReadOnly: Story = {
  args: {
    isReadOnly: true,
    defaultValue: [{ id: 'VENTA', selected: true, extraDescription: 'Automóvil' }],
  },
};

export const Optional: Story = { args: { isRequired: false } };

export const FullAnatomy: Story = {
  args: {
    labelStrong: 'Declaración:',
    labelSmall: 'Puede marcar más de una',
    tooltip: 'La Unidad de Análisis Financiero exige conocer el origen de los fondos.',
    help: 'Vea la <a href="https://www.uaf.cl">normativa de la UAF</a>.',
    description: 'Su ejecutivo podría pedirle respaldos.',
  },
};

export const LongSpanishText: Story = {
  args: {
    label:
      'Indique de dónde provienen los fondos que invertirá, considerando todas las fuentes que correspondan durante los últimos doce meses',
    options: [
      {
        key: 'A',
        value: 'Ahorros acumulados a partir de remuneraciones, honorarios o pensiones',
        extraDescription: {
          label: 'Nombre del empleador o de la institución que paga la pensión',
          required: true,
        },
      },
      { key: 'B', value: 'Utilidades o retiros de sociedades en que participa como socio' },
    ],
    defaultValue: [
      { id: 'A', selected: true, extraDescription: 'Servicios Agrícolas del Maule Limitada' },
    ],
  },
};

export const Mobile: Story = {
  tags: ['mobile'],
  args: { defaultValue: [{ id: 'OTRO', selected: true, extraDescription: 'Premio' }] },
};

export const HighContrast: Story = {
  globals: { theme: 'high-contrast' },
  args: {
    defaultValue: [{ id: 'VENTA', selected: true, extraDescription: 'Automóvil' }],
    isInvalid: true,
    errorMessage: 'Este campo es inválido',
  },
};

/** Through react-hook-form: `Controller` plus `fieldControllerProps`, validated by `checkboxListError`. */
export const WithReactHookForm: Story = {
  render: function Render(args) {
    const [sent, setSent] = useState<CheckboxListEntry[] | null>(null);
    const { control, handleSubmit } = useForm<{ origen: CheckboxListEntry[] }>({
      defaultValues: { origen: [] },
    });
    return (
      <form
        noValidate
        onSubmit={handleSubmit((data) => setSent(data.origen))}
        style={{ maxWidth: 480, display: 'grid', gap: 16 }}
      >
        <Controller
          control={control}
          name="origen"
          rules={{ validate: (value) => checkboxListError(origins, value, true) ?? true }}
          render={(controller) => <CheckboxList {...args} {...fieldControllerProps(controller)} />}
        />
        <div>
          <Button type="submit">Continuar</Button>
        </div>
        {sent ? (
          <output>
            Seleccionado:{' '}
            {sent
              .filter((entry) => entry.selected)
              .map((entry) => entry.id)
              .join(', ')}
          </output>
        ) : null}
      </form>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Continuar' }));
    await waitFor(() => expect(canvas.getByText('Este campo es requerido')).toBeVisible());
    await expect(canvas.getByRole('checkbox', { name: 'Remuneraciones' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await userEvent.click(canvas.getByRole('button', { name: 'Continuar' }));
    await expect(await canvas.findByText('Seleccionado: SUELDO')).toBeVisible();
  },
};
