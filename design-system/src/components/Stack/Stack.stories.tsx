import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { formatCurrency } from '@inversiones/es-cl';
import { Box } from '../Box/index.ts';
import { Button } from '../Button/index.ts';
import { Text } from '../Text/index.ts';
import { Stack } from './Stack.tsx';

const Item = ({ children }: { children: string }) => (
  <Box padding="sm" background="brandSubtle" borderRadius="sm">
    <Text>{children}</Text>
  </Box>
);

const items = [
  <Item key="1">Fondo Conservador</Item>,
  <Item key="2">Fondo Moderado</Item>,
  <Item key="3">Fondo Agresivo</Item>,
];

const meta = {
  title: 'Componentes/Stack',
  component: Stack,
  args: { children: items },
  argTypes: {
    gap: {
      control: 'select',
      options: ['none', 'xxs', 'xs', 'sm', 'md', 'lg', 'xl', '2xl', '3xl'],
    },
    align: {
      control: 'select',
      options: ['stretch', 'flex-start', 'center', 'flex-end', 'baseline'],
    },
    justify: {
      control: 'select',
      options: ['flex-start', 'center', 'flex-end', 'space-between', 'space-around'],
    },
  },
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A column with a 16-px gap. */
export const Default: Story = {};

export const Row: Story = { args: { direction: 'row', gap: 'sm', align: 'center' } };

/** A column on a phone, a row from 768 px. */
export const Responsive: Story = {
  args: { direction: { mobile: 'column', tablet: 'row' }, gap: { mobile: 'xs', tablet: 'lg' } },
};

export const SpaceBetween: Story = {
  args: {
    direction: 'row',
    justify: 'space-between',
    align: 'center',
    children: [
      <Text key="label">Saldo total</Text>,
      <Text key="amount" numeric weight="semibold">
        {formatCurrency(1_234_567)}
      </Text>,
    ],
  },
};

/** Actions that wrap onto a new line when the screen is narrow. */
export const Wrap: Story = {
  args: {
    direction: 'row',
    gap: 'sm',
    wrap: true,
    children: [
      <Button key="invertir">Invertir</Button>,
      <Button key="rescatar" variant="secondary">
        Rescatar
      </Button>,
      <Button key="cartola" variant="secondary">
        Descargar cartola
      </Button>,
      <Button key="detalle" variant="tertiary">
        Ver detalle
      </Button>,
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('button')).toHaveLength(4);
  },
};

export const AsList: Story = {
  args: {
    as: 'ul',
    'aria-label': 'Fondos disponibles',
    gap: 'xs',
    children: ['Fondo Conservador', 'Fondo Moderado', 'Fondo Agresivo'].map((fund) => (
      <Box as="li" key={fund} padding="sm" background="raised" borderRadius="sm">
        <Text>{fund}</Text>
      </Box>
    )),
  },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Fondos disponibles' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
  },
};

export const LongSpanishText: Story = {
  args: {
    direction: 'row',
    gap: 'sm',
    children: [
      <Item key="1">
        Solicitud de actualización de antecedentes del mandatario para operar en el mercado
        internacional
      </Item>,
      <Item key="2">Pendiente</Item>,
    ],
  },
  render: (args) => (
    <div style={{ maxWidth: 320 }}>
      <Stack {...args} />
    </div>
  ),
};

export const Mobile: Story = {
  tags: ['mobile'],
  args: { direction: { mobile: 'column', tablet: 'row' }, gap: 'sm' },
};
