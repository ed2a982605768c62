import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { RadioGroup } from './RadioGroup.tsx';

const horizons = [
  { key: '1', value: 'Menos de 1 año' },
  { key: '2', value: 'Entre 1 y 3 años' },
  {
    key: '3',
    value: 'Más de 3 años',
    tooltip: 'Plazos largos toleran mejor la volatilidad de los mercados.',
  },
];

const meta = {
  title: 'Componentes/RadioGroup',
  component: RadioGroup,
  args: {
    label: '¿Por cuánto tiempo planea mantener su inversión?',
    isRequired: true,
    options: horizons,
  },
  render: (args) => (
    <div style={{ maxWidth: 420 }}>
      <RadioGroup {...args} />
    </div>
  ),
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Required, without `(*)`: radios are never marked (wizard-spec 2). */
export const Empty: Story = {};

export const Filled: Story = { args: { defaultValue: '2' } };

export const Focused: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(
      within(canvasElement).getByRole('radio', { name: 'Menos de 1 año' }),
    ).toHaveFocus();
  },
};

/** Arrows move and choose. */
export const KeyboardChoice: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Entre 1 y 3 años' })).toBeChecked();
  },
};

/** Visited and left without a choice: the spec's required message. */
export const RequiredError: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await userEvent.tab({ shift: true });
    await expect(within(canvasElement).getByText('Este campo es requerido')).toBeVisible();
  },
};

export const InvalidFromForm: Story = {
  args: { defaultValue: '1', isInvalid: true, errorMessage: 'Datos ingresados inválidos' },
};

export const Horizontal: Story = {
  args: {
    label: 'Sexo',
    orientation: 'horizontal',
    options: [
      { key: 'M', value: 'Masculino' },
      { key: 'F', value: 'Femenino' },
    ],
  },
};

export const Disabled: Story = { args: { defaultValue: '2', isDisabled: true } };

export const ReadOnly: Story = { args: { defaultValue: '2', isReadOnly: true } };

/** Not required: `Opcional` beside the label, as every optional field. */
export const Optional: Story = { args: { isRequired: false } };

export const FullAnatomy: Story = {
  args: {
    labelStrong: 'Pregunta 2:',
    labelSmall: 'Elija una alternativa',
    tooltip: 'Su respuesta ayuda a definir su perfil de inversionista.',
    help: 'Vea <a href="https://www.cmfchile.cl">qué es el horizonte de inversión</a>.',
    description: 'Considere el plazo en que podría necesitar el dinero.',
  },
};

export const LongSpanishText: Story = {
  args: {
    label:
      'Si el valor de su inversión cayera un 20 % en pocos meses producto de una crisis en los mercados internacionales, ¿qué haría?',
    options: [
      { key: 'A', value: 'Vendería toda la inversión para evitar pérdidas mayores en el futuro' },
      { key: 'B', value: 'Mantendría la inversión esperando que los precios se recuperen' },
      { key: 'C', value: 'Aprovecharía de invertir más a precios más convenientes' },
    ],
    defaultValue: 'B',
  },
};

export const Mobile: Story = { tags: ['mobile'], args: { orientation: 'horizontal' } };

export const HighContrast: Story = {
  globals: { theme: 'high-contrast' },
  args: { defaultValue: '3', isInvalid: true, errorMessage: 'Este campo es inválido' },
};
