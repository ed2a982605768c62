import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { DateField } from './DateField.tsx';

const meta = {
  title: 'Componentes/DateField',
  component: DateField,
  args: { label: 'Fecha de inicio', isRequired: true },
  render: (args) => (
    <div style={{ maxWidth: 320 }}>
      <DateField {...args} />
    </div>
  ),
} satisfies Meta<typeof DateField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Filled: Story = { args: { defaultValue: '20240315' } };

export const Focused: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getAllByRole('spinbutton')[0]).toHaveFocus();
  },
};

/** Typed from the keyboard: dd, mm and aaaa in turn. */
export const Typed: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await userEvent.keyboard('05012024');
    await expect(within(canvasElement).getByRole('group')).toHaveTextContent('05/01/2024');
  },
};

/** Visited and left empty: the spec's required message. */
export const RequiredError: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(within(canvasElement).getByText('Este campo es requerido')).toBeVisible();
  },
};

/** Half typed (no year): the kit's date message. */
export const IncompleteDate: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await userEvent.keyboard('0503');
    await userEvent.tab();
    await expect(
      within(canvasElement).getByText('Ingrese una fecha válida (dd/mm/aaaa)'),
    ).toBeVisible();
  },
};

/** Before minDate: our own wording for the bounds. */
export const BelowMinDate: Story = {
  args: { minDate: '20240110', maxDate: '20241231', defaultValue: '20240105' },
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(
      within(canvasElement).getByText('La fecha debe ser igual o posterior al 10/01/2024'),
    ).toBeVisible();
  },
};

/** A birth date under 18 years (today fixed at 20/06/2024 so the story never changes). */
export const BirthDateError: Story = {
  args: {
    label: 'Fecha de nacimiento',
    birthDate: true,
    today: '20240620',
    defaultValue: '20100315',
  },
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(
      within(canvasElement).getByText(
        'La fecha de nacimiento debe corresponder a una persona entre 18 y 110 años',
      ),
    ).toBeVisible();
  },
};

/** A loaded 01/01/1900 with minYear 1900 is discarded: the field shows empty. */
export const MinYearDiscarded: Story = { args: { defaultValue: '19000101', minYear: 1900 } };

export const InvalidFromForm: Story = {
  args: { defaultValue: '20240315', isInvalid: true, errorMessage: 'Datos ingresados inválidos' },
};

export const Disabled: Story = { args: { defaultValue: '20240315', isDisabled: true } };

export const ReadOnly: Story = { args: { defaultValue: '20240315', isReadOnly: true } };

export const Optional: Story = { args: { label: 'Fecha de término', isRequired: false } };

export const FullAnatomy: Story = {
  args: {
    labelStrong: 'Período:',
    label: 'Fecha de inicio',
    labelSmall: 'Primer día del período a descargar',
    tooltip: 'El período debe durar al menos 15 días.',
    help: 'Consulte el <a href="https://www.cmfchile.cl">calendario de cierre</a>.',
    description: 'Formato dd/mm/aaaa',
  },
};

export const LongSpanishText: Story = {
  args: {
    label: 'Fecha de otorgamiento de la escritura pública de constitución de la sociedad',
    defaultValue: '20190902',
    description:
      'Indique la fecha que figura en la escritura; si hubo modificaciones, indique la de la última.',
  },
};

export const Mobile: Story = { tags: ['mobile'], args: { defaultValue: '20240315' } };

export const HighContrast: Story = {
  globals: { theme: 'high-contrast' },
  args: { defaultValue: '20240315', isInvalid: true, errorMessage: 'Este campo es inválido' },
};
