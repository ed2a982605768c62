import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { VideoEmbed } from './VideoEmbed.tsx';

const meta = {
  title: 'Componentes/VideoEmbed',
  component: VideoEmbed,
  args: {
    src: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    title: 'Cómo invertir en fondos mutuos',
  },
} satisfies Meta<typeof VideoEmbed>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The frame with its title. The sandbox has no network, so the frame's content is Chromium's
 * own offline page; the frame's size, border and title are what this story shows.
 */
export const YouTube: Story = {
  play: async ({ canvasElement }) => {
    const frame = within(canvasElement).getByTitle('Cómo invertir en fondos mutuos');
    await expect(frame.tagName).toBe('IFRAME');
    await expect(frame).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    );
  },
};

/** Vimeo and other sources are not framed: a placeholder text instead. */
export const OtherSource: Story = {
  args: { src: 'https://player.vimeo.com/video/123456' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Este video no está disponible.')).toBeVisible();
    await expect(canvasElement.querySelector('iframe')).toBeNull();
  },
};

export const Empty: Story = { args: { src: '' } };

export const LongSpanishText: Story = {
  args: {
    src: 'http://www.youtube.com/embed/abc',
    unavailableText:
      'Este video no está disponible en este momento. Puede solicitarlo a su ejecutivo de inversiones.',
  },
};

export const Mobile: Story = {
  tags: ['mobile'],
  args: { src: 'https://player.vimeo.com/video/123456' },
};

export const HighContrast: Story = {
  globals: { theme: 'high-contrast' },
  args: { src: null },
};
