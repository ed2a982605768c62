import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { TextField } from '../TextField/index.ts';
import { Checkbox } from './Checkbox.tsx';

const meta = {
  title: 'Componentes/Checkbox',
  component: Checkbox,
  args: { label: 'Declaro que los fondos no provienen de actividades ilícitas', isRequired: true },
  render: (args) => (
    <div style={{ maxWidth: 420 }}>
      <Checkbox {...args} />
    </div>
  ),
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Filled: Story = { args: { defaultValue: true } };

export const Focused: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('checkbox')).toHaveFocus();
  },
};

/** Space ticks and unticks; leaving it unticked gives the spec's required message. */
export const RequiredError: Story = {
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox');
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(box).toBeChecked();
    await userEvent.keyboard(' ');
    await userEvent.tab();
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(within(canvasElement).getByText('Este campo es requerido')).toBeVisible();
  },
};

export const InvalidFromForm: Story = {
  args: { isInvalid: true, errorMessage: 'Este campo es inválido' },
};

export const Disabled: Story = { args: { defaultValue: true, isDisabled: true } };

export const ReadOnly: Story = { args: { defaultValue: true, isReadOnly: true } };

export const Optional: Story = {
  args: { label: 'Deseo recibir novedades de fondos por correo electrónico', isRequired: false },
};

export const FullAnatomy: Story = {
  args: {
    labelStrong: 'Declaración:',
    label: 'Soy persona expuesta políticamente (PEP)',
    labelSmall: 'O tengo un vínculo con una',
    tooltip: 'Quien desempeña o desempeñó una función pública destacada en los últimos 12 meses.',
    help: 'Vea la <a href="https://www.uaf.cl">definición de la UAF</a>.',
    description: 'Si la marca, le pediremos el cargo.',
    isRequired: false,
  },
};

/** A single checkbox emits its change: the form shows the question it triggers. */
export const ShowsAnotherQuestion: Story = {
  args: { label: 'Soy persona expuesta políticamente (PEP)', isRequired: false },
  render: function Render(args) {
    const [pep, setPep] = useState(false);
    return (
      <div style={{ maxWidth: 420, display: 'grid', gap: 16 }}>
        <Checkbox {...args} value={pep} onChange={setPep} />
        {pep ? <TextField label="Cargo que ocupa o ocupó" isRequired /> : null}
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(
      within(canvasElement).getByRole('textbox', { name: 'Cargo que ocupa o ocupó' }),
    ).toBeVisible();
  },
};

export const LongSpanishText: Story = {
  args: {
    label:
      'Declaro bajo juramento que la información entregada es fidedigna y que informaré a la administradora cualquier cambio en mi situación tributaria o de residencia',
    description:
      'Esta declaración es exigida por la normativa de la Comisión para el Mercado Financiero.',
    defaultValue: true,
  },
};

export const Mobile: Story = {
  tags: ['mobile'],
  args: { label: 'Acepto los términos y condiciones del servicio' },
};

export const HighContrast: Story = {
  globals: { theme: 'high-contrast' },
  args: { isInvalid: true, errorMessage: 'Este campo es requerido' },
};
