import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SafeHtml } from './SafeHtml.tsx';

const meta = {
  title: 'Componentes/SafeHtml',
  component: SafeHtml,
  args: {
    html:
      '<p>Estimado cliente, su <strong>perfil de inversionista</strong> vence el <em>15/03/2026</em>.</p>' +
      '<ul><li>Revise sus datos personales.</li><li>Actualice su perfil.</li></ul>' +
      '<p>Más información en <a href="https://www.cmfchile.cl" target="_blank">el sitio de la CMF</a>.</p>',
  },
} satisfies Meta<typeof SafeHtml>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'el sitio de la CMF' });
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

/** Hostile input: scripts, handlers and javascript: links are removed, text stays. */
export const HostileInput: Story = {
  args: {
    html:
      '<p onclick="alert(1)">Texto seguro</p><script>alert(1)</script><img src=x onerror=alert(1)>' +
      '<svg onload=alert(1)></svg><a href="javascript:alert(1)">enlace sin destino</a>',
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('script, img, svg, [onclick]')).toBeNull();
    await expect(within(canvasElement).getByText('Texto seguro')).toBeVisible();
  },
};

export const Mobile: Story = { tags: ['mobile'] };
