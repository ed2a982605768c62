import type { Meta, StoryObj } from '@storybook/react-vite';
import { RouterProvider } from 'react-aria-components';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ChatButton } from '../ChatButton/index.ts';
import { ExecutiveBanner } from './ExecutiveBanner.tsx';
import { wideMedia } from './ExecutiveBanner.css.ts';

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

/** Whether the story renders the phone layout (the stories also run at 1024 px, as the band). */
const isCompact = () => !window.matchMedia(wideMedia).matches;

const contactTrigger = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('button', {
    name: 'Contactar a su ejecutivo, Rodrigo Andrés Valenzuela Soto',
  });

/** Below 990 px: one row, name and 'Contactar'; the links wait in the collapsed panel. */
export const Mobile: Story = {
  tags: ['mobile'],
  play: async ({ canvasElement }) => {
    if (!isCompact()) return;
    await expect(contactTrigger(canvasElement)).toHaveAttribute('aria-expanded', 'false');
    await expect(
      within(canvasElement).queryByRole('link', { name: 'rvalenzuela@inversiones.cl' }),
    ).not.toBeInTheDocument();
  },
};

/** 'Contactar' pressed: the e-mail, the phone, the booking link and the chat, under the name. */
export const MobileContactOpen: Story = {
  tags: ['mobile'],
  args: { actions: <ChatButton enabled url="https://chat.inversiones-demo.cl" isInline /> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    if (isCompact()) {
      await userEvent.click(contactTrigger(canvasElement));
      await expect(contactTrigger(canvasElement)).toHaveAttribute('aria-expanded', 'true');
    }
    await expect(canvas.getByRole('link', { name: 'rvalenzuela@inversiones.cl' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Agendar reunión online' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Chat con un ejecutivo/ })).toBeVisible();
  },
};

export const HighContrast: Story = { globals: { theme: 'high-contrast' } };
