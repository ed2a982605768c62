import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { OperationSteps } from './OperationSteps.tsx';

const meta = {
  title: 'Componentes/OperationSteps',
  component: OperationSteps,
  args: { current: 'data' },
  argTypes: { current: { control: 'inline-radio', options: ['data', 'confirm', 'voucher'] } },
  parameters: {
    docs: {
      description: {
        component: [
          'Los pasos de una inversión o un rescate: Datos, Confirmación y Comprobante. Los pasos',
          'anteriores a `current` quedan completados y los siguientes pendientes; el estado se dice',
          'en palabras a los lectores de pantalla. En fila desde 768 px; en un teléfono, en columna.',
        ].join('\n'),
      },
    },
  },
} satisfies Meta<typeof OperationSteps>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first step: entering the amount. */
export const Data: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Pasos de la operación' });
    const items = within(nav).getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    await expect(items[0]).toHaveAttribute('aria-current', 'step');
    await expect(items[0]).toHaveTextContent('Datos, paso actual');
    await expect(items[2]).toHaveTextContent('Comprobante, pendiente');
  },
};

export const Confirm: Story = {
  args: { current: 'confirm' },
  play: async ({ canvasElement }) => {
    const items = within(canvasElement).getAllByRole('listitem');
    await expect(items[0]).toHaveTextContent('Datos, completado');
    await expect(items[1]).toHaveAttribute('aria-current', 'step');
  },
};

export const Voucher: Story = { args: { current: 'voucher' } };

/** A redemption names its steps itself. */
export const RedemptionCaptions: Story = {
  args: {
    current: 'confirm',
    captions: { data: 'Monto a rescatar', confirm: 'Revisión' },
    'aria-label': 'Pasos del rescate',
  },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Pasos del rescate' });
    await expect(nav).toHaveTextContent('Monto a rescatar');
    await expect(nav).toHaveTextContent('Comprobante');
  },
};

export const LongSpanishText: Story = {
  args: {
    current: 'confirm',
    captions: {
      data: 'Ingreso del monto y de la cuenta de cargo',
      confirm: 'Confirmación de la inversión y declaración de perfil',
      voucher: 'Comprobante de la solicitud ingresada',
    },
  },
};

export const Mobile: Story = { tags: ['mobile'], args: { current: 'confirm' } };

export const HighContrast: Story = {
  globals: { theme: 'high-contrast' },
  args: { current: 'confirm' },
};
