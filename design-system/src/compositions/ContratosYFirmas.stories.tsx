import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Card } from '../components/Card/Card.tsx';
import type { ContractDocument } from '../components/ContractList/contract-documents.ts';
import { ContractList } from '../components/ContractList/ContractList.tsx';
import { contractGroupsSample } from '../components/ContractList/sample-contracts.ts';
import { Heading } from '../components/Heading/Heading.tsx';
import { SignedDocumentPanel } from '../components/SignedDocumentPanel/SignedDocumentPanel.tsx';
import {
  orderComments,
  ordersToSign,
  signedOrders,
} from '../components/SigningTable/sample-orders.ts';
import type {
  OrderComment,
  SigningOrder,
  SigningStatus,
} from '../components/SigningTable/signing-order.ts';
import { SigningTable } from '../components/SigningTable/SigningTable.tsx';
import { Stack } from '../components/Stack/Stack.tsx';
import { Text } from '../components/Text/Text.tsx';

/** A fixed signing day, so every rendering is the same (no Date.now()). */
const signingDay = '20240322';

/** The contract step of the onboarding wizard: choose, accept, sign, then the signed documents. */
function ContractStep() {
  const [signed, setSigned] = useState<ContractDocument[] | null>(null);
  const [downloadingId, setDownloadingId] = useState<string>();
  if (signed) {
    // One panel names every signed document (the same source as its list).
    return (
      <SignedDocumentPanel
        title="Sus contratos han sido firmados"
        documents={signed.map((doc) => ({ id: doc.id, name: doc.name, signedOn: signingDay }))}
        downloadingId={downloadingId}
        onDownload={(doc) => setDownloadingId(doc.id)}
        links={[
          { label: 'Ir a Mis Fondos', href: '/ffmm/misFondos' },
          { label: 'Invertir ahora', href: '/ffmm/invertir' },
        ]}
      />
    );
  }
  return (
    <Card title="Firma de contratos" titleSize="xl">
      <Stack gap="md">
        <Text tone="secondary">
          Revise los documentos, acepte las condiciones y firme electrónicamente.
        </Text>
        <ContractList groups={contractGroupsSample} onDownload={() => {}} onSign={setSigned} />
      </Stack>
    </Card>
  );
}

/** The forward order-signing screen: signing moves the orders to 'Firmadas'. */
function OrderSigningScreen() {
  const [status, setStatus] = useState<SigningStatus>('toSign');
  const [pending, setPending] = useState<SigningOrder[]>(ordersToSign);
  const [done, setDone] = useState<SigningOrder[]>(signedOrders);
  const [comments, setComments] = useState<OrderComment[]>(orderComments);
  const orders = status === 'toSign' ? pending : status === 'signed' ? done : [];
  return (
    <Stack gap="lg">
      <Heading level={1} size="2xl">
        Firma de órdenes Forward
      </Heading>
      <SigningTable
        orders={orders}
        status={status}
        onStatusChange={setStatus}
        period={{ from: '20240301', to: '20240331' }}
        maxDate="20240331"
        onPeriodChange={() => {}}
        onPreview={() => {}}
        onOpenComments={() => {}}
        comments={comments}
        onAddComment={(order, text) =>
          setComments((list) => [
            ...list,
            {
              id: `c${list.length + 1}`,
              author: 'Cliente',
              comment: text,
              commentDateTime: '2024-03-22T09:30:00',
            },
          ])
        }
        onSign={(signed) => {
          const folios = signed.map((order) => order.folio);
          setPending((list) => list.filter((order) => !folios.includes(order.folio)));
          setDone((list) => [...signed.map((order) => ({ ...order, date: signingDay })), ...list]);
        }}
      />
    </Stack>
  );
}

const meta = {
  title: 'Composiciones/Contratos y firmas',
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component: [
          'Los componentes de contratos y firmas en pantallas reales: el paso de contratos del',
          'asistente (ContractList, luego SignedDocumentPanel con cada documento firmado) y la firma de',
          'órdenes (SigningTable sobre DataTable, con su modal de declaración).',
        ].join('\n'),
      },
    },
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const PasoDeContratos: Story = { render: () => <ContractStep /> };

/** Keyboard: accept the conditions, sign, and the signed documents replace the list. */
export const ContratosFirmados: Story = {
  render: () => <ContractStep />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('checkbox', { name: /He leído y acepto/ }).focus();
    await userEvent.keyboard(' ');
    canvas.getByRole('button', { name: 'Firmar' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(
      await canvas.findByRole('heading', { name: 'Sus contratos han sido firmados' }),
    ).toBeVisible();
    await expect(canvas.getAllByText('Contrato General de Fondos').length).toBeGreaterThan(0);
  },
};

export const FirmaDeOrdenes: Story = { render: () => <OrderSigningScreen /> };

/** Sign one order: it leaves 'Por firmar' and appears in 'Firmadas'. */
export const OrdenFirmada: Story = {
  render: () => <OrderSigningScreen />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(document.body);
    await userEvent.click(
      within(canvas.getByRole('table', { name: 'Por firmar' })).getByRole('checkbox', {
        name: 'Seleccionar orden 100257',
      }),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Firmar' }));
    const dialog = await body.findByRole('dialog', { name: 'Firma de órdenes' });
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /Declaro haber leído/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Firmar' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await userEvent.click(canvas.getByRole('tab', { name: 'Firmadas' }));
    await expect(
      within(canvas.getByRole('table', { name: 'Firmadas' })).getByText('100257'),
    ).toBeVisible();
  },
};

export const Movil: Story = { tags: ['mobile'], render: () => <OrderSigningScreen /> };
