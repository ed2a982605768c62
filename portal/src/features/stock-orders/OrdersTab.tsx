import {
  Alert,
  Button,
  ConfirmDialog,
  Heading,
  OrderStatusList,
  Stack,
  Text,
} from '@inversiones/design-system';
import { formatDisplayDate, formatNumber, toWireDate } from '@inversiones/design-system/es-cl';
import { stockOrders } from '@inversiones/contract';
import { useCallback, useId, useMemo, useRef, useState } from 'react';
import { ApiError, apiGet, apiSend, onApiError } from '../../http/client.ts';
import { ApiState } from '../api-state/ApiState.tsx';
import { states } from '../api-state/messages.ts';
import { useApiData } from '../api-state/use-api-data.ts';
import { lastDays } from '../funds/period.ts';
import { PeriodForm } from '../funds/PeriodForm.tsx';
import { usePeriodPage } from '../funds/use-period-page.ts';
import * as messages from './messages.ts';
import { toOrderRow } from './order-rows.ts';
import type { TabId } from './routes.ts';

type Order = stockOrders.Order;

/** What each tab asks: Mis Órdenes every order but the cancelled ones, which have their own tab. */
const estadoOf = { ordenes: 'vigentes', ordenesAnuladas: 'anuladas' } as const;

/** How the last 'Anular' went: done, or refused or failed with the server's words. */
type CancelNotice = { ok: true; folio: string } | { ok: false; order: Order; text: string } | null;

const m = messages.list;
const c = messages.cancel;

export interface OrdersTabProps {
  tab: TabId;
  /** The market's today (the API's clock, ISO). */
  today: string;
  /** The session orders entered now go to (ISO): the default period ends there. */
  session: string;
}

/**
 * A tab of /acciones/misOrdenes: the orders of the period in the URL (by default the last 30
 * days up to the current session), and on Mis Órdenes 'Anular' on pending ones, confirmed first.
 */
export function OrdersTab({ tab, today, session }: OrdersTabProps) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const fallback = useMemo(
    () => ({ ...lastDays(today), to: toWireDate(session) }),
    [today, session],
  );
  const { period, isDefault, valid, show } = usePeriodPage(stockOrders.orders.request, fallback);
  // Bumped after a cancel: the list is read again, with the order's new state.
  const [version, setVersion] = useState(0);
  const { state, retry } = useApiData(
    valid
      ? (signal) =>
          apiGet(stockOrders.orders, {
            signal,
            params: { fechaInicio: period.from, fechaTermino: period.to, estado: estadoOf[tab] },
          })
      : null,
    valid ? `${tab}|${period.from}|${period.to}|${version}` : 'refused',
  );
  const orders = state.status === 'ready' ? state.data.ordenes : null;
  const rows = useMemo(() => orders?.map(toOrderRow) ?? [], [orders]);

  const [asked, setAsked] = useState<Order | null>(null);
  const [cancelling, setCancelling] = useState<readonly string[]>([]);
  const [notice, setNotice] = useState<CancelNotice>(null);
  const ask = useCallback(
    (folio: string) => setAsked(orders?.find((order) => order.folio === folio) ?? null),
    [orders],
  );

  async function cancel(order: Order) {
    setNotice(null);
    setCancelling((now) => [...now, order.folio]);
    try {
      await apiSend(stockOrders.deleteOrder, undefined, {
        params: { folio: order.folio },
        onError: false,
      });
      setNotice({ ok: true, folio: order.folio });
      // The row's button goes with the reload: the focus waits on the tab's heading.
      heading.current?.focus();
      setVersion((n) => n + 1);
    } catch (error) {
      // A lost session goes to the login; anything else is said here, the list kept as it is.
      if (error instanceof ApiError && error.status === 401) onApiError(error);
      setNotice({
        ok: false,
        order,
        text: error instanceof ApiError ? error.message : states.unavailable,
      });
    } finally {
      setCancelling((now) => now.filter((folio) => folio !== order.folio));
    }
  }

  return (
    <section aria-labelledby={headingId}>
      <Stack gap="md">
        <Heading level={2} size="xl" id={headingId} ref={heading} tabIndex={-1}>
          {messages.tabs[tab]}
        </Heading>
        <Text tone="secondary">{m.intro[tab]}</Text>
        <PeriodForm
          key={`${period.from}|${period.to}`}
          label={m.filterLabel}
          period={period}
          request={stockOrders.orders.request}
          maxDate={toWireDate(session)}
          onSubmit={(next) => show({ period: next })}
          secondary={
            isDefault
              ? undefined
              : { label: m.lastDays, onPress: () => show({ period: { from: '', to: '' } }) }
          }
        />
        {notice?.ok ? (
          <Alert priority="success" isLive>
            {c.done(notice.folio)}
          </Alert>
        ) : notice ? (
          <Alert priority="error" title={c.failed(notice.order.folio)} isLive>
            <Stack gap="sm">
              <span>{notice.text}</span>
              <div>
                <Button variant="secondary" size="sm" onPress={() => void cancel(notice.order)}>
                  {c.retry}
                </Button>
              </div>
            </Stack>
          </Alert>
        ) : null}
        {valid ? (
          <Stack gap="sm">
            <Text>
              {m.periodShown(formatDisplayDate(period.from), formatDisplayDate(period.to))}
            </Text>
            <ApiState state={state} retry={retry}>
              {() => (
                <OrderStatusList
                  aria-label={messages.tabs[tab]}
                  rows={rows}
                  emptyMessage={m.empty[tab]}
                  onCancel={tab === 'ordenes' ? ask : undefined}
                  cancellingFolios={cancelling}
                />
              )}
            </ApiState>
          </Stack>
        ) : null}
      </Stack>
      <ConfirmDialog
        isOpen={asked !== null}
        onOpenChange={(open) => !open && setAsked(null)}
        title={c.confirmTitle}
        message={
          asked
            ? c.confirmBody(asked.folio, asked.tipo, formatNumber(asked.cantidad), asked.nemo)
            : null
        }
        confirmLabel={c.confirmAction}
        cancelLabel={c.keep}
        isDestructive
        onConfirm={() => {
          const order = asked;
          setAsked(null);
          if (order) void cancel(order);
        }}
      />
    </section>
  );
}
