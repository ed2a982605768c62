import {
  Alert,
  BalanceSummary,
  Box,
  Button,
  FactList,
  Heading,
  Link,
  Select,
  Stack,
  Text,
  type DataTableColumn,
} from '@inversiones/design-system';
import { formatDisplayDate } from '@inversiones/design-system/es-cl';
import { currentAccount, optionalPeriodQuery } from '@inversiones/contract';
import { lazy, Suspense, useId, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { apiGet } from '../../http/client.ts';
import { usePageTitle } from '../../store/page-title.ts';
import { PagedTable } from '../api-state/PagedTable.tsx';
import { useApiData } from '../api-state/use-api-data.ts';
import { date, money } from '../fund-operations/money.ts';
import { usePeriodPage } from '../funds/use-period-page.ts';
import { PeriodForm } from '../funds/PeriodForm.tsx';
import * as messages from './messages.ts';

// The transfer's dialog loads when first opened.
const TransferDialog = lazy(async () => ({
  default: (await import('./TransferDialog.tsx')).TransferDialog,
}));

const m = messages.page;
const mm = messages.movements;
type Movement = currentAccount.Movement;
type Balance = currentAccount.Balance;

/** The movements' period rules (the call's own, without its account). */
const periodRequest = optionalPeriodQuery({});

const columns: DataTableColumn<Movement>[] = [
  {
    id: 'date',
    header: mm.columns.date,
    value: (row) => row.tradeDate,
    cell: (row) => date(row.tradeDate),
  },
  {
    id: 'type',
    header: mm.columns.type,
    value: (row) => mm.types[row.type],
    isRowHeader: true,
  },
  { id: 'status', header: mm.columns.status, value: (row) => mm.statuses[row.status] },
  {
    id: 'amount',
    header: mm.columns.amount,
    value: (row) => row.amount.amount,
    cell: (row) => money(row.amount),
    numeric: true,
  },
  {
    id: 'balance',
    header: mm.columns.balance,
    value: (row) => row.balanceAfter.amount,
    cell: (row) => money(row.balanceAfter),
    numeric: true,
  },
];

/** One account's movements, in pages of 10, optionally within a period kept in the URL. */
function Movements({ account }: { account: Balance }) {
  const titleId = useId();
  const { period, page, valid, show } = usePeriodPage(periodRequest);
  const { state, retry } = useApiData(
    valid
      ? (signal) =>
          apiGet(currentAccount.movements, {
            signal,
            params: {
              cuenta: account.account.id,
              pagina: String(page),
              ...(period.from && period.to
                ? { fechaInicio: period.from, fechaTermino: period.to }
                : {}),
            },
          })
      : null,
    valid ? `${account.account.id}|${page}|${period.from}|${period.to}` : 'refused',
  );
  return (
    <section aria-labelledby={titleId}>
      <Stack gap="md">
        <Heading level={2} size="xl" id={titleId}>
          {mm.title}
        </Heading>
        <PeriodForm
          key={`${period.from}|${period.to}`}
          label={mm.filterLabel}
          period={period}
          request={periodRequest}
          onSubmit={(chosen) => show({ period: chosen })}
          secondary={
            period.from || period.to
              ? { label: mm.clear, onPress: () => show({ period: { from: '', to: '' } }) }
              : undefined
          }
        />
        {period.from && period.to && valid ? (
          <Text tone="secondary">
            {mm.periodShown(formatDisplayDate(period.from), formatDisplayDate(period.to))}
          </Text>
        ) : null}
        {valid ? (
          <PagedTable
            state={state}
            retry={retry}
            label={mm.title}
            paginationLabel={mm.pagination}
            columns={columns}
            getRowId={(row) => row.folio}
            onPageChange={(next) => show({ page: next })}
          />
        ) : null}
      </Stack>
    </section>
  );
}

/**
 * /ccm/saldos (spec 7 "CCM balances and movements"): what each current account holds and has
 * available, its movements with the running balance, paying in and transferring out.
 */
export function CurrentAccountPage() {
  usePageTitle(m.title);
  const [search, setSearch] = useSearchParams();
  const [version, setVersion] = useState(0);
  const [transferring, setTransferring] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const balances = useApiData(
    (signal) => apiGet(currentAccount.balances, { signal }),
    `ccm-balances-${version}`,
  );
  const ready = balances.state.status === 'ready' ? balances.state.data : null;
  const accounts = ready?.accounts ?? [];
  const selected = accounts.find((a) => a.account.id === search.get('cuenta')) ?? accounts[0];

  return (
    <Stack gap="lg">
      <Heading level={1}>{m.title}</Heading>
      <Text tone="secondary">{m.intro}</Text>
      <BalanceSummary
        title={m.balances}
        date={ready?.date}
        totals={accounts.map((a) => ({
          currency: a.available.currency === 'USD' ? 'USD' : 'CLP',
          balance: a.available.amount,
        }))}
        isLoading={balances.state.status === 'loading'}
        hasError={balances.state.status === 'error'}
        onRetry={balances.retry}
      />
      {done ? (
        <Alert priority="success" isLive>
          {done}
        </Alert>
      ) : null}
      {ready && accounts.length === 0 ? <Alert priority="info">{m.noAccounts}</Alert> : null}
      {accounts.length > 0 ? (
        <Stack direction="row" gap="sm" wrap align="center">
          <Link href="/ccm/bdp" variant="standalone">
            {m.payIn}
          </Link>
          <Button variant="secondary" onPress={() => setTransferring(true)}>
            {m.transfer}
          </Button>
        </Stack>
      ) : null}
      {selected ? (
        <Stack gap="md">
          <Box maxWidth="form">
            <Select
              label={m.account}
              options={accounts.map((a) => ({
                key: a.account.id,
                value: m.accountOption(a.available.currency, a.account.id),
              }))}
              value={selected.account.id}
              onChange={(id) => id && setSearch(new URLSearchParams({ cuenta: id }))}
              isRequired
            />
          </Box>
          <FactList
            aria-label={m.accountOption(selected.available.currency, selected.account.id)}
            facts={[
              { id: 'balance', term: m.accountFacts.balance, value: money(selected.balance) },
              {
                id: 'available',
                term: m.accountFacts.available,
                value: money(selected.available),
              },
              {
                id: 'inTransit',
                term: m.accountFacts.inTransit,
                value: money(selected.inTransit),
              },
            ]}
          />
          <Movements key={`${selected.account.id}-${version}`} account={selected} />
        </Stack>
      ) : null}
      {transferring ? (
        <Suspense fallback={null}>
          <TransferDialog
            accounts={accounts}
            initialAccountId={selected?.account.id}
            onClose={() => setTransferring(false)}
            onDone={(text) => {
              setDone(text);
              setVersion((n) => n + 1);
            }}
          />
        </Suspense>
      ) : null}
    </Stack>
  );
}
