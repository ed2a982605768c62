import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/index.ts';
import { fieldControllerProps } from '../Field/field-controller.ts';
import { DatePicker } from './DatePicker.tsx';

const meta = {
  title: 'Componentes/DatePicker',
  component: DatePicker,
  // A fixed month: the calendar never opens on today, so screenshots do not change with the date.
  args: { label: 'Fecha de inicio', isRequired: true, defaultFocusedDate: '20240315' },
  render: (args) => (
    <div style={{ maxWidth: 320, minHeight: 420 }}>
      <DatePicker {...args} />
    </div>
  ),
} satisfies Meta<typeof DatePicker>;

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

/** The calendar open on a fixed date: Spanish names, Monday first, year and month steps. */
export const CalendarOpen: Story = {
  args: { defaultValue: '20240315', defaultOpen: true },
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog');
    await expect(within(dialog).getByRole('heading')).toHaveTextContent('marzo de 2024');
    await expect(within(dialog).getByRole('button', { name: 'Año anterior' })).toBeVisible();
  },
};

/** Keyboard only: open with Enter, move a week down, pick with Enter. */
export const PickWithKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: /Abrir calendario/ })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await within(document.body).findByRole('dialog');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await expect(canvas.getByRole('group')).toHaveTextContent('22/03/2024');
  },
};

/** Bounded: days outside 10/03/2024 to 20/03/2024 are struck through and cannot be chosen. */
export const MinMaxDates: Story = {
  args: { defaultValue: '20240315', minDate: '20240310', maxDate: '20240320', defaultOpen: true },
  play: async () => {
    await within(document.body).findByRole('dialog');
  },
};

/** Birth date: 18 to 110 years before a fixed today (20/06/2024). */
export const BirthDate: Story = {
  args: {
    label: 'Fecha de nacimiento',
    birthDate: true,
    today: '20240620',
    defaultFocusedDate: '20060601',
    defaultOpen: true,
  },
  play: async () => {
    await within(document.body).findByRole('dialog');
  },
};

export const RequiredError: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(within(canvasElement).getByText('Este campo es requerido')).toBeVisible();
  },
};

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

export const Mobile: Story = {
  tags: ['mobile'],
  args: { defaultValue: '20240315', defaultOpen: true },
  play: async () => {
    await within(document.body).findByRole('dialog');
  },
};

export const HighContrast: Story = {
  globals: { theme: 'high-contrast' },
  args: { defaultValue: '20240315', defaultOpen: true },
  play: async () => {
    await within(document.body).findByRole('dialog');
  },
};

function HookForm() {
  const [sent, setSent] = useState<string | null>(null);
  const { control, handleSubmit } = useForm({ defaultValues: { fechaInicio: '' } });
  return (
    <form
      noValidate
      onSubmit={handleSubmit((data) => setSent(data.fechaInicio))}
      style={{ display: 'grid', gap: 16, maxWidth: 320 }}
    >
      <Controller
        name="fechaInicio"
        control={control}
        rules={{ required: 'Este campo es requerido' }}
        render={(controller) => (
          <DatePicker
            label="Fecha de inicio"
            isRequired
            defaultFocusedDate="20240315"
            {...fieldControllerProps(controller)}
          />
        )}
      />
      <Button type="submit">Enviar</Button>
      <output>{sent ? `Enviado: ${sent}` : null}</output>
    </form>
  );
}

/** Through react-hook-form's Controller: the value travels as YYYYMMDD. */
export const WithReactHookForm: Story = {
  render: () => <HookForm />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar' }));
    await expect(await canvas.findByText('Este campo es requerido')).toBeVisible();
    await expect(canvas.getAllByRole('spinbutton')[0]).toHaveFocus();
    await userEvent.keyboard('05032024');
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar' }));
    await expect(await canvas.findByText('Enviado: 20240305')).toBeVisible();
  },
};
