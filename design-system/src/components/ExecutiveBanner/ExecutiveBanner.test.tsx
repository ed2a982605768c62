import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider } from 'react-aria-components';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ExecutiveBanner } from './ExecutiveBanner.tsx';

/** jsdom has no media queries: a window whose width is below or above the desktop breakpoint. */
function stubWindowWidth(desktop: boolean) {
  const listeners = new Set<() => void>();
  const state = { desktop };
  vi.stubGlobal('matchMedia', (query: string) => ({
    get matches() {
      return state.desktop;
    },
    media: query,
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  }));
  return {
    resize(toDesktop: boolean) {
      state.desktop = toDesktop;
      for (const listener of listeners) listener();
    },
  };
}

const contactTrigger = () =>
  screen.getByRole('button', { name: 'Contactar a su ejecutivo, Rodrigo Valenzuela' });

afterEach(() => vi.unstubAllGlobals());

describe('ExecutiveBanner', () => {
  it('names the executive with e-mail and phone links', () => {
    render(
      <ExecutiveBanner
        name="Rodrigo Valenzuela"
        email="rv@inversiones.cl"
        phone="+56 2 2000 0000"
      />,
    );
    expect(
      screen.getByRole('complementary', { name: 'Su ejecutivo de inversiones' }),
    ).toHaveTextContent('Rodrigo Valenzuela');
    expect(screen.getByRole('link', { name: 'rv@inversiones.cl' })).toHaveAttribute(
      'href',
      'mailto:rv@inversiones.cl',
    );
    expect(screen.getByRole('link', { name: '+56 2 2000 0000' })).toHaveAttribute(
      'href',
      'tel:+56220000000',
    );
    // The desktop band has no disclosure: everything shows at once.
    expect(screen.queryByRole('button', { name: /Contactar/ })).not.toBeInTheDocument();
  });

  it('the Agendar reunión online link goes to /reunionOnline/landing from the keyboard', async () => {
    const navigate = vi.fn();
    render(
      <RouterProvider navigate={navigate}>
        <ExecutiveBanner name="Rodrigo Valenzuela" />
      </RouterProvider>,
    );
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Agendar reunión online' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(navigate).toHaveBeenCalledWith('/reunionOnline/landing', undefined);
  });

  it('hides the meeting button when the client cannot schedule', () => {
    render(<ExecutiveBanner name="Rodrigo Valenzuela" canSchedule={false} />);
    expect(screen.queryByRole('link', { name: 'Agendar reunión online' })).not.toBeInTheDocument();
  });
});

describe('ExecutiveBanner below the desktop breakpoint', () => {
  const renderCompact = () =>
    render(
      <ExecutiveBanner
        name="Rodrigo Valenzuela"
        email="rv@inversiones.cl"
        phone="+56 2 2000 0000"
        actions={<a href="https://chat.example">Chat con un ejecutivo</a>}
      />,
    );

  it('starts collapsed: the name and a Contactar button, no links', () => {
    stubWindowWidth(false);
    renderCompact();
    const banner = screen.getByRole('complementary', { name: 'Su ejecutivo de inversiones' });
    expect(banner).toHaveTextContent('Rodrigo Valenzuela');
    expect(contactTrigger()).toHaveTextContent('Contactar');
    expect(contactTrigger()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('the trigger expands the e-mail, the phone, the booking link and the actions', async () => {
    stubWindowWidth(false);
    renderCompact();
    await userEvent.click(contactTrigger());
    expect(contactTrigger()).toHaveAttribute('aria-expanded', 'true');
    const panel = screen.getByRole('group', {
      name: 'Contactar a su ejecutivo, Rodrigo Valenzuela',
    });
    expect(contactTrigger()).toHaveAttribute('aria-controls', panel.id);
    expect(screen.getByRole('link', { name: 'rv@inversiones.cl' })).toBeVisible();
    expect(screen.getByRole('link', { name: '+56 2 2000 0000' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Agendar reunión online' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Chat con un ejecutivo' })).toBeVisible();
  });

  it('Enter and Space toggle the panel from the keyboard', async () => {
    stubWindowWidth(false);
    renderCompact();
    await userEvent.tab();
    expect(contactTrigger()).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(contactTrigger()).toHaveAttribute('aria-expanded', 'true');
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'rv@inversiones.cl' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    await userEvent.keyboard(' ');
    expect(contactTrigger()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'rv@inversiones.cl' })).not.toBeInTheDocument();
  });

  it('folds the panel as the client goes to book the meeting', async () => {
    stubWindowWidth(false);
    const navigate = vi.fn();
    render(
      <RouterProvider navigate={navigate}>
        <ExecutiveBanner name="Rodrigo Valenzuela" />
      </RouterProvider>,
    );
    await userEvent.click(contactTrigger());
    await userEvent.click(screen.getByRole('link', { name: 'Agendar reunión online' }));
    expect(navigate).toHaveBeenCalledWith('/reunionOnline/landing', undefined);
    expect(contactTrigger()).toHaveAttribute('aria-expanded', 'false');
  });

  it('switches to the full band, one copy of each link, once the window widens', () => {
    const viewport = stubWindowWidth(false);
    renderCompact();
    expect(contactTrigger()).toBeInTheDocument();
    act(() => viewport.resize(true));
    expect(screen.queryByRole('button', { name: /Contactar/ })).not.toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'rv@inversiones.cl' })).toHaveLength(1);
    expect(screen.getAllByRole('link', { name: 'Agendar reunión online' })).toHaveLength(1);
  });
});
