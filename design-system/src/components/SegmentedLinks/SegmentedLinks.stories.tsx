import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NavigationProvider } from '../NavigationProvider/index.ts';
import { SegmentedLinks } from './SegmentedLinks.tsx';

const navigate = fn().mockName('navigate');

const series = [
  { id: 'A', label: 'Serie A', href: '/ffmm/fondos/8004/A' },
  { id: 'B', label: 'Serie B', href: '/ffmm/fondos/8004/B' },
  { id: 'APV', label: 'Serie APV', href: '/ffmm/fondos/8004/APV' },
  { id: 'I', label: 'Serie I', href: '/ffmm/fondos/8004/I' },
];

const meta = {
  title: 'Componentes/SegmentedLinks',
  component: SegmentedLinks,
  args: { label: 'Serie', items: series, currentId: 'A' },
  // The links navigate through the application's router (here a spy), as in the portal.
  decorators: [
    (Story) => (
      <NavigationProvider navigate={navigate}>
        <Story />
      </NavigationProvider>
    ),
  ],
} satisfies Meta<typeof SegmentedLinks>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A fund's series: the page's own is filled and named the current page. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation', { name: 'Serie' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Serie A' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('link', { name: 'Serie B' })).not.toHaveAttribute('aria-current');
  },
};

/** Tab reaches each series and Enter goes to its page. */
export const KeyboardChoice: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    navigate.mockClear();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Serie B' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(navigate).toHaveBeenCalledWith('/ffmm/fondos/8004/B', undefined);
  },
};

/** A fund with a single series: one filled option, still named. */
export const SingleSeries: Story = { args: { items: series.slice(0, 1) } };

export const LongSpanishText: Story = {
  args: {
    label: 'Serie del fondo para inversionistas calificados',
    items: [
      { id: 'A', label: 'Serie A (Clientes Generales)', href: '/ffmm/fondos/8004/A' },
      {
        id: 'APV',
        label: 'Serie APV (Ahorro Previsional Voluntario)',
        href: '/ffmm/fondos/8004/APV',
      },
      { id: 'I', label: 'Serie I (Inversionistas Institucionales)', href: '/ffmm/fondos/8004/I' },
    ],
    currentId: 'APV',
  },
};

export const Mobile: Story = { tags: ['mobile'], args: { currentId: 'APV' } };

export const HighContrast: Story = {
  globals: { theme: 'high-contrast' },
  args: { currentId: 'B' },
};
