// Isolated: React Aria's live announcer is a module singleton that other files' cleanup detaches.
import { act, render, screen, waitFor } from '@testing-library/react';
import { announce } from '@react-aria/live-announcer';
import { describe, expect, it } from 'vitest';
import { usePageChange } from './use-page-change.ts';

function Page({ path }: { path: string }) {
  usePageChange(path);
  return (
    <>
      <a href="/otra">Menú</a>
      <main>
        <h1>{path}</h1>
      </main>
    </>
  );
}

const frame = () => act(() => new Promise((resolve) => requestAnimationFrame(resolve)));

describe('usePageChange', () => {
  it('leaves focus alone on the first page and moves it to the heading of the next one', async () => {
    const { rerender } = render(<Page path="/" />);
    screen.getByRole('link', { name: 'Menú' }).focus();
    await frame();
    expect(screen.getByRole('link', { name: 'Menú' })).toHaveFocus();

    rerender(<Page path="/cartolas" />);
    await frame();
    expect(screen.getByRole('heading', { level: 1, name: '/cartolas' })).toHaveFocus();
  });

  it('leaves focus on a tab: routed tabs change the page under the tablist in use', async () => {
    function Tabbed({ path }: { path: string }) {
      usePageChange(path);
      return (
        <main>
          <h1>Invertir</h1>
          <div role="tablist" aria-label="Operaciones">
            <a role="tab" href="/comprar" aria-selected={path === '/comprar'}>
              Comprar
            </a>
            <a role="tab" href="/vender" aria-selected={path === '/vender'}>
              Vender
            </a>
          </div>
        </main>
      );
    }
    const { rerender } = render(<Tabbed path="/comprar" />);
    screen.getByRole('tab', { name: 'Vender' }).focus();
    rerender(<Tabbed path="/vender" />);
    await frame();
    await frame();
    expect(screen.getByRole('tab', { name: 'Vender' })).toHaveFocus();
  });

  it('clears what the live announcer still holds for the page that left', async () => {
    const { rerender } = render(<Page path="/login" />);
    const button = document.createElement('button');
    button.id = 'ingresar';
    button.textContent = 'Ingresar';
    document.body.append(button);
    act(() => announce({ 'aria-labelledby': 'ingresar' }, 'assertive'));
    // The announcer adds its node after a short delay of its own (longer on a loaded machine).
    await waitFor(
      () => expect(document.querySelector('[aria-labelledby="ingresar"]')).not.toBeNull(),
      { timeout: 5_000 },
    );
    button.remove();

    rerender(<Page path="/" />);
    await frame();
    expect(document.querySelector('[aria-labelledby="ingresar"]')).toBeNull();
  });
});
