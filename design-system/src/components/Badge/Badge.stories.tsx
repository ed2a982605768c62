import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Box } from '../Box/index.ts';
import { Icon } from '../Icon/index.ts';
import { Stack } from '../Stack/index.ts';
import { Badge, CountBadge, NewBadge, ProfileBadge } from './Badge.tsx';

const meta = {
  title: 'Componentes/Badge',
  component: Badge,
  args: { children: 'Vigente', tone: 'neutral' },
  argTypes: {
    tone: {
      control: 'inline-radio',
      options: ['neutral', 'info', 'success', 'warning', 'error', 'brand'],
    },
    size: { control: 'inline-radio', options: ['sm', 'md'] },
  },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Tones: Story = {
  render: () => (
    <Stack direction="row" gap="xs" wrap>
      <Badge tone="neutral">Pendiente</Badge>
      <Badge tone="info">En revisión</Badge>
      <Badge tone="success">Firmado</Badge>
      <Badge tone="warning">Por vencer</Badge>
      <Badge tone="error">Rechazado</Badge>
      <Badge tone="brand">Destacado</Badge>
    </Stack>
  ),
};

export const Nuevo: Story = {
  render: () => (
    <Stack direction="row" gap="xs" align="center">
      <span>Transferencias Internacionales</span>
      <NewBadge />
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('¡Nuevo!')).toBeVisible();
  },
};

/** The bell's counter: shows the figure, announces the sentence. */
export const Contador: Story = {
  render: () => (
    <Stack direction="row" gap="lg" align="center">
      <CountBadge count={3} />
      <CountBadge count={1} />
      <CountBadge count={128} />
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('3 notificaciones sin leer')).toBeInTheDocument();
    await expect(canvas.getByText('1 notificación sin leer')).toBeInTheDocument();
    await expect(canvas.getByText('99+')).toBeVisible();
  },
};

/** Investor profiles: hue, 1 to 3 risk bars and the name, never colour alone. */
export const PerfilInversionista: Story = {
  render: () => (
    <Stack direction="row" gap="xs" wrap>
      <ProfileBadge profile="conservador" />
      <ProfileBadge profile="moderado" />
      <ProfileBadge profile="agresivo" />
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const badge = canvasElement.querySelector('[data-profile="moderado"]');
    await expect(badge).toHaveTextContent('Perfil de inversionista: Moderado');
  },
};

export const OnNavyHeader: Story = {
  render: () => (
    <Box background="inverse" padding="md" borderRadius="md">
      <Stack direction="row" gap="xs" align="center" wrap>
        <ProfileBadge profile="moderado" />
        <NewBadge />
        <CountBadge count={3} />
      </Stack>
    </Box>
  ),
};

export const WithIcon: Story = {
  args: { tone: 'success', icon: <Icon name="success" size="sm" />, children: 'Firmado' },
};

export const LongSpanishText: Story = {
  render: () => (
    <div style={{ maxWidth: 240 }}>
      <Stack gap="xs" align="flex-start">
        <Badge tone="warning">Pendiente de aprobación</Badge>
        <Badge tone="error">Bloqueado por cumplimiento</Badge>
      </Stack>
    </div>
  ),
};

export const Mobile: Story = {
  tags: ['mobile'],
  render: () => (
    <Stack gap="xs" align="flex-start">
      <ProfileBadge profile="agresivo" />
      <Badge tone="info">En revisión</Badge>
      <NewBadge />
      <CountBadge count={12} />
    </Stack>
  ),
};

export const HighContrast: Story = {
  globals: { theme: 'high-contrast' },
  render: () => (
    <Stack direction="row" gap="xs" wrap align="center">
      <Badge tone="info">En revisión</Badge>
      <Badge tone="success">Firmado</Badge>
      <Badge tone="error">Rechazado</Badge>
      <NewBadge />
      <ProfileBadge profile="conservador" />
      <ProfileBadge profile="moderado" />
      <ProfileBadge profile="agresivo" />
      <CountBadge count={3} />
    </Stack>
  ),
};
