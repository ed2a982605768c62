import type { Meta, StoryObj } from '@storybook/react-vite';
import { RouterProvider } from 'react-aria-components';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Box } from '../Box/index.ts';
import { Stack } from '../Stack/index.ts';
import { Text } from '../Text/index.ts';
import { Link } from './Link.tsx';

/**
 * The portal's router, stubbed: same-origin links call it instead of reloading the page, as they
 * do in the app (React Aria's RouterProvider). Links that open a new tab never go through it.
 */
const navigate = fn().mockName('navigate');

const meta = {
  title: 'Componentes/Link',
  component: Link,
  decorators: [
    (Story) => (
      <RouterProvider navigate={navigate}>
        <Story />
      </RouterProvider>
    ),
  ],
  args: { children: 'reglamento interno del fondo', href: '#reglamento', onPress: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['inline', 'standalone'] },
    tone: { control: 'inline-radio', options: ['default', 'inverse'] },
    isExternal: { control: 'boolean' },
    isDisabled: { control: 'boolean' },
  },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Inside a sentence: underlined, so it never depends on colour alone. */
export const Inline: Story = {
  render: (args) => (
    <Text>
      Antes de invertir, revise el <Link {...args} /> y la ficha de riesgo.
    </Text>
  ),
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'reglamento interno del fondo' });
    await expect(link).toHaveAttribute('href', '#reglamento');
    await expect(link).not.toHaveAttribute('target');
  },
};

export const Standalone: Story = {
  args: {
    variant: 'standalone',
    children: 'Ver todas las notificaciones',
    href: '#notificaciones',
  },
};

/** A call to action that navigates: a link wearing the primary or secondary Button. */
export const AsButton: Story = {
  render: (args) => (
    <Stack direction="row" gap="sm">
      <Link {...args} href="/ffmm/invertir" buttonVariant="primary">
        Invertir
      </Link>
      <Link {...args} href="/ffmm/misFondos" buttonVariant="secondary">
        Ver Mis Fondos
      </Link>
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const invest = canvas.getByRole('link', { name: 'Invertir' });
    await expect(invest).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(navigate.mock.calls.at(-1)?.[0]).toBe('/ffmm/invertir');
  },
};

export const External: Story = {
  args: {
    isExternal: true,
    href: 'https://www.cmfchile.cl',
    children: 'Comisión para el Mercado Financiero',
  },
  render: (args) => (
    <Text>
      Puede consultar los fondos inscritos en la <Link {...args} />.
    </Text>
  ),
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', {
      name: 'Comisión para el Mercado Financiero (se abre en una nueva pestaña)',
    });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

/** For the navy header: white text and a yellow focus ring that stays visible on navy. */
export const Inverse: Story = {
  args: { tone: 'inverse', variant: 'standalone' },
  render: (args) => (
    <Box as="nav" aria-label="Menú principal" background="inverse" padding="md" borderRadius="md">
      <Stack as="ul" direction={{ mobile: 'column', tablet: 'row' }} gap="lg">
        <li>
          <Link {...args} href="#inicio">
            Inicio
          </Link>
        </li>
        <li>
          <Link {...args} href="#inversiones">
            Mis inversiones
          </Link>
        </li>
        <li>
          <Link {...args} href="#documentos">
            Documentos
          </Link>
        </li>
      </Stack>
    </Box>
  ),
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Inicio' });
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await expect(link).toHaveAttribute('data-focus-visible', 'true');
  },
};

export const KeyboardFocus: Story = {
  args: { variant: 'standalone', children: 'Ver movimientos del mes', href: '/movimientos' },
  play: async ({ args, canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Ver movimientos del mes' });
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await expect(link).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledTimes(1);
    await expect(navigate).toHaveBeenLastCalledWith('/movimientos', undefined);
  },
};

export const Disabled: Story = {
  args: {
    variant: 'standalone',
    isDisabled: true,
    href: undefined,
    children: 'Descargar certificado tributario',
  },
  play: async ({ args, canvasElement }) => {
    const link = within(canvasElement).getByRole('link', {
      name: 'Descargar certificado tributario',
    });
    await expect(link).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(link);
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const LongSpanishText: Story = {
  args: {
    isExternal: true,
    href: 'https://www.cmfchile.cl',
    children:
      'Solicitud de actualización de antecedentes del mandatario para operar en el mercado internacional',
  },
  render: (args) => (
    <div style={{ maxWidth: 280 }}>
      <Link {...args} />
    </div>
  ),
};

export const Mobile: Story = {
  tags: ['mobile'],
  args: { variant: 'standalone' },
  render: (args) => (
    <Stack gap="sm">
      <Link {...args} href="#cartolas">
        Cartolas y certificados
      </Link>
      <Link {...args} href="#perfil">
        Mi perfil de inversionista
      </Link>
      <Link {...args} href="https://www.cmfchile.cl" isExternal>
        Comisión para el Mercado Financiero
      </Link>
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const external = within(canvasElement).getByRole('link', {
      name: 'Comisión para el Mercado Financiero (se abre en una nueva pestaña)',
    });
    await expect(external).toHaveAttribute('target', '_blank');
  },
};

export const HighContrast: Story = {
  globals: { theme: 'high-contrast' },
  render: (args) => (
    <Stack gap="md">
      <Text>
        Antes de invertir, revise el <Link {...args} /> y la ficha de riesgo.
      </Text>
      <Link {...args} variant="standalone" href="#notificaciones">
        Ver todas las notificaciones
      </Link>
      <Link {...args} variant="standalone" href="https://www.cmfchile.cl" isExternal>
        Comisión para el Mercado Financiero
      </Link>
      <Box background="inverse" padding="md" borderRadius="md">
        <Link {...args} tone="inverse" variant="standalone" href="#salir">
          Cerrar sesión
        </Link>
      </Box>
    </Stack>
  ),
};
