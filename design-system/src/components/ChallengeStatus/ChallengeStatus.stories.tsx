import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ChallengeStatus } from './ChallengeStatus.tsx';

const meta = {
  title: 'Componentes/ChallengeStatus',
  component: ChallengeStatus,
  tags: ['mobile'],
  args: { state: 'working' },
  argTypes: { state: { control: 'inline-radio', options: ['working', 'ready', 'error'] } },
} satisfies Meta<typeof ChallengeStatus>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The browser computes the proof of work: a polite status, no puzzle. */
export const Working: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Verificando su conexión de forma segura…',
    );
  },
};

export const Ready: Story = {
  args: { state: 'ready' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Verificación lista');
  },
};

/** It could not be computed (offline, a timeout): the retry is a keyboard-reachable button. */
export const Failed: Story = {
  args: { state: 'error', onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Reintentar verificación' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
