import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../Button/index.ts';
import { Heading } from '../Heading/index.ts';
import { Stack } from '../Stack/index.ts';
import { Text } from '../Text/index.ts';
import { AuthLayout } from './AuthLayout.tsx';

const loginBody = (
  <Stack gap="md">
    <Heading level={1}>Ingreso de clientes</Heading>
    <Text tone="secondary">Ingrese con su RUT y su clave de acceso.</Text>
    <Button>Ingresar</Button>
  </Stack>
);

const meta = {
  title: 'Componentes/AuthLayout',
  component: AuthLayout,
  parameters: { layout: 'fullscreen' },
  args: { children: loginBody },
} satisfies Meta<typeof AuthLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('banner')).toBeVisible();
    await expect(canvas.getByRole('main')).toBeVisible();
    await expect(canvas.getByRole('contentinfo')).toBeVisible();
  },
};

export const Wide: Story = {
  args: {
    width: 'wide',
    children: (
      <Stack gap="sm">
        <Heading level={1}>Selecciona una Cuenta</Heading>
        <Text tone="secondary">¿A cuál quieres ingresar?</Text>
      </Stack>
    ),
  },
};

export const LongSpanishText: Story = {
  args: {
    children: (
      <Stack gap="md">
        <Heading level={1}>Ingreso seguro al portal privado de clientes de Inversiones</Heading>
        <Text tone="secondary">
          Por su seguridad, nunca le pediremos su clave por correo electrónico ni por teléfono. Si
          recibe una solicitud de este tipo, comuníquese de inmediato con su ejecutivo de
          inversiones.
        </Text>
      </Stack>
    ),
  },
};

export const Mobile: Story = { tags: ['mobile'] };

export const HighContrast: Story = { globals: { theme: 'high-contrast' } };
