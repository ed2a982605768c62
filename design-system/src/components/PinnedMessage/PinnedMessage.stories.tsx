import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { vars } from '@inversiones/tokens';
import { Text } from '../Text/index.ts';
import { PinnedMessage } from './PinnedMessage.tsx';

const meta = {
  title: 'Componentes/PinnedMessage',
  component: PinnedMessage,
  args: {
    priority: 2,
    html: 'Recuerde que la transferencia debe realizarse <strong>antes de las 14:00</strong>.',
  },
} satisfies Meta<typeof PinnedMessage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Info: Story = {
  args: { priority: 1, html: 'Sus datos se guardan al avanzar de paso.' },
};

/** The display flag off: nothing is shown. */
export const Hidden: Story = {
  args: { isVisible: false },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-pinned]')).toBeNull();
  },
};

/** Pinned at the top of a scrolling wizard body. */
export const InScrollingContent: Story = {
  render: (args) => (
    <div
      role="region"
      aria-label="Paso del formulario"
      // A keyboard user can scroll the region: it is focusable and named.
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      style={{ height: 240, overflowY: 'auto', border: `1px solid ${vars.color.border.subtle}` }}
    >
      <PinnedMessage {...args} />
      <div style={{ padding: 16 }}>
        {Array.from({ length: 8 }, (_, i) => (
          <Text key={i}>Párrafo {i + 1} del paso: antecedentes y condiciones de la inversión.</Text>
        ))}
      </div>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Advertencia' })).toBeVisible();
  },
};

export const LongSpanishText: Story = {
  args: {
    priority: 3,
    html: 'El monto ingresado excede el límite para realizar un rescate parcial. Le solicitamos modificar el monto o hacer un rescate total.',
  },
};

export const Mobile: Story = { tags: ['mobile'] };
