import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ProfileIndicator } from './ProfileIndicator.tsx';

const meta = {
  title: 'Componentes/ProfileIndicator',
  component: ProfileIndicator,
  args: { profile: 2 },
  render: (args) => (
    <div style={{ maxWidth: 480 }}>
      <ProfileIndicator {...args} />
    </div>
  ),
} satisfies Meta<typeof ProfileIndicator>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Conservador: Story = { args: { profile: 1 } };

/** Screen readers hear 'Perfil actual: Moderado' on the marked segment. */
export const Moderado: Story = {
  play: async ({ canvasElement }) => {
    const current = within(canvasElement)
      .getAllByRole('listitem')
      .filter((item) => item.getAttribute('aria-current') === 'true');
    await expect(current).toHaveLength(1);
    await expect(current[0]).toHaveTextContent('Perfil actual: Moderado');
  },
};

export const Agresivo: Story = { args: { profile: 'agresivo' } };

export const Mobile: Story = { tags: ['mobile'], args: { profile: 3 } };

/** The narrowest column of the portal (a 320-px screen less its margins). */
export const LongSpanishText: Story = {
  args: { profile: 1, 'aria-label': 'Perfiles de inversionista según la encuesta de riesgo' },
  render: (args) => (
    <div style={{ maxWidth: 288 }}>
      <ProfileIndicator {...args} />
    </div>
  ),
};

export const HighContrast: Story = { globals: { theme: 'high-contrast' }, args: { profile: 2 } };
