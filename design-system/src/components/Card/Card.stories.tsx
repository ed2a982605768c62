import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { formatCurrency } from '@inversiones/es-cl';
import { Box } from '../Box/index.ts';
import { Link } from '../Link/index.ts';
import { Stack } from '../Stack/index.ts';
import { Text } from '../Text/index.ts';
import { Card } from './Card.tsx';

const meta = {
  title: 'Componentes/Card',
  component: Card,
  args: {
    title: 'Saldo disponible',
    children: (
      <Stack gap="xxs">
        <Text size="lg" weight="bold" numeric>
          {formatCurrency(1_234_567)}
        </Text>
        <Text size="sm" tone="muted" numeric>
          Actualizado el 05/03/2025
        </Text>
      </Stack>
    ),
  },
  argTypes: {
    tone: { control: 'inline-radio', options: ['default', 'brandSubtle', 'sunken'] },
    padding: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    titleLevel: { control: 'inline-radio', options: [2, 3, 4, 5, 6] },
  },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Saldo disponible' });
    await expect(within(region).getByRole('heading', { level: 2 })).toBeVisible();
  },
};

export const Untitled: Story = {
  args: {
    title: undefined,
    children: <Text>Su perfil de inversionista está vigente hasta el 31/12/2025.</Text>,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('region')).not.toBeInTheDocument();
  },
};

export const Tones: Story = {
  render: () => (
    <Stack direction={{ mobile: 'column', tablet: 'row' }} gap="md">
      <Card title="Fondo Conservador">
        <Text numeric>{formatCurrency(850_000)}</Text>
      </Card>
      <Card title="Fondo Moderado" tone="brandSubtle">
        <Text numeric>{formatCurrency(284_567)}</Text>
      </Card>
      <Card title="Fondo Agresivo" tone="sunken">
        <Text numeric>{formatCurrency(1234.56, 'USD')}</Text>
      </Card>
    </Stack>
  ),
};

/** The footer holds an action; Tab reaches it with the visible ring. */
export const WithFooterAndFocus: Story = {
  args: {
    title: 'Cartola de marzo',
    children: <Text>Resumen de sus movimientos entre el 01/03/2025 y el 31/03/2025.</Text>,
    footer: (
      <Link variant="standalone" href="#cartola-marzo">
        Ver cartola de marzo
      </Link>
    ),
  },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Ver cartola de marzo' });
    await userEvent.tab();
    await expect(link).toHaveFocus();
  },
};

export const Paddings: Story = {
  render: () => (
    <Stack gap="md">
      <Card title="Relleno pequeño" padding="sm">
        <Text>Para listas densas.</Text>
      </Card>
      <Card title="Relleno mediano" padding="md">
        <Text>El predeterminado: 16 px en móvil, 24 px desde 768 px.</Text>
      </Card>
      <Card title="Relleno grande" padding="lg">
        <Text>Para el resumen principal.</Text>
      </Card>
    </Stack>
  ),
};

export const LongSpanishText: Story = {
  args: {
    title:
      'Solicitud de actualización de antecedentes del mandatario para operar en el mercado internacional',
    children: (
      <Text>
        Recibimos su solicitud el 05/03/2025. Le avisaremos por correo cuando sea aprobada; no
        necesita hacer nada más por ahora.
      </Text>
    ),
  },
  render: (args) => (
    <div style={{ maxWidth: 320 }}>
      <Card {...args} />
    </div>
  ),
};

/** A list of cards at 375 px: each one an item of the list and a region of its own. */
export const Mobile: Story = {
  tags: ['mobile'],
  render: () => (
    <Box as="ul" aria-label="Mis cuentas" display="flex" flexDirection="column" gap="sm">
      <Box as="li">
        <Card title="Cuenta de inversión" titleLevel={3}>
          <Text size="lg" weight="bold" numeric>
            {formatCurrency(1_234_567)}
          </Text>
        </Card>
      </Box>
      <Box as="li">
        <Card title="Cuenta en dólares" titleLevel={3}>
          <Text size="lg" weight="bold" numeric>
            {formatCurrency(1234.56, 'USD')}
          </Text>
        </Card>
      </Box>
    </Box>
  ),
};
