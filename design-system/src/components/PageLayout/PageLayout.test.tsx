import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PageLayout } from './PageLayout.tsx';

describe('PageLayout', () => {
  it('puts header, banner, screen and footer in order, with the screen as the main region', () => {
    render(
      <PageLayout
        header={<header>Encabezado</header>}
        banner={<aside aria-label="Su ejecutivo de inversiones">Ejecutivo</aside>}
        footer={<footer>Pie</footer>}
      >
        <h1>Inicio</h1>
      </PageLayout>,
    );
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('heading', { level: 1 }));
    const order = ['banner', 'complementary', 'main', 'contentinfo'].map((role) =>
      screen.getByRole(role),
    );
    for (let i = 1; i < order.length; i++) {
      expect(order[i - 1]!.compareDocumentPosition(order[i]!)).toBe(
        Node.DOCUMENT_POSITION_FOLLOWING,
      );
    }
  });

  it('keeps room for a floating action at the end of the page, after the footer', () => {
    render(
      <PageLayout
        header={null}
        footer={<footer>Pie</footer>}
        floatingAction={<aside aria-label="Chat">Chat</aside>}
      >
        <p>Contenido</p>
      </PageLayout>,
    );
    const action = screen.getByRole('complementary', { name: 'Chat' });
    expect(screen.getByRole('main')).not.toContainElement(action);
    // Its room comes last: at the bottom of the page the action sits below the footer, over nothing.
    expect(screen.getByRole('contentinfo').compareDocumentPosition(action.parentElement!)).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
    expect(action.parentElement!.nextElementSibling).toBeNull();
  });

  it('offers a skip link as the first tab stop, pointing at the main region', async () => {
    render(
      <PageLayout header={<button type="button">Menú</button>} footer={null}>
        <h1>Inicio</h1>
      </PageLayout>,
    );
    await userEvent.tab();
    const skip = screen.getByRole('link', { name: 'Saltar al contenido principal' });
    expect(skip).toHaveFocus();
    expect(skip).toHaveAttribute('href', '#contenido');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'contenido');
  });
});
