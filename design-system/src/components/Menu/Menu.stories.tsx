import type { Meta, StoryObj } from '@storybook/react-vite';
import { RouterProvider } from 'react-aria-components';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { NewBadge } from '../Badge/index.ts';
import { Box } from '../Box/index.ts';
import { MenuButton } from './Menu.tsx';
import { profileMenuExample } from '../private/sample-profile-menu.ts';

const navigate = fn().mockName('navigate');

const meta = {
  title: 'Componentes/Menu',
  component: MenuButton,
  decorators: [
    (Story) => (
      <RouterProvider navigate={navigate}>
        <div
          style={{
            minHeight: 520,
            display: 'flex',
            justifyContent: 'flex-end',
            alignItems: 'flex-start',
          }}
        >
          <Story />
        </div>
      </RouterProvider>
    ),
  ],
  args: {
    label: 'Camila',
    icon: 'user',
    triggerLabel: 'Menú de perfil',
    items: profileMenuExample,
    onAction: fn(),
  },
} satisfies Meta<typeof MenuButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /Menú de perfil/ });
    await expect(trigger).toHaveAttribute('aria-haspopup', 'true');
  },
};

/** The profile menu open: sections, a separator and the spec's links. */
export const Open: Story = {
  args: { defaultOpen: true },
  play: async () => {
    const body = within(document.body);
    const menu = await body.findByRole('menu', { name: /Menú de perfil/ });
    await expect(
      within(menu).getByRole('menuitem', { name: 'Flujo de Firma de Contratos' }),
    ).toHaveAttribute('href', '/miPerfilEmpresa/misDatosEmpresa');
    await expect(within(menu).getByRole('menuitem', { name: 'Cambio de Sesión' })).toHaveAttribute(
      'href',
      '/seleccionarCuenta',
    );
    await expect(within(menu).getByRole('separator')).toBeInTheDocument();
  },
};

export const KeyboardFocus: Story = {
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /Menú de perfil/ });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const body = within(document.body);
    const first = await body.findByRole('menuitem', { name: 'Perfil de Inversionista' });
    await waitFor(() => expect(first).toHaveFocus());
    await userEvent.keyboard('{End}');
    await expect(body.getByRole('menuitem', { name: 'Cerrar Sesión' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAction).toHaveBeenCalledWith('cerrarSesion');
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const LinkNavigates: Story = {
  args: { defaultOpen: true },
  play: async () => {
    const body = within(document.body);
    await userEvent.click(await body.findByRole('menuitem', { name: 'Cambio de Sesión' }));
    await expect(navigate).toHaveBeenCalledWith('/seleccionarCuenta', undefined);
  },
};

export const WithSubmenuAndBadge: Story = {
  args: {
    label: 'Fondos Mutuos',
    icon: undefined,
    triggerLabel: undefined,
    placement: 'bottom start',
    defaultOpen: true,
    items: [
      { id: 'misFondos', label: 'Mis Fondos', href: '/ffmm/misFondos' },
      { id: 'invertir', label: 'Invertir', href: '/ffmm/invertir' },
      {
        id: 'objetivos',
        label: 'Inversión por Objetivos',
        href: '/ffmm/inviertePorObjetivos',
        badge: <NewBadge />,
      },
      {
        id: 'documentos',
        label: 'Documentos',
        items: [
          { id: 'reglamentos', label: 'Reglamentos internos', href: '/ffmm/reglamentos' },
          { id: 'folletos', label: 'Folletos informativos', href: '/ffmm/folletos' },
        ],
      },
      { id: 'rescatar', label: 'Rescatar', isDisabled: true },
    ],
  },
  play: async () => {
    const body = within(document.body);
    const sub = await body.findByRole('menuitem', { name: /Documentos/ });
    await expect(sub).toHaveAttribute('aria-haspopup', 'menu');
    await userEvent.click(sub);
    await expect(await body.findByRole('menuitem', { name: 'Reglamentos internos' })).toBeVisible();
  },
};

export const OnNavyHeader: Story = {
  args: { tone: 'inverse' },
  decorators: [
    (Story) => (
      <Box background="inverse" padding="md" display="flex" justifyContent="flex-end">
        <Story />
      </Box>
    ),
  ],
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(
      within(canvasElement).getByRole('button', { name: /Menú de perfil/ }),
    ).toHaveAttribute('data-focus-visible', 'true');
  },
};

export const LongSpanishText: Story = {
  args: {
    label: 'Inversiones Cordillera del Pacífico SpA',
    defaultOpen: true,
    items: [
      {
        id: 'a',
        label: 'Autorización para operar en el mercado internacional de valores',
        href: '/a',
      },
      { id: 'b', label: 'Mandato de liquidación y transferencia de rescates', href: '/b' },
    ],
  },
};

export const Mobile: Story = {
  tags: ['mobile'],
  args: { defaultOpen: true },
};

export const HighContrast: Story = {
  globals: { theme: 'high-contrast' },
  args: { defaultOpen: true },
};
