import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { RadioGroupWithSpecify } from './RadioGroupWithSpecify.tsx';

const situations = [
  { key: 'DEP', value: 'Trabajador dependiente' },
  { key: 'IND', value: 'Trabajador independiente' },
  { key: 'PEN', value: 'Pensionado' },
  { key: 'OTRA', value: 'Otra' },
];

const meta = {
  title: 'Componentes/RadioGroupWithSpecify',
  component: RadioGroupWithSpecify,
  args: {
    label: 'Situación laboral',
    isRequired: true,
    options: situations,
    specifyLabel: 'Especifique su situación laboral',
  },
  render: (args) => (
    <div style={{ maxWidth: 420 }}>
      <RadioGroupWithSpecify {...args} />
    </div>
  ),
} satisfies Meta<typeof RadioGroupWithSpecify>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The text stays disabled until the last option is chosen. */
export const Empty: Story = {};

export const Filled: Story = {
  args: { defaultValue: { value: 'OTRA', extraDescription: 'Estudiante de posgrado' } },
};

export const Focused: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(
      within(canvasElement).getByRole('radio', { name: 'Trabajador dependiente' }),
    ).toHaveFocus();
  },
};

/** Arrows reach the last option, which enables the text; Tab moves into it. */
export const ChooseLastEnablesText: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowUp}');
    await expect(canvas.getByRole('radio', { name: 'Otra' })).toBeChecked();
    await userEvent.tab();
    await expect(
      canvas.getByRole('textbox', { name: 'Especifique su situación laboral' }),
    ).toHaveFocus();
    await userEvent.keyboard('Rentista');
  },
};

/** The last option chosen and its text left empty: the spec's required message on the text. */
export const SpecifyRequiredError: Story = {
  args: { defaultValue: { value: 'OTRA', extraDescription: '' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      canvas.getByRole('textbox', { name: 'Especifique su situación laboral' }),
    );
    await userEvent.tab();
    await expect(canvas.getByText('Este campo es requerido')).toBeVisible();
  },
};

export const RequiredError: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await userEvent.tab({ shift: true });
    await expect(within(canvasElement).getByText('Este campo es requerido')).toBeVisible();
  },
};

export const InvalidFromForm: Story = {
  args: {
    defaultValue: { value: 'DEP', extraDescription: '' },
    isInvalid: true,
    errorMessage: 'Datos ingresados inválidos',
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: { value: 'PEN', extraDescription: '' } },
};

export const ReadOnly: Story = {
  args: { isReadOnly: true, defaultValue: { value: 'OTRA', extraDescription: 'Rentista' } },
};

export const Optional: Story = { args: { isRequired: false } };

export const LongSpanishText: Story = {
  args: {
    label:
      '¿Cuál es la principal fuente de ingresos con la que financiará las inversiones que realice a través de la plataforma?',
    options: [
      { key: 'A', value: 'Sueldo o remuneración mensual como trabajador dependiente' },
      { key: 'B', value: 'Honorarios por servicios profesionales prestados a terceros' },
      { key: 'C', value: 'Otra fuente de ingresos distinta de las anteriores' },
    ],
    specifyLabel: 'Describa brevemente la otra fuente de ingresos',
    defaultValue: { value: 'C', extraDescription: 'Arriendo de dos departamentos en Viña del Mar' },
  },
};

export const Mobile: Story = { tags: ['mobile'], args: { orientation: 'vertical' } };

export const HighContrast: Story = {
  globals: { theme: 'high-contrast' },
  args: { defaultValue: { value: 'OTRA', extraDescription: 'Rentista' } },
};
