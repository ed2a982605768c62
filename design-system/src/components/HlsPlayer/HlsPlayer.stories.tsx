import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { HlsPlayer } from './HlsPlayer.tsx';

/*
 * No network in the sandbox, and none needed: the stories use a `data:` playlist that hls.js
 * reads at once and rejects (fatal parsing error), so every run ends in the same state.
 */
const BROKEN_SRC = `data:application/vnd.apple.mpegurl;base64,${btoa('esto no es una lista HLS')}`;

const meta = {
  title: 'Componentes/HlsPlayer',
  component: HlsPlayer,
  args: {
    src: '',
    title: 'Charla en vivo: perspectivas de mercado 2025',
  },
} satisfies Meta<typeof HlsPlayer>;

export default meta;
type Story = StoryObj<typeof meta>;

const settled = async (canvasElement: HTMLElement) => {
  await expect(
    await within(canvasElement).findByRole('status', {}, { timeout: 8000 }),
  ).toHaveTextContent('No es posible reproducir esta transmisión en este momento.');
};

/** The player (779 x 464 at most) with its title and controls, before a stream arrives. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const video = canvasElement.querySelector('video')!;
    await expect(video).toHaveAttribute('controls');
    await expect(video.muted).toBe(true);
    await expect(video).toHaveAccessibleName('Charla en vivo: perspectivas de mercado 2025');
  },
};

/** hls.js is loaded on demand and reports a stream it cannot read. */
export const StreamError: Story = {
  args: { src: BROKEN_SRC },
  play: async ({ canvasElement }) => settled(canvasElement),
};

export const CustomErrorText: Story = {
  args: {
    src: BROKEN_SRC,
    errorText: 'La transmisión no está disponible. Intente nuevamente en unos minutos.',
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('status', {}, { timeout: 8000 }),
    ).toHaveTextContent('La transmisión no está disponible.');
  },
};

export const LongSpanishText: Story = {
  args: {
    title:
      'Encuentro con el equipo de estudios: análisis de la renta fija local y perspectivas para los fondos mutuos balanceados',
    maxWidth: 480,
  },
};

export const Mobile: Story = {
  tags: ['mobile'],
};
