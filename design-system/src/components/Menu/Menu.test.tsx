import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider } from 'react-aria-components';
import { describe, expect, it, vi } from 'vitest';
import { MenuButton } from './Menu.tsx';
import { profileMenuExample } from '../private/sample-profile-menu.ts';

describe('MenuButton', () => {
  it('opens a named menu with links, sections and a separator', async () => {
    render(<MenuButton label="Camila" triggerLabel="Menú de perfil" items={profileMenuExample} />);
    const trigger = screen.getByRole('button', { name: /Menú de perfil/ });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(trigger);
    const menu = screen.getByRole('menu', { name: /Menú de perfil/ });
    expect(
      within(menu).getByRole('menuitem', { name: 'Flujo de Firma de Contratos' }),
    ).toHaveAttribute('href', '/miPerfilEmpresa/misDatosEmpresa');
    expect(within(menu).getByRole('group', { name: 'Mi perfil' })).toBeInTheDocument();
    expect(within(menu).getByRole('separator')).toBeInTheDocument();
  });

  it('is keyboard operable: Enter opens, arrows move, Enter acts, focus returns', async () => {
    const onAction = vi.fn();
    render(
      <MenuButton
        label="Camila"
        triggerLabel="Menú de perfil"
        items={profileMenuExample}
        onAction={onAction}
      />,
    );
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(screen.getByRole('menuitem', { name: 'Perfil de Inversionista' })).toHaveFocus(),
    );
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('menuitem', { name: 'Cerrar Sesión' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onAction).toHaveBeenCalledWith('cerrarSesion');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /Menú de perfil/ })).toHaveFocus(),
    );
  });

  it('link entries go through the router', async () => {
    const navigate = vi.fn();
    render(
      <RouterProvider navigate={navigate}>
        <MenuButton label="Camila" items={profileMenuExample} defaultOpen />
      </RouterProvider>,
    );
    await userEvent.click(screen.getByRole('menuitem', { name: 'Cambio de Sesión' }));
    expect(navigate).toHaveBeenCalledWith('/seleccionarCuenta', undefined);
  });

  it('entry onAction runs and Escape closes', async () => {
    const onLogout = vi.fn();
    render(
      <MenuButton
        label="Perfil"
        items={[{ id: 'salir', label: 'Cerrar Sesión', onAction: onLogout }]}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Perfil' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Cerrar Sesión' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Perfil' }));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  });
});
