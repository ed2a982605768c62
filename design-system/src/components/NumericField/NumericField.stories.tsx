import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { esClMessages } from '@inversiones/es-cl';
import { NumericField } from './NumericField.tsx';

const meta = {
  title: 'Componentes/NumericField',
  component: NumericField,
  args: { label: 'Número de cuotas', isRequired: true, maxLength: 3 },
  parameters: {
    docs: {
      description: {
        component: [
          'Solo dígitos (wizard-spec 5): se rechazan otras teclas, salvo Tab, flechas, retroceso,',
          'Escape y atajos de edición; al pegar se conservan los dígitos. El valor es texto (se',
          'conservan los ceros a la izquierda). `minLength`/`maxLength` acotan la cantidad de',
          'dígitos con el mensaje de rango del kit; `rule="numericRanges"` rechaza el cero inicial.',
        ].join('\n'),
      },
    },
  },
  render: (args) => (
    <div style={{ maxWidth: 360 }}>
      <NumericField {...args} />
    </div>
  ),
} satisfies Meta<typeof NumericField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Filled: Story = { args: { defaultValue: '12' } };

export const Focused: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(
      within(canvasElement).getByRole('textbox', { name: 'Número de cuotas' }),
    ).toHaveFocus();
  },
};

/** Letters and signs typed are refused. */
export const DigitsOnly: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Número de cuotas' });
    await userEvent.click(input);
    await userEvent.keyboard('1a-2');
    await expect(input).toHaveValue('12');
  },
};

export const RequiredError: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('textbox', { name: 'Número de cuotas' }));
    await userEvent.tab();
    await expect(within(canvasElement).getByText(esClMessages.required)).toBeVisible();
  },
};

/** Fewer digits than allowed: the range caption. */
export const RangeError: Story = {
  args: { minLength: 2, defaultValue: '7' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('textbox', { name: 'Número de cuotas' }));
    await userEvent.tab();
    await expect(
      within(canvasElement).getByText('Debe ingresar entre 2 y 3 caracteres válidos'),
    ).toBeVisible();
  },
};

export const InvalidFromForm: Story = {
  args: { defaultValue: '0', isInvalid: true, errorMessage: esClMessages.invalidData },
};

export const Disabled: Story = { args: { defaultValue: '12', isDisabled: true } };

export const ReadOnly: Story = { args: { defaultValue: '12', isReadOnly: true } };

export const Optional: Story = {
  args: {
    label: 'Número de departamento',
    isRequired: false,
    maxLength: 6,
    placeholder: 'Ej.: 1204',
  },
};

export const FullAnatomy: Story = {
  args: {
    labelStrong: 'Plan:',
    label: 'Número de cuotas',
    labelSmall: 'Entre 1 y 999',
    tooltip: 'Cantidad de aportes mensuales del plan de ahorro.',
    help: 'Puede cambiarlo <b>en cualquier momento</b>.',
    description: 'Solo dígitos.',
  },
};

export const LongSpanishText: Story = {
  args: {
    label:
      'Cantidad de años que lleva trabajando con su empleador actual o en su actividad independiente',
    maxLength: 2,
    defaultValue: '12',
    description:
      'Si trabaja de forma independiente, cuente desde el inicio de actividades ante el Servicio de Impuestos Internos.',
  },
};

export const Mobile: Story = { tags: ['mobile'], args: { defaultValue: '36' } };

export const HighContrast: Story = {
  globals: { theme: 'high-contrast' },
  args: { defaultValue: '0', isInvalid: true, errorMessage: esClMessages.invalid },
};
