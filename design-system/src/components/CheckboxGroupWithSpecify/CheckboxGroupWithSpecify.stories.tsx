import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { CheckboxGroupWithSpecify } from './CheckboxGroupWithSpecify.tsx';

const goals = [
  { key: 'AHORRO', value: 'Ahorro de largo plazo' },
  { key: 'VIVIENDA', value: 'Compra de vivienda' },
  { key: 'JUBILACION', value: 'Complementar la jubilación' },
  { key: 'OTRO', value: 'Otro objetivo' },
];

const meta = {
  title: 'Componentes/CheckboxGroupWithSpecify',
  component: CheckboxGroupWithSpecify,
  args: {
    label: 'Objetivos de su inversión',
    isRequired: true,
    options: goals,
    specifyLabel: 'Especifique el otro objetivo',
  },
  render: (args) => (
    <div style={{ maxWidth: 420 }}>
      <CheckboxGroupWithSpecify {...args} />
    </div>
  ),
} satisfies Meta<typeof CheckboxGroupWithSpecify>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The text stays disabled until the last option is ticked. */
export const Empty: Story = {};

export const Filled: Story = {
  args: { defaultValue: { value: ['AHORRO', 'OTRO'], extraDescription: 'Estudios de mis hijos' } },
};

export const Focused: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(
      within(canvasElement).getByRole('checkbox', { name: 'Ahorro de largo plazo' }),
    ).toHaveFocus();
  },
};

/** Space on the last option enables the text; unticking would clear and disable it. */
export const TickLastEnablesText: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Otro objetivo' }));
    await userEvent.tab();
    await expect(
      canvas.getByRole('textbox', { name: 'Especifique el otro objetivo' }),
    ).toHaveFocus();
    await userEvent.keyboard('Viajes');
  },
};

export const SpecifyRequiredError: Story = {
  args: { defaultValue: { value: ['OTRO'], extraDescription: '' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('textbox', { name: 'Especifique el otro objetivo' }));
    await userEvent.tab();
    await expect(canvas.getByText('Este campo es requerido')).toBeVisible();
  },
};

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
    defaultValue: { value: ['AHORRO'], extraDescription: '' },
    isInvalid: true,
    errorMessage: 'Datos ingresados inválidos',
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: { value: ['VIVIENDA'], extraDescription: '' } },
};

export const ReadOnly: Story = {
  args: { isReadOnly: true, defaultValue: { value: ['OTRO'], extraDescription: 'Viajes' } },
};

export const Optional: Story = { args: { isRequired: false } };

export const LongSpanishText: Story = {
  args: {
    label:
      '¿Para qué destinará principalmente los recursos que invierta en los fondos administrados por la sociedad durante los próximos años?',
    specifyLabel: 'Describa con sus palabras el otro destino de los recursos invertidos',
    defaultValue: {
      value: ['JUBILACION', 'OTRO'],
      extraDescription: 'Financiar la educación universitaria de mis nietos',
    },
  },
};

export const Mobile: Story = { tags: ['mobile'] };

export const HighContrast: Story = {
  globals: { theme: 'high-contrast' },
  args: { defaultValue: { value: ['OTRO'], extraDescription: 'Viajes' } },
};
