import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PriceChange } from './PriceChange.tsx';

const meta = {
  title: 'Componentes/PriceChange',
  component: PriceChange,
  args: { value: 1.2345 },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] } },
} satisfies Meta<typeof PriceChange>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A rise: plus sign, up arrow and the gain colour; read 'sube 1,23 %'. */
export const Up: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('+1,23 %')).toBeVisible();
    await expect(canvas.getByText('sube 1,23 %')).toBeInTheDocument();
  },
};

/** A fall: the typographic minus, down arrow and the loss colour; read 'baja 0,50 %'. */
export const Down: Story = {
  args: { value: -0.5 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('\u22120,50 %')).toBeVisible();
    await expect(canvas.getByText('baja 0,50 %')).toBeInTheDocument();
  },
};

/** No change at 2 decimals: no sign, no arrow, the text colour; read 'sin variación'. */
export const Flat: Story = {
  args: { value: 0.004 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('0,00 %')).toBeVisible();
    await expect(canvas.getByText('sin variación')).toBeInTheDocument();
  },
};

const values = [
  { label: 'Sube', value: 12.3456 },
  { label: 'Sube poco', value: 0.01 },
  { label: 'Sin variación', value: 0 },
  { label: 'Baja poco', value: -0.0051 },
  { label: 'Baja', value: -7.8 },
];
const sizes = [undefined, 'sm', 'md', 'lg'] as const;

/** Every trend in every size, right-aligned as in a table: the figures line up. */
export const Grid: Story = {
  render: () => (
    <div
      style={{
        display: 'grid',
        gridTemplateColumns: `auto repeat(${sizes.length}, minmax(96px, auto))`,
        gap: '12px 24px',
        alignItems: 'center',
        justifyItems: 'end',
        justifyContent: 'start',
      }}
    >
      <span />
      {sizes.map((size) => (
        <strong key={size ?? 'inherit'}>{size ?? 'heredado'}</strong>
      ))}
      {values.map(({ label, value }) => (
        <div key={label} style={{ display: 'contents' }}>
          <span style={{ justifySelf: 'start' }}>{label}</span>
          {sizes.map((size) => (
            <PriceChange key={size ?? 'inherit'} value={value} size={size} />
          ))}
        </div>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText('sube 0,01 %')).toHaveLength(sizes.length);
    await expect(canvas.getAllByText('baja 0,01 %')).toHaveLength(sizes.length);
    await expect(canvas.getAllByText('sin variación')).toHaveLength(sizes.length);
  },
};

export const HighContrast: Story = {
  globals: { theme: 'high-contrast' },
  render: Grid.render,
};
