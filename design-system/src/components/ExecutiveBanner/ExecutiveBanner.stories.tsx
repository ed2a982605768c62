import type { Meta, StoryObj } from '@storybook/react-vite';
import { RouterProvider } from 'react-aria-components';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ChatButton } from '../ChatButton/index.ts';
import { ExecutiveBanner } from './ExecutiveBanner.tsx';

const navigate = fn().mockName('navigate');

const meta = {
  title: 'Componentes/ExecutiveBanner',
  component: ExecutiveBanner,
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <RouterProvider navigate={navigate}>
        <Story />
      </RouterProvider>
    ),
  ],
  args: {
    name: 'Rodrigo Andrés Valenzuela Soto',
    email: 'rvalenzuela@inversiones.cl',
    phone: '+56 2 2000 0000',
  },
} satisfies Meta<typeof ExecutiveBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('complementary', { name: 'Su ejecutivo de inversiones' }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: 'Agendar reunión online' }));
    await expect(navigate).toHaveBeenLastCalledWith('/reunionOnline/landing', undefined);
  },
};

export const KeyboardFocus: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    const email = within(canvasElement).getByRole('link', { name: 'rvalenzuela@inversiones.cl' });
    await expect(email).toHaveFocus();
    await expect(email).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.tab();
    await userEvent.tab();
    await expect(
      within(canvasElement).getByRole('link', { name: 'Agendar reunión online' }),
    ).toHaveFocus();
  },
};

/** A company user: no meeting calendar. */
/** The chat beside the booking button: in the banner it covers nothing. */
export const WithChat: Story = {
  args: { actions: <ChatButton enabled url="https://chat.inversiones-demo.cl" isInline /> },
  play: async ({ canvasElement }) => {
    const banner = within(canvasElement).getByRole('complementary');
    await expect(within(banner).getByRole('link', { name: /Chat con un ejecutivo/ })).toBeVisible();
  },
};

export const WithoutSchedule: Story = { args: { canSchedule: false, phone: undefined } };

export const LongSpanishText: Story = {
  args: {
    name: 'María José de los Ángeles Fernández-Larraín Echeverría',
    email: 'mariajose.fernandezlarrain@inversiones.cl',
  },
};

export const Mobile: Story = { tags: ['mobile'] };

export const HighContrast: Story = { globals: { theme: 'high-contrast' } };
