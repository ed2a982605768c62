import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { formatCurrency } from '@inversiones/es-cl';
import { Alert } from '../Alert/index.ts';
import { RiskLevelIndicator } from '../RiskLevelIndicator/index.ts';
import { Text } from '../Text/index.ts';
import { OperationSummary } from './OperationSummary.tsx';

const meta = {
  title: 'Componentes/OperationSummary',
  component: OperationSummary,
  args: {
    title: 'Confirme su inversión',
    amount: { label: 'Monto a invertir', value: 250_000, currency: 'CLP' },
    rows: [
      { id: 'fund', term: 'Fondo', value: 'Fondo Mutuo Renta Chile' },
      { id: 'series', term: 'Serie', value: 'A' },
      { id: 'account', term: 'Cuenta de cargo', value: 'Cuenta corriente ****4321' },
      { id: 'quota', term: 'Valor cuota', value: formatCurrency(1_228.73) },
      { id: 'quotas', term: 'Cuotas estimadas', value: '203,4633' },
      { id: 'date', term: 'Fecha de proceso', value: '27/11/2026' },
      {
        id: 'risk',
        term: 'Nivel de riesgo',
        value: <RiskLevelIndicator level={3} variant="compact" />,
      },
    ],
  },
  parameters: {
    docs: {
      description: {
        component: [
          'Lo que muestra el paso de confirmación: una tarjeta con su título (una región), el monto',
          'en grande y en cifras tabulares, las filas de la operación como lista de descripción y,',
          'debajo, los avisos (`children`), por ejemplo un `Alert` de fuera de horario.',
        ].join('\n'),
      },
    },
  },
  render: (args) => (
    <div style={{ maxWidth: 640 }}>
      <OperationSummary {...args} />
    </div>
  ),
} satisfies Meta<typeof OperationSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Confirme su inversión' });
    await expect(within(region).getByRole('heading', { level: 2 })).toBeVisible();
    await expect(within(region).getByText('Monto a invertir').nextElementSibling).toHaveTextContent(
      '$ 250.000',
    );
    await expect(within(region).getByText('Fondo').nextElementSibling).toHaveTextContent(
      'Fondo Mutuo Renta Chile',
    );
  },
};

/** After the 14:00 cut-off: the notice under the rows. */
export const OutOfHours: Story = {
  args: {
    children: (
      <Alert priority="warning" title="Fuera de horario">
        <Text>
          Las inversiones ingresadas después de las 14:00 se procesan al día hábil bancario
          siguiente, al valor cuota de ese día.
        </Text>
      </Alert>
    ),
    rows: [
      { id: 'fund', term: 'Fondo', value: 'Fondo Mutuo Renta Chile' },
      { id: 'series', term: 'Serie', value: 'A' },
      { id: 'date', term: 'Fecha de proceso', value: '30/11/2026' },
    ],
  },
};

export const Redemption: Story = {
  args: {
    title: 'Confirme su rescate',
    amount: { label: 'Monto a rescatar', value: 1_500_000, currency: 'CLP' },
    rows: [
      { id: 'fund', term: 'Fondo', value: 'Fondo Mutuo Deuda Corto Plazo' },
      { id: 'series', term: 'Serie', value: 'B' },
      { id: 'account', term: 'Cuenta de abono', value: 'Cuenta vista ****9876' },
      { id: 'quotas', term: 'Cuotas a rescatar', value: '1.102,3345' },
      { id: 'payment', term: 'Fecha de pago', value: '01/12/2026' },
    ],
  },
};

export const Dollars: Story = {
  args: {
    amount: { label: 'Monto a invertir', value: 12_500.5, currency: 'USD' },
    rows: [
      { id: 'fund', term: 'Fondo', value: 'Fondo Mutuo Dólar Global' },
      { id: 'series', term: 'Serie', value: 'USD-I' },
      { id: 'quota', term: 'Valor cuota', value: formatCurrency(1_034.27, 'USD') },
      { id: 'quotas', term: 'Cuotas estimadas', value: '12,0861' },
    ],
  },
};

/** Level 3 under the step's own title. */
export const NestedTitle: Story = { args: { titleLevel: 3, title: 'Resumen de la operación' } };

export const LongSpanishText: Story = {
  args: {
    title: 'Confirme los datos de su inversión en el fondo mutuo antes de enviar la solicitud',
    amount: {
      label: 'Monto total a invertir, incluida la comisión de colocación',
      value: 123_456_789_012,
      currency: 'CLP',
    },
    rows: [
      {
        id: 'fund',
        term: 'Fondo',
        value: 'Fondo Mutuo Estrategia Internacional Deuda Latinoamericana Largo Plazo',
      },
      {
        id: 'account',
        term: 'Cuenta bancaria desde la que se transfieren los fondos',
        value: 'Cuenta corriente Banco de Crédito e Inversiones ****4321',
      },
      { id: 'date', term: 'Fecha de proceso de la solicitud', value: '27/11/2026' },
    ],
    children: (
      <Alert priority="info" title="Transferencia bancaria">
        <Text>
          La transferencia debe realizarse antes de las 14:00 horas desde una cuenta a su nombre; de
          lo contrario, la solicitud quedará sin efecto.
        </Text>
      </Alert>
    ),
  },
};

export const Mobile: Story = { tags: ['mobile'], args: OutOfHours.args };

export const HighContrast: Story = { globals: { theme: 'high-contrast' }, args: OutOfHours.args };
