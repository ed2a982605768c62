import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { formatCurrency } from '@inversiones/es-cl';
import { Heading } from '../Heading/index.ts';
import { Text } from '../Text/index.ts';
import { Box } from './Box.tsx';

const meta = {
  title: 'Componentes/Box',
  component: Box,
  args: {
    padding: 'md',
    background: 'raised',
    borderRadius: 'md',
    children: <Text>Saldo disponible: {formatCurrency(1_234_567)}</Text>,
  },
  argTypes: {
    as: {
      control: 'select',
      options: [
        'div',
        'section',
        'article',
        'aside',
        'header',
        'footer',
        'nav',
        'main',
        'ul',
        'li',
      ],
    },
  },
} satisfies Meta<typeof Box>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** 12 px of padding on a phone, 24 px from 768 px and 32 px from 990 px. */
export const Responsive: Story = {
  args: {
    padding: { mobile: 'sm', tablet: 'lg', desktop: 'xl' },
    background: 'brandSubtle',
    children: (
      <Text>
        El relleno crece con la pantalla: 12 px en móvil, 24 px desde 768 px, 32 px desde 990 px.
      </Text>
    ),
  },
};

export const Surfaces: Story = {
  render: () => (
    <Box display="flex" flexDirection={{ mobile: 'column', tablet: 'row' }} gap="md">
      <Box padding="md" background="raised" borderRadius="md" flexGrow={1}>
        <Text>Superficie elevada</Text>
      </Box>
      <Box padding="md" background="sunken" borderRadius="md" flexGrow={1}>
        <Text>Superficie hundida</Text>
      </Box>
      <Box padding="md" background="brandSubtle" borderRadius="md" flexGrow={1}>
        <Text>Superficie de marca</Text>
      </Box>
      <Box padding="md" background="inverse" color="inverse" borderRadius="md" flexGrow={1}>
        <Text>Superficie inversa</Text>
      </Box>
    </Box>
  ),
};

/** Sectioning and landmark elements keep their meaning for screen readers. */
export const AsLandmarks: Story = {
  render: () => (
    <Box
      as="section"
      aria-labelledby="box-datos"
      padding="md"
      background="raised"
      borderRadius="md"
    >
      <Heading level={2} size="lg" id="box-datos">
        Datos del titular
      </Heading>
      <Text numeric>RUT 12.345.678-5</Text>
    </Box>
  ),
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Datos del titular' });
    await expect(region.tagName).toBe('SECTION');
  },
};

/** A list without bullets for layout, still announced as a list. */
export const AsList: Story = {
  render: () => (
    <Box as="ul" aria-label="Fondos disponibles" display="flex" flexDirection="column" gap="xs">
      {['Fondo Conservador', 'Fondo Moderado', 'Fondo Agresivo'].map((fund) => (
        <Box as="li" key={fund} padding="sm" background="raised" borderRadius="sm">
          <Text>{fund}</Text>
        </Box>
      ))}
    </Box>
  ),
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Fondos disponibles' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
  },
};

export const LongSpanishText: Story = {
  args: {
    children: (
      <Text>
        Solicitud de actualización de antecedentes del mandatario para operar en el mercado
        internacional
      </Text>
    ),
  },
  render: (args) => (
    <div style={{ maxWidth: 240 }}>
      <Box {...args} />
    </div>
  ),
};

export const Mobile: Story = {
  tags: ['mobile'],
  args: {
    padding: { mobile: 'sm', tablet: 'lg' },
    width: 'full',
    children: <Text>En móvil, el relleno es de 12 px y la caja ocupa todo el ancho.</Text>,
  },
};
