import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { formatCurrency } from '@inversiones/es-cl';
import { BeneficiaryStatusBadge } from '../components/BeneficiaryStatusBadge/BeneficiaryStatusBadge.tsx';
import { BeneficiaryDetails } from '../components/BeneficiaryCard/BeneficiaryDetails.tsx';
import {
  sampleBeneficiaries,
  sampleCurrencyNames,
} from '../components/BeneficiaryCard/sample-data.ts';
import { beneficiaryFullName, type Beneficiary } from '../components/BeneficiaryCard/types.ts';
import { DataTable, type DataTableColumn } from '../components/DataTable/DataTable.tsx';
import { Heading } from '../components/Heading/Heading.tsx';
import { BankAccountList, type BankAccount } from '../components/ManagerList/BankAccountList.tsx';
import { ManagerList } from '../components/ManagerList/ManagerList.tsx';
import {
  sampleBankAccounts,
  sampleNewBankAccount,
  samplePlacementAgents,
  type PlacementAgent,
} from '../components/ManagerList/sample-data.ts';
import { Stack } from '../components/Stack/Stack.tsx';
import { Text } from '../components/Text/Text.tsx';
import { TransferStatusBadge } from '../components/TransferStatusBadge/TransferStatusBadge.tsx';

/** A foreign transfer order as the orders list shows it. */
interface TransferOrder {
  id: string;
  date: string;
  beneficiary: string;
  amount: number;
  statusId: number;
}

const orders: TransferOrder[] = [
  {
    id: 'OT-20931',
    date: '14/11/2026',
    beneficiary: 'María José Fernández Soto',
    amount: 2500,
    statusId: 6,
  },
  { id: 'OT-20958', date: '18/11/2026', beneficiary: 'Jorge Müller', amount: 1234.56, statusId: 3 },
  {
    id: 'OT-20960',
    date: '19/11/2026',
    beneficiary: 'Camila Rojas Valenzuela',
    amount: 980,
    statusId: 5,
  },
  {
    id: 'OT-20972',
    date: '20/11/2026',
    beneficiary: 'María José Fernández Soto',
    amount: 15000,
    statusId: 7,
  },
];

const orderColumns: DataTableColumn<TransferOrder>[] = [
  { id: 'id', header: 'Orden', value: (row) => row.id, isRowHeader: true },
  { id: 'date', header: 'Fecha', value: (row) => row.date, numeric: true },
  { id: 'beneficiary', header: 'Beneficiario', value: (row) => row.beneficiary },
  {
    id: 'amount',
    header: 'Monto',
    value: (row) => row.amount,
    cell: (row) => formatCurrency(row.amount, 'USD'),
    numeric: true,
  },
  {
    id: 'status',
    header: 'Estado',
    value: (row) => row.statusId,
    // The column header already says 'Estado'.
    cell: (row) => <TransferStatusBadge statusId={row.statusId} prefix="" />,
  },
];

/** The client's lists on one screen: accounts with agents, beneficiaries, and their orders. */
function ManagedListsScreen({ accountLimit = 20 }: { accountLimit?: number }) {
  const [accounts, setAccounts] = useState<readonly BankAccount[]>(sampleBankAccounts);
  const [agents, setAgents] = useState<readonly PlacementAgent[]>(samplePlacementAgents);
  const [beneficiaries, setBeneficiaries] = useState<readonly Beneficiary[]>(sampleBeneficiaries);
  return (
    <Stack gap="xl">
      <Stack gap="xs">
        <Heading level={1} size="2xl">
          Cuentas y beneficiarios
        </Heading>
        <Text tone="secondary">
          Administre las cuentas donde recibe sus rescates y los beneficiarios de sus transferencias
          al exterior.
        </Text>
      </Stack>
      <BankAccountList<PlacementAgent>
        items={accounts}
        limit={accountLimit}
        onAdd={() => setAccounts((list) => [...list, sampleNewBankAccount(list.length + 1)])}
        onEdit={() => undefined}
        onDelete={(account) =>
          setAccounts((list) => list.filter((entry) => entry.id !== account.id))
        }
        secondary={{
          title: 'Agentes colocadores',
          info: 'Los agentes colocadores los informa su ejecutivo: puede consultarlos o quitarlos, no editarlos.',
          items: agents,
          getKey: (agent) => agent.rut,
          getItemName: (agent) => `agente ${agent.name}`,
          getItemTitle: (agent) => agent.name,
          getItemFields: (agent) => [
            { label: 'RUT', value: agent.rut },
            { label: 'Desde', value: agent.since },
          ],
          onView: () => undefined,
          onRemove: (agent) => setAgents((list) => list.filter((entry) => entry.rut !== agent.rut)),
        }}
      />
      <ManagerList<Beneficiary>
        title="Beneficiarios de transferencias internacionales"
        items={beneficiaries}
        addVariant="button"
        getKey={(beneficiary) => String(beneficiary.Id)}
        getItemName={(beneficiary) => `beneficiario ${beneficiaryFullName(beneficiary)}`}
        getItemTitle={beneficiaryFullName}
        getItemBadge={(beneficiary) => <BeneficiaryStatusBadge statusId={beneficiary.StatusId} />}
        renderItem={(beneficiary) => (
          <BeneficiaryDetails
            beneficiary={beneficiary}
            headingLevel={4}
            currencyLabel={sampleCurrencyNames[String(beneficiary.CurrencyId)]}
            maskEmail
          />
        )}
        onAdd={() => undefined}
        onEdit={() => undefined}
        onDelete={(beneficiary) =>
          setBeneficiaries((list) => list.filter((entry) => entry.Id !== beneficiary.Id))
        }
        emptyTitle="Sin beneficiarios"
        emptyMessage="Aún no registra beneficiarios. Agregue uno para transferir al exterior."
      />
      <Stack gap="sm">
        <Heading level={2} size="lg">
          Últimas transferencias al exterior
        </Heading>
        <DataTable
          aria-label="Últimas transferencias al exterior"
          columns={orderColumns}
          data={orders}
          getRowId={(row) => row.id}
        />
      </Stack>
    </Stack>
  );
}

const meta = {
  title: 'Composiciones/Listas administrables',
  component: ManagedListsScreen,
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component: [
          'Las listas administrables de un cliente: cuentas bancarias (agregar, editar, eliminar con',
          '`No` / `Si` y límite), agentes colocadores de solo lectura, beneficiarios con su estado y las',
          'órdenes de transferencia con el suyo.',
        ].join('\n'),
      },
    },
  },
} satisfies Meta<typeof ManagedListsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Pantalla: Story = {};

/** With a limit of 4 accounts: one 'Agregar' reaches it and the spec's message appears. */
export const LimiteDeCuentas: Story = {
  args: { accountLimit: 4 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const accounts = canvas.getByRole('region', { name: 'Cuentas bancarias' });
    const add = within(accounts).getByRole('button', { name: 'Agregar' });
    await userEvent.click(add);
    await expect(add).toBeDisabled();
    await expect(
      within(accounts).getByText('No se pueden agregar más elemetos a la lista.'),
    ).toBeVisible();
  },
};

/** Removing a beneficiary from the keyboard: the question, 'Si', and focus on the next card. */
export const EliminarBeneficiario: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const remove = canvas.getByRole('button', {
      name: 'Eliminar beneficiario María José Fernández Soto',
    });
    remove.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await within(document.body).findByRole('alertdialog', { name: 'Eliminar' });
    await expect(dialog).toHaveAccessibleDescription(
      '¿Está seguro que desea eliminar beneficiario María José Fernández Soto?',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Si' }));
    await waitFor(() =>
      expect(
        canvas.getByRole('button', { name: 'Editar beneficiario Jorge Müller' }),
      ).toHaveFocus(),
    );
  },
};

export const Movil: Story = { tags: ['mobile'] };

export const AltoContraste: Story = { globals: { theme: 'high-contrast' } };
