import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Steps } from './Steps.tsx';

const meta = {
  title: 'Componentes/Steps',
  component: Steps,
  args: {
    steps: [
      { caption: 'Datos personales', state: 'completed' },
      { caption: 'Identificación', state: 'completed' },
      { caption: 'Cuentas bancarias', state: 'current' },
      { caption: 'Perfil de inversionista', state: 'remaining' },
      { caption: 'Firma de contratos', state: 'remaining' },
    ],
  },
} satisfies Meta<typeof Steps>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation', { name: 'Pasos' })).toBeVisible();
    const items = canvas.getAllByRole('listitem');
    await expect(items).toHaveLength(5);
    await expect(items[2]).toHaveAttribute('aria-current', 'step');
    await expect(items[0]).toHaveTextContent('Datos personales, completado');
  },
};

export const Horizontal: Story = { args: { orientation: 'horizontal' } };

export const WithError: Story = {
  args: {
    steps: [
      { caption: 'Datos personales', state: 'completed' },
      { caption: 'Identificación', state: 'error' },
      { caption: 'Cuentas bancarias', state: 'current' },
      { caption: 'Firma de contratos', state: 'remaining' },
    ],
  },
};

export const WithIcons: Story = {
  args: {
    steps: [
      { caption: 'Sus datos', icon: 'user', state: 'completed' },
      { caption: 'Documentos', icon: 'document', state: 'current' },
      { caption: 'Agenda', icon: 'calendar', state: 'remaining' },
    ],
  },
};

export const LongSpanishText: Story = {
  args: {
    steps: [
      { caption: 'Autorización y clase de órdenes', state: 'completed' },
      { caption: 'Cuentas bancarias y formas de pago del mandatario', state: 'current' },
      {
        caption: 'Declaración de origen de fondos y persona expuesta políticamente',
        state: 'remaining',
      },
    ],
  },
  render: (args) => (
    <div style={{ maxWidth: 280 }}>
      <Steps {...args} />
    </div>
  ),
};

export const Mobile: Story = { tags: ['mobile'] };

export const HighContrast: Story = { globals: { theme: 'high-contrast' }, args: WithError.args };
