import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, within } from 'storybook/test';
import { Alert } from '../Alert/index.ts';
import { Button } from '../Button/index.ts';
import { OperationSummary } from '../OperationSummary/index.ts';
import { ProfileFitAcceptance } from '../ProfileFitAcceptance/index.ts';
import { Stack } from '../Stack/index.ts';
import { OperationReview } from './OperationReview.tsx';

const summary = (
  <OperationSummary
    title="Fondo Mutuo Acciones Chile"
    titleLevel={3}
    amount={{ label: 'Monto a invertir', value: 300_000, currency: 'CLP' }}
    rows={[
      { id: 'series', term: 'Serie', value: 'A' },
      { id: 'account', term: 'Cuenta', value: '100234-01' },
      { id: 'payment', term: 'Forma de pago', value: 'Transferencia bancaria' },
      { id: 'quota', term: 'Valor cuota de referencia', value: '$ 5.358,2946 (27/11/2026)' },
      { id: 'units', term: 'Cuotas estimadas', value: '55,9879' },
      { id: 'trade', term: 'Fecha de proceso', value: '27/11/2026' },
      { id: 'settle', term: 'Asignación de cuotas', value: '30/11/2026' },
    ]}
  >
    <Alert priority="info">
      Transfiera el monto antes de las 14:00 horas del 27/11/2026. Si la transferencia no llega a
      esa hora, el aporte se anula.
    </Alert>
  </OperationSummary>
);

function Actions() {
  return (
    <Stack direction="row" gap="sm" wrap>
      <Button variant="secondary">Volver</Button>
      <Button variant="primary">Confirmar</Button>
    </Stack>
  );
}

const meta = {
  title: 'Componentes/OperationReview',
  component: OperationReview,
  args: {
    summary,
    decision: <Actions />,
    decisionLabel: 'Confirmación de la inversión',
  },
  parameters: {
    docs: {
      description: {
        component: [
          'El paso de confirmación de una operación: el resumen y, al lado en escritorio (debajo',
          'en un teléfono), lo que el cliente decide: declaraciones, la respuesta de un intento',
          'fallido y las acciones. Así `Confirmar` queda a la vista junto al monto. En escritorio la',
          'columna de la decisión acompaña al lector si el resumen es largo (no en una ventana baja,',
          'como un portátil al 200 %). El orden de lectura y de Tab es el visual.',
        ].join('\n'),
      },
    },
  },
} satisfies Meta<typeof OperationReview>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: 'Confirmación de la inversión' });
    await expect(within(group).getByRole('button', { name: 'Confirmar' })).toBeVisible();
    // Reading order: the summary's amount comes before the decision.
    const amount = canvas.getByText('$ 300.000');
    await expect(
      amount.compareDocumentPosition(group) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  },
};

/** Above the client's profile: the declaration to accept sits with Confirmar. */
export const WithProfileFit: Story = {
  render: function Render(args) {
    const [accepted, setAccepted] = useState(false);
    return (
      <OperationReview
        {...args}
        decision={
          <>
            <ProfileFitAcceptance
              fundName="Fondo Mutuo Acciones Chile"
              fundRiskLevel={6}
              profileName="Moderado"
              maxRiskLevel={4}
              isAccepted={accepted}
              onChange={setAccepted}
              isCompact
            />
            <Actions />
          </>
        }
      />
    );
  },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group', {
      name: 'Confirmación de la inversión',
    });
    await expect(within(group).getByRole('checkbox')).not.toBeChecked();
    await expect(within(group).getByRole('button', { name: 'Confirmar' })).toBeVisible();
  },
};

/** A failed try: the answer stays with the actions, the summary unchanged. */
export const Failed: Story = {
  args: {
    decision: (
      <>
        <Alert priority="error" isLive>
          No fue posible ingresar la operación. Sus datos se mantienen: puede reintentar.
        </Alert>
        <Stack direction="row" gap="sm" wrap>
          <Button variant="secondary">Volver</Button>
          <Button variant="primary">Reintentar</Button>
        </Stack>
      </>
    ),
  },
};

/** A phone: one column, the summary first, then the decision. */
export const Mobile: Story = { tags: ['mobile'] };
