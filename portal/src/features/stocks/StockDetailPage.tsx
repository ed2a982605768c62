import {
  Badge,
  FactList,
  Heading,
  Link,
  PriceChange,
  Stack,
  StateMessage,
  Text,
  TimeSeriesChart,
} from '@inversiones/design-system';
import { formatCurrency, formatDisplayDate } from '@inversiones/design-system/es-cl';
import { stocks } from '@inversiones/contract';
import { useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { ApiError, apiGet, onApiError } from '../../http/client.ts';
import { usePageTitle } from '../../store/page-title.ts';
import { ApiState } from '../api-state/ApiState.tsx';
import { useApiData } from '../api-state/use-api-data.ts';
import { marketStatus } from './market-status.ts';
import * as messages from './messages.ts';
import { STOCKS_ROUTE } from './routes.ts';
import { tradePath } from '../stock-trading/routes.ts';
import { usePricePolling } from './use-price-polling.ts';

const m = messages.detail;
const price = (value: number) => formatCurrency(value, 'CLP', { decimals: 2 });

/** The share's closes since 2019 (spec 9), readable with the keyboard and as a table. */
function PriceChart({ ticker }: { ticker: string }) {
  const { state, retry } = useApiData(
    (signal) => apiGet(stocks.chart, { signal, params: { nemo: ticker } }),
    ticker,
  );
  const data = state.status === 'ready' ? state.data : null;
  // Built once per answer: a new array at each render would draw every point again.
  const points = useMemo(
    () => (data ? data.fechas.map((date, i) => ({ date, value: data.cierres[i]! })) : []),
    [data],
  );
  return (
    <TimeSeriesChart
      title={m.chart(ticker)}
      headingLevel={2}
      points={points}
      valueKind="amount"
      currency="CLP"
      formatValue={price}
      isLoading={state.status === 'loading'}
      hasError={state.status === 'error'}
      onRetry={retry}
    />
  );
}

/** The price now, from the same 10-second poll as the list. */
function LivePrice({ quote, status }: { quote: stocks.StockQuote; status: string }) {
  return (
    <Stack gap="sm">
      <Text tone="secondary">{status}</Text>
      <FactList
        aria-label={m.facts}
        facts={[
          { id: 'precio', term: m.price, value: price(quote.precio) },
          { id: 'variacion', term: m.change, value: <PriceChange value={quote.variacion} /> },
          { id: 'anterior', term: m.previousClose, value: price(quote.cierreAnterior) },
          { id: 'apertura', term: m.open, value: price(quote.apertura) },
          { id: 'maximo', term: m.high, value: price(quote.maximo) },
          { id: 'minimo', term: m.low, value: price(quote.minimo) },
          { id: 'sector', term: m.sector, value: quote.sector },
          {
            id: 'ordenes',
            term: m.orders,
            value: quote.soloLimite ? <Badge tone="warning">{m.limitOnly}</Badge> : m.anyOrder,
          },
        ]}
      />
    </Stack>
  );
}

/**
 * /acciones/:nemo (spec 7 "action detail and graph", "disclaimers"): a share's price now (polled
 * with the list), its dividends of the last year, its chart since 2019 and the notices.
 */
export function StockDetailPage() {
  const ticker = useParams().nemo ?? '';
  usePageTitle(ticker);
  const { state, retry } = useApiData(async (signal) => {
    try {
      return await apiGet(stocks.detail, { signal, params: { nemo: ticker }, onError: false });
    } catch (error) {
      // A ticker the broker does not trade is an answer for this page; the rest goes the usual way.
      if (error instanceof ApiError && error.status === 404) return null;
      onApiError(error);
      throw error;
    }
  }, ticker);
  const polling = usePricePolling();
  const live = polling.prices?.acciones.find((a) => a.nemo === ticker);
  if (state.status === 'ready' && state.data === null) {
    return (
      <Stack gap="lg">
        <Link href={STOCKS_ROUTE}>{m.back}</Link>
        <Heading level={1}>{ticker}</Heading>
        <StateMessage tone="empty" title={m.unknown} isLive />
      </Stack>
    );
  }
  return (
    <Stack gap="lg">
      <Link href={STOCKS_ROUTE}>{m.back}</Link>
      <ApiState state={state} retry={retry}>
        {(detail) => {
          if (!detail) return null;
          const quote = live ?? detail.accion;
          return (
            <Stack gap="lg">
              <Heading level={1}>{`${quote.nemo} · ${quote.nombre}`}</Heading>
              {/* The next step beside the price, above the fold at 375 px. */}
              <Stack direction="row" gap="sm" wrap aria-label={m.trade(quote.nemo)} role="group">
                <Link href={tradePath(quote.nemo, 'compra')} buttonVariant="primary">
                  {m.buy}
                </Link>
                <Link href={tradePath(quote.nemo, 'venta')} buttonVariant="secondary">
                  {m.sell}
                </Link>
              </Stack>
              <LivePrice
                quote={quote}
                status={polling.prices ? marketStatus(polling.prices.horario) : ''}
              />
              <PriceChart ticker={quote.nemo} />
              <Stack gap="sm">
                <Heading level={2}>{m.dividends}</Heading>
                {detail.dividendos.length > 0 ? (
                  <FactList
                    aria-label={m.dividends}
                    facts={detail.dividendos.map((d) => ({
                      id: d.fecha,
                      term: formatDisplayDate(d.fecha),
                      value: m.dividendPerShare(price(d.monto)),
                    }))}
                  />
                ) : (
                  <Text>{m.noDividends}</Text>
                )}
              </Stack>
              <Stack gap="sm">
                <Heading level={2}>{m.disclaimers}</Heading>
                {detail.disclaimers.map((text) => (
                  <Text key={text} tone="secondary">
                    {text}
                  </Text>
                ))}
              </Stack>
            </Stack>
          );
        }}
      </ApiState>
    </Stack>
  );
}
