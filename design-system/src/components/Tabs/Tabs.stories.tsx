import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { RouterProvider } from 'react-aria-components';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Text } from '../Text/index.ts';
import { Tabs, type TabItem } from './Tabs.tsx';

const navigate = fn().mockName('navigate');

const fondos: TabItem[] = [
  { id: 'misFondos', label: 'Mis Fondos' },
  { id: 'misMovimientos', label: 'Mis Movimientos' },
  { id: 'misOrdenes', label: 'Mis Órdenes' },
  { id: 'ordenesAnuladas', label: 'Órdenes Anuladas' },
  { id: 'valoresDelDia', label: 'Valores del Día' },
  { id: 'enTransito', label: 'Movimientos en Tránsito' },
];

const routed: TabItem[] = fondos.map((item) => ({ ...item, href: `/ffmm/${item.id}` }));

const panel = (item: TabItem) => <Text>Contenido de la pestaña {item.label}.</Text>;

const meta = {
  title: 'Componentes/Tabs',
  component: Tabs,
  args: { items: fondos, 'aria-label': 'Fondos mutuos', children: panel },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Mis Fondos' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.click(canvas.getByRole('tab', { name: 'Valores del Día' }));
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Valores del Día');
  },
};

/** A stub router: the URL (here a state) drives `selectedKey`; tabs are links (href). */
function RoutedTabs() {
  const [path, setPath] = useState('/ffmm/misFondos');
  const selected = path.split('/').pop() ?? 'misFondos';
  return (
    <RouterProvider
      navigate={(to: string) => {
        navigate(to);
        setPath(to);
      }}
    >
      <Tabs items={routed} aria-label="Fondos mutuos" selectedKey={selected}>
        <Text>Ruta actual: {path}</Text>
      </Tabs>
    </RouterProvider>
  );
}

export const Routed: Story = {
  render: () => <RoutedTabs />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tab = canvas.getByRole('tab', { name: 'Mis Movimientos' });
    await expect(tab).toHaveAttribute('href', '/ffmm/misMovimientos');
    await userEvent.click(tab);
    await expect(navigate).toHaveBeenLastCalledWith('/ffmm/misMovimientos');
    await waitFor(() => expect(tab).toHaveAttribute('aria-selected', 'true'));
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent(
      'Ruta actual: /ffmm/misMovimientos',
    );
  },
};

export const KeyboardFocus: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const first = canvas.getByRole('tab', { name: 'Mis Fondos' });
    await expect(first).toHaveFocus();
    await expect(first).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard('{ArrowRight}');
    const second = canvas.getByRole('tab', { name: 'Mis Movimientos' });
    await expect(second).toHaveFocus();
    await expect(second).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: 'Movimientos en Tránsito' })).toHaveFocus();
  },
};

export const Disabled: Story = {
  args: {
    items: fondos.map((item) =>
      item.id === 'ordenesAnuladas' ? { ...item, isDisabled: true } : item,
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('tab', { name: 'Órdenes Anuladas' }),
    ).toHaveAttribute('aria-disabled', 'true');
  },
};

export const LongSpanishText: Story = {
  args: {
    'aria-label': 'Mi perfil',
    items: [
      { id: 'datos', label: 'Datos Personales' },
      { id: 'identificacion', label: 'Identificación' },
      { id: 'autorizacion', label: 'Autorización y Clase de Órdenes' },
      { id: 'cuentas', label: 'Cuentas Bancarias y Formas de Pago' },
    ],
  },
};

/** At 375 px the row scrolls sideways; no tab is clipped or hidden. */
export const Mobile: Story = {
  tags: ['mobile'],
  args: { defaultSelectedKey: 'misOrdenes' },
};

export const HighContrast: Story = {
  globals: { theme: 'high-contrast' },
};
