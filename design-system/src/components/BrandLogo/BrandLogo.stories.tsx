import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, within } from 'storybook/test';
import { vars } from '@inversiones/tokens';
import { BrandLogo } from './BrandLogo.tsx';

/** The navy of the headers, where the inverse tone lives. */
function OnNavy({ children }: { children: ReactNode }) {
  return (
    <div style={{ background: vars.color.surface.inverse, padding: 24, fontSize: 21 }}>
      {children}
    </div>
  );
}

const meta = {
  title: 'Componentes/BrandLogo',
  component: BrandLogo,
  parameters: { layout: 'padded' },
  args: { variant: 'full', tone: 'brand' },
  argTypes: {
    variant: { control: 'inline-radio', options: ['full', 'symbol', 'responsive'] },
    tone: { control: 'inline-radio', options: ['brand', 'inverse', 'mono'] },
  },
  decorators: [(Story) => <div style={{ fontSize: 21 }}>{Story()}</div>],
} satisfies Meta<typeof BrandLogo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Symbol and wordmark on a light surface; one image named 'Inversiones'. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Inversiones' })).toBeVisible();
  },
};

/** The compact mark alone (phones at 375 px, favicon, tight spaces). */
export const Symbol: Story = { args: { variant: 'symbol' } };

/** On the navy header: white ink and the light teal accent. */
export const Inverse: Story = {
  args: { tone: 'inverse' },
  decorators: [(Story) => <OnNavy>{Story()}</OnNavy>],
};

export const InverseSymbol: Story = {
  args: { tone: 'inverse', variant: 'symbol' },
  decorators: [(Story) => <OnNavy>{Story()}</OnNavy>],
};

/** One ink, currentColor: follows the text around it (and forced colours). */
export const Monochrome: Story = {
  args: { tone: 'mono' },
  decorators: [(Story) => <div style={{ color: vars.color.text.primary }}>{Story()}</div>],
};

/** responsive at 375 px: the mark alone below 400 px, the wordmark from there. */
export const ResponsiveMobile: Story = {
  tags: ['mobile'],
  args: { tone: 'inverse', variant: 'responsive' },
  decorators: [(Story) => <OnNavy>{Story()}</OnNavy>],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Inversiones' })).toBeVisible();
  },
};

export const HighContrast: Story = { globals: { theme: 'high-contrast' } };

export const HighContrastInverse: Story = {
  args: { tone: 'inverse' },
  globals: { theme: 'high-contrast' },
  decorators: [(Story) => <OnNavy>{Story()}</OnNavy>],
};
