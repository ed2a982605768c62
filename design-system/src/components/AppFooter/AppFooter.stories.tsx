import type { Meta, StoryObj } from '@storybook/react-vite';
import { RouterProvider } from 'react-aria-components';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AppFooter } from './AppFooter.tsx';

const navigate = fn().mockName('navigate');

const meta = {
  title: 'Componentes/AppFooter',
  component: AppFooter,
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <RouterProvider navigate={navigate}>
        <Story />
      </RouterProvider>
    ),
  ],
} satisfies Meta<typeof AppFooter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('contentinfo')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: '600 000 0000' })).toHaveAttribute(
      'href',
      'tel:6000000000',
    );
    await expect(
      canvas.getByRole('link', { name: /Canal de reclamos \(se abre en una nueva pestaña\)/ }),
    ).toHaveAttribute('target', '_blank');
    await expect(canvas.getByRole('link', { name: /Política de privacidad/ })).toBeInTheDocument();
  },
};

export const KeyboardFocus: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    const first = within(canvasElement).getByRole('link', { name: /Sitio público Inversiones/ });
    await expect(first).toHaveFocus();
    await expect(first).toHaveAttribute('data-focus-visible', 'true');
  },
};

export const CustomContact: Story = {
  args: {
    phone: '+56 2 2000 0000',
    email: 'atencion.clientes@inversiones.cl',
    publicLinks: [{ label: 'Inicio', href: '/' }],
    legalNote: null,
  },
};

export const LongSpanishText: Story = {
  args: {
    publicLinks: [
      {
        label: 'Información sobre los fondos mutuos administrados y sus reglamentos internos',
        href: 'https://www.inversiones.cl/reglamentos',
        isExternal: true,
      },
      {
        label: 'Comisión para el Mercado Financiero',
        href: 'https://www.cmfchile.cl',
        isExternal: true,
      },
    ],
  },
};

export const Mobile: Story = { tags: ['mobile'] };

export const HighContrast: Story = { globals: { theme: 'high-contrast' } };
