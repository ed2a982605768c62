import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { CheckboxGroup } from './CheckboxGroup.tsx';

const products = [
  { key: 'ACC', value: 'Acciones' },
  {
    key: 'FM',
    value: 'Fondos mutuos',
    tooltip: 'Incluye fondos de renta fija y de renta variable.',
  },
  { key: 'DEP', value: 'Depósitos a plazo' },
  { key: 'DER', value: 'Derivados', isDisabled: true },
];

const meta = {
  title: 'Componentes/CheckboxGroup',
  component: CheckboxGroup,
  args: { label: 'Productos de inversión que conoce', isRequired: true, options: products },
  render: (args) => (
    <div style={{ maxWidth: 420 }}>
      <CheckboxGroup {...args} />
    </div>
  ),
} satisfies Meta<typeof CheckboxGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Filled: Story = { args: { defaultValue: ['ACC', 'DEP'] } };

export const Focused: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('checkbox', { name: 'Acciones' })).toHaveFocus();
  },
};

/** Ticked and unticked with Space, then left with none: the spec's required message. */
export const RequiredError: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('checkbox', { name: 'Acciones' })).toBeChecked();
    await userEvent.keyboard(' ');
    await userEvent.tab({ shift: true });
    await expect(canvas.getByText('Este campo es requerido')).toBeVisible();
  },
};

export const InvalidFromForm: Story = {
  args: { defaultValue: ['ACC'], isInvalid: true, errorMessage: 'Datos ingresados inválidos' },
};

export const Horizontal: Story = {
  args: {
    label: 'Monedas en que invierte',
    orientation: 'horizontal',
    options: [
      { key: 'CLP', value: 'Pesos' },
      { key: 'USD', value: 'Dólares' },
      { key: 'EUR', value: 'Euros' },
    ],
  },
};

export const Disabled: Story = { args: { defaultValue: ['FM'], isDisabled: true } };

export const ReadOnly: Story = { args: { defaultValue: ['FM'], isReadOnly: true } };

export const Optional: Story = {
  args: { label: 'Temas sobre los que desea recibir información', isRequired: false },
};

export const FullAnatomy: Story = {
  args: {
    labelStrong: 'Pregunta 3:',
    labelSmall: 'Puede marcar más de una',
    tooltip: 'Nos permite recomendarle productos acordes a su experiencia.',
    help: 'Vea la <a href="https://www.cmfchile.cl">guía de productos</a>.',
    description: 'Marque todos los que haya contratado alguna vez.',
  },
};

export const LongSpanishText: Story = {
  args: {
    label:
      '¿Con cuáles de los siguientes instrumentos financieros ha realizado operaciones durante los últimos cinco años, ya sea directamente o mediante un intermediario?',
    options: [
      { key: 'A', value: 'Cuotas de fondos mutuos de renta variable nacional o extranjera' },
      { key: 'B', value: 'Acciones de sociedades anónimas abiertas transadas en bolsa' },
      { key: 'C', value: 'Bonos corporativos, letras hipotecarias y otros instrumentos de deuda' },
    ],
    defaultValue: ['B'],
  },
};

export const Mobile: Story = { tags: ['mobile'] };

export const HighContrast: Story = {
  globals: { theme: 'high-contrast' },
  args: { defaultValue: ['ACC'], isInvalid: true, errorMessage: 'Este campo es inválido' },
};
