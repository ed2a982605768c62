import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { formatCurrency } from '@inversiones/es-cl';
import { Stack } from '../Stack/index.ts';
import { Text } from '../Text/index.ts';
import { Heading } from './Heading.tsx';

const meta = {
  title: 'Componentes/Heading',
  component: Heading,
  args: { level: 2, children: 'Resumen de su cartera' },
  argTypes: {
    level: { control: 'inline-radio', options: [1, 2, 3, 4, 5, 6] },
    size: { control: 'select', options: ['sm', 'md', 'lg', 'xl', '2xl', '3xl', '4xl'] },
  },
} satisfies Meta<typeof Heading>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const heading = within(canvasElement).getByRole('heading', { level: 2 });
    await expect(heading).toHaveAccessibleName('Resumen de su cartera');
  },
};

/** Each level with its default size, in outline order. */
export const Levels: Story = {
  render: () => (
    <Stack gap="sm">
      <Heading level={1}>Mis inversiones</Heading>
      <Heading level={2}>Fondos mutuos</Heading>
      <Heading level={3}>Fondo Conservador Serie A</Heading>
      <Heading level={4}>Movimientos del mes</Heading>
      <Heading level={5}>Aportes</Heading>
      <Heading level={6}>Detalle del aporte del 05/03/2025</Heading>
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const level of [1, 2, 3, 4, 5, 6]) {
      await expect(canvas.getByRole('heading', { level })).toBeVisible();
    }
  },
};

/** The level follows the page structure; the size follows the design. */
export const SizeDiffersFromLevel: Story = {
  render: () => (
    <Stack gap="sm">
      <Heading level={2} size="sm">
        Datos personales
      </Heading>
      <Text>Un h2 que se ve pequeño, como rótulo de sección.</Text>
      <Heading level={3} size="2xl">
        {formatCurrency(1_234_567)}
      </Heading>
      <Text>Un h3 que se ve grande: el saldo es lo primero que se lee.</Text>
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveAccessibleName(
      'Datos personales',
    );
    await expect(canvas.getByRole('heading', { level: 3 })).toHaveAccessibleName(
      '$\u00a01.234.567',
    );
  },
};

export const Sizes: Story = {
  render: () => (
    <Stack gap="sm">
      {(['4xl', '3xl', '2xl', 'xl', 'lg', 'md', 'sm'] as const).map((size) => (
        <Heading key={size} level={2} size={size}>
          {`Tamaño ${size}: Rentabilidad anual`}
        </Heading>
      ))}
    </Stack>
  ),
};

export const LongSpanishText: Story = {
  args: {
    level: 1,
    children:
      'Solicitud de actualización de antecedentes del mandatario para operar en el mercado internacional',
  },
  render: (args) => (
    <div style={{ maxWidth: 480 }}>
      <Heading {...args} />
    </div>
  ),
};

export const Mobile: Story = {
  tags: ['mobile'],
  render: () => (
    <Stack gap="xs">
      <Heading level={1} size="2xl">
        Mis inversiones
      </Heading>
      <Heading level={2} size="lg">
        Cuentas de inversión de Juan Pérez González
      </Heading>
    </Stack>
  ),
};
