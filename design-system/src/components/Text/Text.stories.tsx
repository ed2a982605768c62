import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { formatCurrency } from '@inversiones/es-cl';
import { Box } from '../Box/index.ts';
import { Stack } from '../Stack/index.ts';
import { Text } from './Text.tsx';

const meta = {
  title: 'Componentes/Text',
  component: Text,
  args: {
    children:
      'Su solicitud de rescate fue recibida. El dinero estará disponible en su cuenta en un plazo de 2 días hábiles.',
  },
  argTypes: {
    as: { control: 'inline-radio', options: ['p', 'span', 'div', 'strong', 'small'] },
    tone: {
      control: 'select',
      options: [
        'primary',
        'secondary',
        'muted',
        'inverse',
        'info',
        'warning',
        'error',
        'success',
        'gain',
        'loss',
      ],
    },
    size: { control: 'inline-radio', options: ['xs', 'sm', 'md', 'lg'] },
    weight: { control: 'inline-radio', options: ['regular', 'medium', 'semibold', 'bold'] },
    align: { control: 'inline-radio', options: ['start', 'center', 'end'] },
  },
} satisfies Meta<typeof Text>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Tones: Story = {
  render: () => (
    <Stack gap="xs">
      <Text tone="primary">Primario: texto principal de la página.</Text>
      <Text tone="secondary">Secundario: información de apoyo.</Text>
      <Text tone="muted">Atenuado: actualizado el 05/03/2025 a las 10:30.</Text>
      <Text tone="info">Información: su cartola de marzo ya está disponible.</Text>
      <Text tone="warning">Advertencia: su perfil de inversionista vence el 31/03/2025.</Text>
      <Text tone="error">Error: el RUT ingresado no es válido. Revíselo e intente de nuevo.</Text>
      <Text tone="success">Éxito: sus datos fueron actualizados.</Text>
      <Text tone="gain" numeric>
        Ganancia: {formatCurrency(12_345, 'CLP', { signed: true })}
      </Text>
      <Text tone="loss" numeric>
        Pérdida: {formatCurrency(-8_765)}
      </Text>
      <Box background="inverse" padding="sm" borderRadius="md">
        <Text tone="inverse">Inverso: sobre el encabezado azul marino.</Text>
      </Box>
    </Stack>
  ),
};

export const SizesAndWeights: Story = {
  render: () => (
    <Stack gap="xs">
      <Text size="lg" weight="semibold">
        Grande, seminegrita: Fondo Moderado
      </Text>
      <Text size="md">Mediano: el tamaño del cuerpo de texto.</Text>
      <Text size="sm" weight="medium">
        Pequeño, media: datos secundarios de la tabla.
      </Text>
      <Text as="small" size="xs" tone="muted">
        Muy pequeño: notas legales al pie.
      </Text>
      <Text>
        Con énfasis dentro de una frase: el plazo es de <Text as="strong">30 días</Text>.
      </Text>
    </Stack>
  ),
};

/** Tabular figures: amounts, dates and ruts line up digit by digit. */
export const Numeric: Story = {
  render: () => (
    <div style={{ maxWidth: 240 }}>
      <Stack gap="xxs">
        {[
          formatCurrency(1_234_567),
          formatCurrency(98_100),
          formatCurrency(1234.56, 'USD'),
          '12.345.678-5',
          '01/03/2025',
        ].map((value) => (
          <Text key={value} numeric align="end">
            {value}
          </Text>
        ))}
      </Stack>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const amount = within(canvasElement).getByText('$ 1.234.567');
    await expect(getComputedStyle(amount).fontVariantNumeric).toBe('tabular-nums');
  },
};

/** Gains and losses are signed and labelled, never told by colour alone. */
export const GainAndLoss: Story = {
  render: () => (
    <Stack gap="xxs">
      <Text numeric>
        Rentabilidad del mes:{' '}
        <Text as="span" tone="gain" weight="semibold">
          {formatCurrency(12_345, 'CLP', { signed: true })} (ganancia)
        </Text>
      </Text>
      <Text numeric>
        Rentabilidad del año:{' '}
        <Text as="span" tone="loss" weight="semibold">
          {formatCurrency(-8_765)} (pérdida)
        </Text>
      </Text>
    </Stack>
  ),
};

export const LongSpanishText: Story = {
  args: {
    children:
      'Solicitud de actualización de antecedentes del mandatario para operar en el mercado internacional',
    size: 'lg',
  },
  render: (args) => (
    <div style={{ maxWidth: 240 }}>
      <Text {...args} />
    </div>
  ),
};

export const Mobile: Story = {
  tags: ['mobile'],
  render: () => (
    <Stack gap="xs">
      <Text size="sm" tone="secondary">
        Saldo total al 05/03/2025
      </Text>
      <Text size="lg" weight="bold" numeric>
        {formatCurrency(1_234_567)}
      </Text>
      <Text size="sm" tone="muted" numeric>
        RUT 12.345.678-5
      </Text>
    </Stack>
  ),
};
