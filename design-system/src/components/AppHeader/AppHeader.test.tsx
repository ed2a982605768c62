import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { profileMenuExample } from '../private/sample-profile-menu.ts';
import { AppHeader } from './AppHeader.tsx';
import { visibleMenuItems } from './menu.ts';
import { MobileMenuDrawer } from './MobileMenuDrawer.tsx';
import { sampleClient, sampleMenu } from '../private/sample-header.ts';

function renderHeader(props: Partial<Parameters<typeof AppHeader>[0]> = {}) {
  return render(
    <AppHeader
      {...sampleClient}
      menu={sampleMenu}
      profileMenu={profileMenuExample}
      notificationCount={3}
      {...props}
    />,
  );
}

describe('AppHeader for whom the user acts', () => {
  it('names the company and the role a mandatary acts in', () => {
    renderHeader({ clientName: 'Comercial Pacífico Ltda.', actingAs: 'Apoderado, Operador' });
    expect(screen.getByRole('banner')).toHaveTextContent(
      'Comercial Pacífico Ltda.Usted actúa como Apoderado, Operador',
    );
  });

  it('leaves the executive out when a banner below names them', () => {
    renderHeader({ executive: { name: 'Francisca Morales Vidal' }, showExecutive: false });
    expect(screen.getByRole('banner')).not.toHaveTextContent('Su ejecutivo: Francisca');
  });
});

describe('AppHeader main menu in one row', () => {
  const many = Array.from({ length: 9 }, (_, i) => ({
    id: `m${i}`,
    label: `Área ${i}`,
    route: `/area${i}`,
    show: 1,
  }));

  // jsdom lays nothing out: the bar is `barWidth` wide, each item 100 px and Más 60 px.
  let barWidth = 1000;
  const observers: (() => void)[] = [];
  beforeEach(() => {
    barWidth = 1000;
    observers.length = 0;
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(private readonly callback: () => void) {}
        observe() {
          observers.push(this.callback);
        }
        disconnect() {}
        unobserve() {}
      },
    );
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
      this: HTMLElement,
    ) {
      const width =
        this.tagName === 'UL'
          ? barWidth
          : this.tagName !== 'LI'
            ? 0
            : this.dataset.more === undefined
              ? 100
              : 60;
      return {
        width,
        height: 40,
        top: 0,
        left: 0,
        right: width,
        bottom: 40,
        x: 0,
        y: 0,
        toJSON: () => ({}),
      };
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
  const resizeTo = (width: number) =>
    act(() => {
      barWidth = width;
      for (const callback of observers) callback();
    });
  const navLinks = () =>
    within(screen.getByRole('navigation', { name: 'Menú principal' })).queryAllByRole('link');

  it('shows every item when they fit the measured width, however many', () => {
    renderHeader({ menu: many });
    expect(navLinks()).toHaveLength(9);
    expect(screen.queryByRole('button', { name: 'Más' })).not.toBeInTheDocument();
  });

  it('puts what does not fit the measured width under Más, which is marked when it holds the page', async () => {
    barWidth = 700;
    renderHeader({ menu: many, currentRoute: '/area8' });
    // 60 (Más) + 6 × 100 fits 700; a seventh item would not.
    expect(navLinks().map((link) => link.textContent)).toEqual(
      [0, 1, 2, 3, 4, 5].map((i) => `Área ${i}`),
    );
    const more = screen.getByRole('button', { name: 'Más' });
    expect(more).toHaveAttribute('aria-current', 'true');
    await userEvent.click(more);
    expect(await screen.findByRole('menuitem', { name: 'Área 8' })).toBeInTheDocument();
  });

  it('moves items in and out of Más as the bar is resized', () => {
    renderHeader({ menu: many });
    resizeTo(450);
    expect(navLinks()).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Más' })).toBeInTheDocument();
    resizeTo(1000);
    expect(navLinks()).toHaveLength(9);
    expect(screen.queryByRole('button', { name: 'Más' })).not.toBeInTheDocument();
  });

  it('renders no bar items below the desktop breakpoint, and the bar once the window widens', () => {
    const listeners = new Set<() => void>();
    let desktop = false;
    vi.stubGlobal('matchMedia', (query: string) => ({
      get matches() {
        return desktop;
      },
      media: query,
      addEventListener: (_: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
    }));
    renderHeader({ menu: many });
    // A phone: the drawer's Menú button has the menu; the hidden bar renders none of it.
    expect(navLinks()).toHaveLength(0);
    expect(screen.getByRole('button', { name: /Menú/ })).toBeInTheDocument();
    act(() => {
      desktop = true;
      for (const listener of listeners) listener();
    });
    expect(navLinks()).toHaveLength(9);
  });

  it('marks the group that holds the current page', () => {
    renderHeader({ currentRoute: '/ffmm/misFondos' });
    const nav = screen.getByRole('navigation', { name: 'Menú principal' });
    expect(within(nav).getByRole('button', { name: 'Fondos Mutuos' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });
});

describe('visibleMenuItems', () => {
  it('keeps only show === 1 items, recursively, and drops empty groups', () => {
    const items = visibleMenuItems([
      { id: 'a', label: 'A', route: '/a', show: 1 },
      { id: 'b', label: 'B', route: '/b', show: 0 },
      {
        id: 'c',
        label: 'C',
        show: 1,
        items: [
          { id: 'c1', label: 'C1', route: '/c1', show: 1 },
          { id: 'c2', label: 'C2', route: '/c2', show: 2 },
        ],
      },
      { id: 'd', label: 'D', show: 1, items: [{ id: 'd1', label: 'D1', route: '/d1', show: 0 }] },
    ]);
    expect(items.map((i) => i.id)).toEqual(['a', 'c']);
    expect(items[1]!.items!.map((i) => i.id)).toEqual(['c1']);
  });
});

describe('AppHeader', () => {
  it('shows the client, profile, executive and a bell named with the count', () => {
    renderHeader();
    const banner = screen.getByRole('banner');
    expect(within(banner).getAllByText('Camila Andrea Rojas Fuentes').length).toBeGreaterThan(0);
    expect(banner).toHaveTextContent('Perfil de inversionista: Moderado');
    expect(
      within(banner).getByRole('link', { name: 'rvalenzuela@inversiones.cl' }),
    ).toHaveAttribute('href', 'mailto:rvalenzuela@inversiones.cl');
    expect(
      within(banner).getByRole('button', { name: 'Notificaciones, 3 notificaciones sin leer' }),
    ).toBeInTheDocument();
  });

  it('renders only show === 1 menu items and the ¡Nuevo! badge for isNew', () => {
    renderHeader();
    const nav = screen.getByRole('navigation', { name: 'Menú principal' });
    expect(within(nav).getByRole('link', { name: 'Inicio' })).toHaveAttribute('href', '/');
    expect(within(nav).queryByText('Pactos')).not.toBeInTheDocument();
    const tefe = within(nav).getByRole('link', { name: /Transferencias Internacionales/ });
    expect(tefe).toHaveTextContent('¡Nuevo!');
    expect(within(nav).getByRole('button', { name: 'Fondos Mutuos' })).toHaveAttribute(
      'aria-haspopup',
      'true',
    );
  });

  it("shows an item's count, announced in the caller's words, in the bar, its menus and the drawer", async () => {
    const signing = { id: '11', label: 'Firma', route: '/firma', show: 1, count: 7 };
    renderHeader({
      menu: [
        { ...signing, countLabel: '7 órdenes por firmar' },
        {
          id: '02',
          label: 'Fondos',
          show: 1,
          items: [{ id: '0201', label: 'Invertir', route: '/invertir', show: 1, count: 1 }],
        },
      ],
    });
    const nav = screen.getByRole('navigation', { name: 'Menú principal' });
    expect(within(nav).getByRole('link', { name: 'Firma, 7 órdenes por firmar' })).toBeVisible();
    await userEvent.click(within(nav).getByRole('button', { name: 'Fondos' }));
    expect(await screen.findByRole('menuitem', { name: /^Invertir, 1 pendiente$/ })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('button', { name: 'Menú' }));
    const drawer = screen.getByRole('dialog', { name: 'Menú' });
    expect(within(drawer).getByRole('link', { name: 'Firma, 7 órdenes por firmar' })).toBeVisible();
  });

  it('opens a nested submenu from the keyboard with only visible children', async () => {
    renderHeader();
    const nav = screen.getByRole('navigation', { name: 'Menú principal' });
    within(nav).getByRole('button', { name: 'Fondos Mutuos' }).focus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((i) => i.textContent),
    ).toEqual(['Mis Fondos', 'Invertir', 'Inversión por Objetivos']);
  });

  it('the bell toggles the panel and says whether it is open', async () => {
    const onToggle = vi.fn();
    renderHeader({ onNotificationsToggle: onToggle, isNotificationsOpen: false });
    const bell = screen.getByRole('button', { name: /Notificaciones/ });
    expect(bell).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(bell);
    expect(onToggle).toHaveBeenCalledTimes(1);
  });

  it('the profile menu reports actions such as Cerrar Sesión', async () => {
    const onProfileAction = vi.fn();
    renderHeader({ onProfileAction });
    await userEvent.click(screen.getByRole('button', { name: 'Mi cuenta' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Cerrar Sesión' }));
    expect(onProfileAction).toHaveBeenCalledWith('cerrarSesion');
  });

  it('the Menú button opens the drawer and Escape closes it, returning focus', async () => {
    renderHeader();
    const toggle = screen.getByRole('button', { name: 'Menú' });
    await userEvent.click(toggle);
    const drawer = screen.getByRole('dialog', { name: 'Menú' });
    expect(within(drawer).getByRole('link', { name: 'Mis Fondos' })).toHaveAttribute(
      'href',
      '/ffmm/misFondos',
    );
    expect(within(drawer).queryByText('Pactos')).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(toggle).toHaveFocus());
  });
});

describe('MobileMenuDrawer', () => {
  it('is a modal dialog with the nested menu, closed by its close button', async () => {
    const onOpenChange = vi.fn();
    render(
      <MobileMenuDrawer
        isOpen
        onOpenChange={onOpenChange}
        items={visibleMenuItems(sampleMenu)}
        currentRoute="/ffmm/invertir"
      />,
    );
    const drawer = screen.getByRole('dialog', { name: 'Menú' });
    expect(within(drawer).getByRole('link', { name: 'Invertir' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(
      within(drawer).getByRole('link', { name: /Transferencias Internacionales/ }),
    ).toHaveTextContent('¡Nuevo!');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Cerrar menú' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('renders nothing when closed', () => {
    render(
      <MobileMenuDrawer
        isOpen={false}
        onOpenChange={() => {}}
        items={visibleMenuItems(sampleMenu)}
      />,
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
