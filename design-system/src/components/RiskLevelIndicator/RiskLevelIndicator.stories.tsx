import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { RiskLevelIndicator } from './RiskLevelIndicator.tsx';

const meta = {
  title: 'Componentes/RiskLevelIndicator',
  component: RiskLevelIndicator,
  args: { level: 4 },
} satisfies Meta<typeof RiskLevelIndicator>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('4 de 7')).toBeVisible();
  },
};

/** Every level, as the fund lists show them. */
export const AllLevels: Story = {
  render: () => (
    <ul style={{ display: 'grid', gap: 16, listStyle: 'none', padding: 0, margin: 0 }}>
      {[1, 2, 3, 4, 5, 6, 7].map((level) => (
        <li key={level}>
          <RiskLevelIndicator level={level} />
        </li>
      ))}
    </ul>
  ),
};

/** Beside its own label (a dt 'Nivel de riesgo'): only '4 de 7' and the scale. */
export const Compact: Story = {
  render: (args) => (
    <dl style={{ display: 'flex', gap: 12, alignItems: 'center', margin: 0 }}>
      <dt>Nivel de riesgo</dt>
      <dd style={{ margin: 0 }}>
        <RiskLevelIndicator {...args} variant="compact" />
      </dd>
    </dl>
  ),
};

export const Mobile: Story = { tags: ['mobile'], args: { level: 7 } };

export const HighContrast: Story = { globals: { theme: 'high-contrast' }, args: { level: 6 } };
