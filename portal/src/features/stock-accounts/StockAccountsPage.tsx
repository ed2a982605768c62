import {
  Card,
  DataTable,
  Heading,
  Link,
  Stack,
  Text,
  type DataTableColumn,
} from '@inversiones/design-system';
import { formatCurrency } from '@inversiones/design-system/es-cl';
import { stockAccounts, type payButtons } from '@inversiones/contract';
import { apiGet } from '../../http/client.ts';
import { usePageTitle } from '../../store/page-title.ts';
import { ApiState } from '../api-state/ApiState.tsx';
import { useApiData } from '../api-state/use-api-data.ts';
import { STOCKS_ROUTE } from '../stocks/routes.ts';
import * as messages from './messages.ts';
import { BANK_ACCOUNTS_PATH, currentAccountHref } from './routes.ts';

type CurrentAccount = stockAccounts.StockCurrentAccount;
type BankAccount = payButtons.RegisteredBankAccount;

const cm = messages.current;
const dm = messages.destination;

const currentColumns: readonly DataTableColumn<CurrentAccount>[] = [
  { id: 'cuenta', header: cm.columns.account, value: (row) => row.numero, isRowHeader: true },
  { id: 'moneda', header: cm.columns.currency, value: (row) => cm.currency[row.moneda] },
  {
    id: 'disponible',
    header: cm.columns.available,
    value: (row) => row.disponible.amount,
    cell: (row) => formatCurrency(row.disponible.amount, row.moneda),
    numeric: true,
  },
  {
    id: 'uso',
    header: cm.columns.use,
    value: (row) => (row.liquidaAcciones ? cm.settles : cm.notUsed),
    sortable: false,
  },
];

const destinationColumns: readonly DataTableColumn<BankAccount>[] = [
  { id: 'banco', header: dm.columns.bank, value: (row) => row.bankName, isRowHeader: true },
  { id: 'tipo', header: dm.columns.type, value: (row) => row.type },
  { id: 'moneda', header: dm.columns.currency, value: (row) => cm.currency[row.currency] },
  { id: 'numero', header: dm.columns.number, value: (row) => row.maskedNumber, sortable: false },
];

/** Spec 7 "current accounts": the accounts share trades settle in, and the way to the transfer. */
function CurrentAccounts() {
  const { state, retry } = useApiData(
    (signal) => apiGet(stockAccounts.currentAccounts, { signal }),
    'stock-current-accounts',
  );
  return (
    <Card title={cm.title}>
      <ApiState state={state} retry={retry} placeholder={3} titleLevel={3}>
        {({ cuentas }) => {
          const pesos = cuentas.find((c) => c.liquidaAcciones);
          return (
            <Stack gap="md">
              <DataTable
                aria-label={cm.label}
                columns={currentColumns}
                data={cuentas}
                getRowId={(row) => row.numero}
                emptyMessage={cm.empty}
              />
              {pesos ? (
                <>
                  <Text size="sm" tone="muted">
                    {cm.availableHelp}
                  </Text>
                  <Link variant="standalone" href={currentAccountHref(pesos.numero)}>
                    {cm.transfer}
                  </Link>
                </>
              ) : null}
            </Stack>
          );
        }}
      </ApiState>
    </Card>
  );
}

/** Spec 7 "destination accounts": where a sale's money can be transferred, and registering one. */
function DestinationAccounts() {
  const { state, retry } = useApiData(
    (signal) => apiGet(stockAccounts.destinationAccounts, { signal }),
    'stock-destination-accounts',
  );
  return (
    <Card title={dm.title}>
      <Stack gap="md">
        <Text tone="secondary">{dm.intro}</Text>
        <ApiState state={state} retry={retry} placeholder={3} titleLevel={3}>
          {({ cuentas }) => (
            <DataTable
              aria-label={dm.label}
              columns={destinationColumns}
              data={cuentas}
              getRowId={(row) => row.id}
              emptyMessage={dm.empty}
            />
          )}
        </ApiState>
        <Link variant="standalone" href={BANK_ACCOUNTS_PATH}>
          {dm.register}
        </Link>
      </Stack>
    </Card>
  );
}

/**
 * /acciones/cuentas (spec 7 "current accounts", "destination accounts"): the current accounts the
 * stock desk settles in, with what a purchase can spend, and the bank accounts a sale's money can
 * be transferred to; each section loads, fails and retries on its own.
 */
export function StockAccountsPage() {
  usePageTitle(messages.page.title);
  return (
    <Stack gap="lg">
      <Link href={STOCKS_ROUTE}>{messages.page.back}</Link>
      <Heading level={1}>{messages.page.title}</Heading>
      <Text tone="secondary">{messages.page.intro}</Text>
      <CurrentAccounts />
      <DestinationAccounts />
    </Stack>
  );
}
