import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SessionList, type SessionListItem } from './SessionList.tsx';

const sessions: SessionListItem[] = [
  {
    id: 'a1',
    browser: 'Chrome',
    system: 'Windows',
    started: '27/11/2026 09:12',
    lastUse: 'hace menos de un minuto',
    isCurrent: true,
  },
  {
    id: 'b2',
    browser: 'Safari',
    system: 'iOS',
    started: '27/11/2026 08:40',
    lastUse: 'hace 12 minutos',
    isCurrent: false,
  },
  {
    id: 'c3',
    browser: 'Firefox',
    system: 'Linux',
    started: '26/11/2026 18:05',
    lastUse: 'hace 3 horas',
    isCurrent: false,
  },
];

const meta = {
  title: 'Componentes/SessionList',
  component: SessionList,
  args: { sessions, onClose: fn(), 'aria-label': 'Sesiones activas' },
} satisfies Meta<typeof SessionList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** This session marked, the others with their own close button. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getAllByRole('button')).toHaveLength(2);
    await userEvent.click(canvas.getByRole('button', { name: 'Cerrar sesión en Safari en iOS' }));
    await expect(args.onClose).toHaveBeenCalledWith('b2');
  },
};

/** Only this session: nothing to close. */
export const OnlyThisOne: Story = {
  args: { sessions: sessions.slice(0, 1) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

/** One session being closed: its button is pending, and its name says so. */
export const Closing: Story = {
  args: { closingId: 'c3' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('button', { name: 'Cerrando sesión en Firefox en Linux' }),
    ).toBeVisible();
  },
};

/** An unknown browser and long texts wrap. */
export const LongSpanishText: Story = {
  args: {
    sessions: [
      ...sessions.slice(0, 1),
      {
        id: 'd4',
        browser: 'Navegador desconocido',
        system: 'Sistema desconocido',
        started: '20/11/2026 07:55',
        lastUse: 'hace aproximadamente 14 minutos',
        isCurrent: false,
      },
    ],
  },
};

export const Mobile: Story = { tags: ['mobile'] };

export const HighContrast: Story = { globals: { theme: 'high-contrast' } };
