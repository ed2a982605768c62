import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { RouterProvider } from 'react-aria-components';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { profileMenuExample } from '../private/sample-profile-menu.ts';
import { NotificationPanel } from '../NotificationPanel/index.ts';
import { sampleNotifications } from '../private/sample-notifications.ts';
import { AppHeader, type AppHeaderProps } from './AppHeader.tsx';
import { sampleClient, sampleMenu } from '../private/sample-header.ts';

const navigate = fn().mockName('navigate');

const meta = {
  title: 'Componentes/AppHeader',
  component: AppHeader,
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <RouterProvider navigate={navigate}>
        <div style={{ minHeight: 420 }}>
          <Story />
        </div>
      </RouterProvider>
    ),
  ],
  args: {
    ...sampleClient,
    menu: sampleMenu,
    currentRoute: '/',
    profileMenu: profileMenuExample,
    onProfileAction: fn(),
    notificationCount: 3,
    onNotificationsToggle: fn(),
  },
} satisfies Meta<typeof AppHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('banner')).toBeInTheDocument();
    await expect(
      canvas.getByRole('button', { name: 'Notificaciones, 3 notificaciones sin leer' }),
    ).toBeInTheDocument();
    const nav = canvas.getByRole('navigation', { name: 'Menú principal' });
    await expect(within(nav).queryByText('Pactos')).not.toBeInTheDocument();
    await expect(within(nav).getByText('¡Nuevo!')).toBeVisible();
  },
};

/** A mandatary in a company's session: the company's name and the role in which they act. */
export const ActingForCompany: Story = {
  args: {
    clientName: 'Comercial Pacífico Ltda.',
    actingAs: 'Apoderado, Operador',
    executive: { name: 'Sebastián Araya Lagos', email: 'sebastian.araya@inversiones-demo.cl' },
  },
  play: async ({ canvasElement }) => {
    const banner = within(canvasElement).getByRole('banner');
    await expect(banner).toHaveTextContent('Comercial Pacífico Ltda.');
    await expect(banner).toHaveTextContent('Usted actúa como Apoderado, Operador');
  },
};

/** The executive is named by a banner below: the header leaves its line out. */
export const ExecutiveInBanner: Story = { args: { showExecutive: false } };

/** More entries than one row holds at 1280 px: the rest under 'Más'; a group holding the page is marked. */
export const OverflowIntoMore: Story = {
  args: {
    currentRoute: '/ffmm/misFondos',
    menu: [
      ...sampleMenu,
      ...['Cartolas', 'Documentos', 'Mi Perfil', 'Reunión Online', 'Simuladores'].map(
        (label, i) => ({
          id: `extra${i}`,
          label,
          route: `/extra${i}`,
          show: 1,
        }),
      ),
    ],
  },
  play: async ({ canvasElement }) => {
    const nav = within(within(canvasElement).getByRole('navigation', { name: 'Menú principal' }));
    await expect(nav.getByRole('button', { name: 'Más' })).toBeVisible();
    await expect(nav.getByRole('button', { name: 'Fondos Mutuos' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  },
};

export const MenuOpen: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(within(canvasElement).getByRole('navigation', { name: 'Menú principal' }));
    await userEvent.click(nav.getByRole('button', { name: 'Fondos Mutuos' }));
    const body = within(document.body);
    const menu = await body.findByRole('menu');
    await expect(within(menu).getByRole('menuitem', { name: 'Mis Fondos' })).toHaveAttribute(
      'href',
      '/ffmm/misFondos',
    );
    await expect(within(menu).queryByText('Rescate programado')).not.toBeInTheDocument();
  },
};

export const ProfileMenuOpen: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Mi cuenta' }));
    const body = within(document.body);
    await userEvent.click(await body.findByRole('menuitem', { name: 'Cerrar Sesión' }));
    await expect(args.onProfileAction).toHaveBeenCalledWith('cerrarSesion');
  },
};

/** Tab order through the navy header: the yellow ring shows on every stop. */
export const KeyboardFocus: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const brand = canvas.getByRole('link', { name: 'Inversiones, Inicio' });
    await userEvent.tab();
    // Below 990 px the 'Menú' button comes first.
    if (document.activeElement !== brand) await userEvent.tab();
    await expect(brand).toHaveFocus();
    await expect(brand).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: /^Notificaciones/ })).toHaveFocus();
  },
};

function WithPanel(args: AppHeaderProps) {
  const [open, setOpen] = useState(true);
  return (
    <AppHeader
      {...args}
      isNotificationsOpen={open}
      onNotificationsToggle={() => setOpen((o) => !o)}
      notificationPanelId="notificaciones"
      notificationPanel={
        <NotificationPanel
          id="notificaciones"
          isOpen={open}
          focusOnOpen={false}
          onClose={() => setOpen(false)}
          notifications={sampleNotifications}
        />
      }
    />
  );
}

export const NotificationsOpen: Story = {
  render: (args) => <WithPanel {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bell = canvas.getByRole('button', { name: /Notificaciones, 3/ });
    await expect(bell).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(bell);
    await waitFor(() => expect(canvas.queryByRole('region')).not.toBeInTheDocument());
    await expect(bell).toHaveAttribute('aria-expanded', 'false');
  },
};

export const NoNotifications: Story = { args: { notificationCount: 0 } };

export const LongSpanishText: Story = {
  args: {
    clientName: 'María José de los Ángeles Fernández-Larraín Echeverría',
    profile: 'agresivo',
    executive: {
      name: 'Francisco Javier Undurraga Errázuriz',
      email: 'francisco.undurraga@inversiones.cl',
    },
  },
};

/** Below 990 px: the 'Menú' button replaces the menu bar (the test runner is wider, so only the DOM is checked). */
export const Mobile: Story = {
  tags: ['mobile'],
  play: async ({ canvasElement }) => {
    const toggle = canvasElement.querySelector('button[aria-expanded="false"]');
    await expect(toggle).toHaveTextContent('Menú');
  },
};

/** The drawer: a modal dialog with the whole menu; Escape closes it. */
export const MobileDrawerOpen: Story = {
  tags: ['mobile'],
  args: { defaultMobileMenuOpen: true, currentRoute: '/ffmm/misFondos' },
  play: async () => {
    const body = within(document.body);
    const drawer = await body.findByRole('dialog', { name: 'Menú' });
    await expect(within(drawer).getByRole('link', { name: 'Mis Fondos' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(within(drawer).queryByText('Pactos')).not.toBeInTheDocument();
  },
};

/** A menu item with a count: the orders waiting for the client's signature. */
const signingItem = {
  id: '11',
  label: 'Firma de Operaciones',
  route: '/firmaOperaciones',
  show: 1,
  isNew: true,
  count: 7,
  countLabel: '7 órdenes por firmar',
};

/** An item's count beside its label, announced in the caller's words. */
export const MenuItemCount: Story = {
  args: { menu: [sampleMenu[0]!, signingItem, ...sampleMenu.slice(1, 3)] },
  play: async ({ canvasElement }) => {
    const nav = within(within(canvasElement).getByRole('navigation', { name: 'Menú principal' }));
    await expect(
      nav.getByRole('link', { name: /^Firma de Operaciones.*, 7 órdenes por firmar$/ }),
    ).toBeVisible();
  },
};

/** The count in the phone's drawer. */
export const MenuItemCountInDrawer: Story = {
  tags: ['mobile'],
  args: { ...MenuItemCount.args, defaultMobileMenuOpen: true, currentRoute: '/firmaOperaciones' },
  play: async () => {
    const drawer = within(await within(document.body).findByRole('dialog', { name: 'Menú' }));
    await expect(drawer.getByRole('link', { name: /7 órdenes por firmar/ })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

export const HighContrast: Story = { globals: { theme: 'high-contrast' } };
