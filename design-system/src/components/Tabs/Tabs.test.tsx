import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { RouterProvider } from 'react-aria-components';
import { describe, expect, it, vi } from 'vitest';
import { Tabs, type TabItem } from './Tabs.tsx';

const items: TabItem[] = [
  { id: 'misFondos', label: 'Mis Fondos' },
  { id: 'misMovimientos', label: 'Mis Movimientos' },
  { id: 'valoresDelDia', label: 'Valores del Día', isDisabled: true },
  { id: 'enTransito', label: 'Movimientos en Tránsito' },
];

describe('Tabs', () => {
  it('is a named tab list whose selected tab shows its panel', async () => {
    render(
      <Tabs items={items} aria-label="Fondos mutuos">
        {(item) => <p>Panel {item.label}</p>}
      </Tabs>,
    );
    expect(screen.getByRole('tablist', { name: 'Fondos mutuos' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Mis Fondos' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.click(screen.getByRole('tab', { name: 'Mis Movimientos' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Panel Mis Movimientos');
  });

  it('makes the selected tab the tabbable one from the first render, before any effect', () => {
    const container = document.createElement('div');
    container.innerHTML = renderToStaticMarkup(
      <Tabs items={items} aria-label="Fondos" defaultSelectedKey="misMovimientos" />,
    );
    const tabs = [...container.querySelectorAll('[role="tab"]')];
    expect(tabs.map((tab) => tab.getAttribute('tabindex'))).toEqual(['-1', '0', null, '-1']);
    // Without a default, the first enabled tab is selected and its panel shown at once.
    container.innerHTML = renderToStaticMarkup(
      <Tabs items={items} aria-label="Fondos">
        {(item) => <p>Panel {item.label}</p>}
      </Tabs>,
    );
    expect(container.querySelector('[aria-selected="true"]')).toHaveTextContent('Mis Fondos');
    expect(container.querySelector('[role="tabpanel"]')).toHaveTextContent('Panel Mis Fondos');
  });

  it('moves with the arrow keys and skips disabled tabs', async () => {
    const onSelectionChange = vi.fn();
    render(<Tabs items={items} aria-label="Fondos" onSelectionChange={onSelectionChange} />);
    await userEvent.tab();
    expect(screen.getByRole('tab', { name: 'Mis Fondos' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Movimientos en Tránsito' })).toHaveFocus();
    expect(onSelectionChange).toHaveBeenLastCalledWith('enTransito');
  });

  it('routed tabs are links that a router drives through selectedKey', async () => {
    const navigate = vi.fn();
    const routed = items.map((item) => ({ ...item, href: `/ffmm/${item.id}` }));
    function App() {
      const [key, setKey] = useState('misFondos');
      return (
        <RouterProvider
          navigate={(to: string) => {
            navigate(to);
            setKey(to.split('/').pop()!);
          }}
        >
          <Tabs items={routed} aria-label="Fondos" selectedKey={key}>
            <p>Ruta {key}</p>
          </Tabs>
        </RouterProvider>
      );
    }
    render(<App />);
    const tab = screen.getByRole('tab', { name: 'Mis Movimientos' });
    expect(tab).toHaveAttribute('href', '/ffmm/misMovimientos');
    await userEvent.click(tab);
    expect(navigate).toHaveBeenCalledWith('/ffmm/misMovimientos');
    expect(tab).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Ruta misMovimientos');
  });
});
