import {
  Alert,
  DataTable,
  Heading,
  Link,
  PriceChange,
  Stack,
  StockPriceTable,
  Text,
  type DataTableColumn,
  type StockPriceRow,
  type StockPriceShare,
} from '@inversiones/design-system';
import { formatCurrency, formatDisplayDate, formatPercent } from '@inversiones/design-system/es-cl';
import { stocks } from '@inversiones/contract';
import { useMemo } from 'react';
import { apiGet } from '../../http/client.ts';
import { usePageTitle } from '../../store/page-title.ts';
import { ApiState } from '../api-state/ApiState.tsx';
import { useApiData, type ApiData } from '../api-state/use-api-data.ts';
import { INVESTMENT_LINE_PATH } from '../investment-line/routes.ts';
import { STOCK_ACCOUNTS_PATH } from '../stock-accounts/routes.ts';
import { STOCK_REBATES_PATH } from '../stock-rebates/routes.ts';
import { FIXED_INCOME_PATH, REPOS_PATH } from '../debt-instrument/routes.ts';
import { STOCK_MOVEMENTS_PATH } from '../stock-movements/routes.ts';
import { tabHref as ordersHref } from '../stock-orders/routes.ts';
import { CustodySection } from './CustodySection.tsx';
import { marketStatus } from './market-status.ts';
import * as messages from './messages.ts';
import { stockPath } from './routes.ts';
import { usePricePolling } from './use-price-polling.ts';

const m = messages.page;

/** A share's quote as the design system's price table takes it. */
export const toPriceRow = (quote: stocks.StockQuote): StockPriceRow => ({
  ticker: quote.nemo,
  name: quote.nombre,
  sector: quote.sector,
  price: quote.precio,
  previousClose: quote.cierreAnterior,
  high: quote.maximo,
  low: quote.minimo,
  change: quote.variacion,
  limitOnly: quote.soloLimite,
});

/** A share's link to its page; one function for every render, so a refresh renders no link. */
const detailLink = (share: StockPriceShare) => (
  <Link href={stockPath(share.ticker)}>{m.detail(share.ticker)}</Link>
);

type Suggested = stocks.ResearchPortfolioResponse['acciones'][number];

const researchColumns: readonly DataTableColumn<Suggested>[] = [
  {
    id: 'accion',
    header: 'Acción',
    value: (row) => row.accion.nemo,
    isRowHeader: true,
    cell: (row) => <Link href={stockPath(row.accion.nemo)}>{row.accion.nemo}</Link>,
  },
  {
    id: 'peso',
    header: messages.research.weight,
    value: (row) => row.peso,
    numeric: true,
    cell: (row) => formatPercent(row.peso, { decimals: 0 }),
  },
  {
    id: 'precio',
    header: 'Precio',
    value: (row) => row.accion.precio,
    numeric: true,
    cell: (row) => formatCurrency(row.accion.precio, 'CLP', { decimals: 2 }),
  },
  {
    id: 'variacion',
    header: 'Variación',
    value: (row) => row.accion.variacion,
    numeric: true,
    cell: (row) => <PriceChange value={row.accion.variacion} />,
  },
  { id: 'tesis', header: 'Por qué', cell: (row) => row.tesis, sortable: false },
];

/** Spec 9: the research department's 7 suggested shares, with their weights and theses. */
function ResearchPortfolio() {
  const { state, retry } = useApiData(
    (signal) => apiGet(stocks.researchPortfolio, { signal }),
    'research',
  );
  return (
    <Stack gap="md">
      <Heading level={2}>{messages.research.title}</Heading>
      <ApiState state={state} retry={retry}>
        {(portfolio) => (
          <Stack gap="sm">
            <Text tone="secondary">
              {messages.research.intro(formatDisplayDate(portfolio.fecha))}
            </Text>
            <DataTable
              aria-label={messages.research.label}
              columns={researchColumns}
              data={portfolio.acciones}
              getRowId={(row) => row.accion.nemo}
              density="compact"
            />
          </Stack>
        )}
      </ApiState>
    </Stack>
  );
}

/**
 * /acciones (spec 2 area `acciones`, spec 7 "stock lists"): every share the broker trades with
 * its price now, refreshed every 10 s while the page is visible, the session's state, and the
 * research portfolio.
 */
export function StocksPage() {
  usePageTitle(m.title);
  const polling = usePricePolling();
  const { prices } = polling;
  const rows = useMemo(() => prices?.acciones.map(toPriceRow) ?? [], [prices]);
  const state: ApiData<stocks.ListResponse> = prices
    ? { status: 'ready', data: prices }
    : { status: polling.status === 'error' ? 'error' : 'loading' };
  return (
    <Stack gap="lg">
      <Heading level={1}>{m.title}</Heading>
      <Text tone="secondary">{m.intro}</Text>
      <Stack direction="row" gap="md" wrap>
        <Link variant="standalone" href={ordersHref('ordenes')}>
          {m.myOrders}
        </Link>
        <Link variant="standalone" href={STOCK_MOVEMENTS_PATH}>
          {m.movements}
        </Link>
        <Link variant="standalone" href={INVESTMENT_LINE_PATH}>
          {m.investmentLine}
        </Link>
        <Link variant="standalone" href={STOCK_ACCOUNTS_PATH}>
          {m.accounts}
        </Link>
        <Link variant="standalone" href={STOCK_REBATES_PATH}>
          {m.rebates}
        </Link>
        {/* Their own areas (spec 2), reached from here: the shell's menu has no entry for them. */}
        <Link variant="standalone" href="/simultaneas">
          {m.simultaneas}
        </Link>
        <Link variant="standalone" href="/ventaCorta">
          {m.shortSales}
        </Link>
        <Link variant="standalone" href={FIXED_INCOME_PATH}>
          {m.fixedIncome}
        </Link>
        <Link variant="standalone" href={REPOS_PATH}>
          {m.repos}
        </Link>
      </Stack>
      {/* The client's own money first: above the fold at 1280 and 375 px. */}
      <CustodySection />
      <Heading level={2}>{m.pricesTitle}</Heading>
      {polling.isStale ? <Alert priority="warning">{m.stale}</Alert> : null}
      <ApiState state={state} retry={polling.retry}>
        {(data) => (
          <StockPriceTable
            aria-label={m.tableLabel}
            rows={rows}
            updatedAt={data.hora}
            isPaused={polling.isPaused}
            marketStatus={marketStatus(data.horario)}
            rowActions={detailLink}
          />
        )}
      </ApiState>
      <ResearchPortfolio />
    </Stack>
  );
}
