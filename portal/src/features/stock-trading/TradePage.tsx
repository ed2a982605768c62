import {
  Alert,
  Button,
  Heading,
  Link,
  Loader,
  OperationSteps,
  OrderTicket,
  Stack,
  StateMessage,
  type OrderTicketSubmit,
  type OrderTicketValue,
} from '@inversiones/design-system';
import { formatInstant } from '@inversiones/design-system/es-cl';
import { fundOperations, stockOrders, type stocks } from '@inversiones/contract';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { apiGet, apiSend } from '../../http/client.ts';
import { usePageTitle } from '../../store/page-title.ts';
import { ApiState } from '../api-state/ApiState.tsx';
import { useApiData } from '../api-state/use-api-data.ts';
import { outcomeOf } from '../fund-operations/use-operation.ts';
import { stockPath } from '../stocks/routes.ts';
import { usePricePolling } from '../stocks/use-price-polling.ts';
import * as messages from './messages.ts';
import { OrderConfirm } from './OrderConfirm.tsx';
import { limitPriceBand } from './price-band.ts';
import { orderReceiptPath } from './routes.ts';
import { costOf, sellTicket, useCostPreview, type TradeRequest } from './use-cost-preview.ts';

const m = messages.ticket;
type Side = stockOrders.OrderSide;

/** What the ticket needs from the API: may the client trade, how to pay, what they hold. */
interface TradeContext {
  enablement: stockOrders.EnablementResponse;
  payment: stockOrders.PaymentMethodsResponse['formas'];
  /** A sale: the shares of this ticker free to sell. */
  available: number;
}

async function loadContext(side: Side, ticker: string, signal: AbortSignal) {
  const [enablement, payment, balances] = await Promise.all([
    apiGet(stockOrders.enablement, { signal }),
    side === 'compra'
      ? apiGet(stockOrders.paymentMethods, { signal, params: { tipo: 'compra' } })
      : null,
    side === 'venta' ? apiGet(stockOrders.balances, { signal }) : null,
  ]);
  const held = balances?.posiciones.find((p) => p.nemo === ticker);
  return {
    enablement,
    payment: payment?.formas ?? [],
    available: held?.disponible ?? 0,
  } satisfies TradeContext;
}

/** The request the ticket stands for, or null while it is incomplete or out of bounds. */
function requestOf(
  side: Side,
  ticker: string,
  value: OrderTicketValue,
  isOpen: boolean,
  band: { min: number; max: number },
  available: number,
): TradeRequest | null {
  if (value.quantity === null) return null;
  if (side === 'venta' && value.quantity > available) return null;
  if (value.orderType === 'limite') {
    const limit = value.limitPrice;
    if (limit === null || limit < band.min || limit > band.max) return null;
  }
  return {
    nemo: ticker,
    cantidad: value.quantity,
    tipoOrden: value.orderType,
    precioLimite: value.orderType === 'limite' ? value.limitPrice! : undefined,
    programada: !isOpen,
    formaPago:
      side === 'compra'
        ? ((value.paymentMethodId as stockOrders.PaymentMethod | null) ?? undefined)
        : undefined,
  };
}

/** The API's figures in the ticket's words. */
const ticketCost = (cost: stockOrders.Cost) => ({
  gross: cost.montoBruto.amount,
  commission: cost.comision.amount,
  exchangeFee: cost.derechosBolsa.amount,
  vat: cost.iva.amount,
  total: cost.total.amount,
});

type Step =
  | { kind: 'ticket' }
  | { kind: 'confirm'; cost: stockOrders.Cost; request: TradeRequest; key: string };

/** The ticket, then the confirm step, over the live price of the share. */
function Trade({
  side,
  quote,
  schedule,
  context,
}: {
  side: Side;
  quote: stocks.StockQuote;
  schedule: stocks.Schedule;
  context: TradeContext;
}) {
  const navigate = useNavigate();
  const isOpen = schedule.fase === 'abierto';
  const [value, setValue] = useState<OrderTicketValue>({
    quantity: null,
    orderType: quote.soloLimite ? 'limite' : 'mercado',
    limitPrice: null,
    paymentMethodId: context.payment[0]?.id ?? null,
  });
  const [step, setStep] = useState<Step>({ kind: 'ticket' });
  const [running, setRunning] = useState<'cost' | 'confirm' | null>(null);
  const [problem, setProblem] = useState<{ refusal?: string; failed?: boolean }>({});
  const band = limitPriceBand(quote, isOpen);
  const request = requestOf(side, quote.nemo, value, isOpen, band, context.available);
  // A market order is estimated at the price now: a new price asks its cost again.
  const { preview, retry } = useCostPreview(
    side,
    step.kind === 'ticket' ? request : null,
    value.orderType === 'mercado' ? String(quote.precio) : '',
  );
  const payment = context.payment.find((p) => p.id === value.paymentMethodId) ?? null;

  async function toConfirm(order: OrderTicketSubmit) {
    const ticket = requestOf(side, order.ticker, value, isOpen, band, context.available);
    if (!ticket || running) return;
    setRunning('cost');
    setProblem({});
    try {
      // The figures the client confirms are asked now, not the preview's of a moment ago.
      const cost = await costOf(side, ticket);
      setStep({ kind: 'confirm', cost, request: ticket, key: crypto.randomUUID() });
    } catch (error) {
      const outcome = outcomeOf(error);
      if (outcome.status === 'refused') setProblem({ refusal: outcome.message });
      else if (outcome.status === 'failed') setProblem({ failed: true });
    } finally {
      setRunning(null);
    }
  }

  async function confirm(current: Extract<Step, { kind: 'confirm' }>, acceptsProfile: boolean) {
    if (running) return;
    setRunning('confirm');
    setProblem({});
    const headers = { [fundOperations.IDEMPOTENCY_KEY_HEADER]: current.key };
    try {
      const order =
        side === 'compra'
          ? await apiSend(
              stockOrders.buyConfirm,
              { ...current.request, aceptaPerfil: acceptsProfile },
              { headers, onError: false },
            )
          : await apiSend(stockOrders.sellConfirm, sellTicket(current.request), {
              headers,
              onError: false,
            });
      navigate(orderReceiptPath(order.folio), { replace: true });
    } catch (error) {
      const outcome = outcomeOf(error);
      if (outcome.status === 'refused') setProblem({ refusal: outcome.message });
      else if (outcome.status === 'failed') setProblem({ failed: true });
      setRunning(null);
    }
  }

  if (step.kind === 'confirm') {
    return (
      <Stack gap="lg">
        <OperationSteps current="confirm" />
        <OrderConfirm
          cost={step.cost}
          paymentName={payment ? `${payment.nombre} ${payment.cuenta}` : null}
          onConfirm={(acceptsProfile) => void confirm(step, acceptsProfile)}
          isConfirming={running === 'confirm'}
          onChange={() => {
            setProblem({});
            setStep({ kind: 'ticket' });
          }}
          refusal={problem.refusal ?? null}
          failed={problem.failed === true}
        />
      </Stack>
    );
  }

  const cost = preview.status === 'ready' ? ticketCost(preview.cost) : null;
  const refusal = problem.refusal ?? (preview.status === 'refused' ? preview.message : null);
  return (
    <Stack gap="lg">
      <OperationSteps current="data" />
      <OrderTicket
        side={side}
        headingLevel={2}
        share={{
          ticker: quote.nemo,
          name: quote.nombre,
          price: quote.precio,
          change: quote.variacion,
          limitOnly: quote.soloLimite,
        }}
        value={value}
        onChange={(next) => {
          setValue(next);
          setProblem({});
        }}
        priceBand={band}
        paymentMethods={context.payment.map((p) => ({
          id: p.id,
          name: p.nombre,
          account: p.cuenta,
          available: p.disponible.amount,
        }))}
        availableShares={side === 'venta' ? context.available : undefined}
        market={
          isOpen
            ? { isOpen: true, closesAt: schedule.cierra }
            : { isOpen: false, closedNotice: m.closed(formatInstant(schedule.proximaApertura)) }
        }
        cost={cost}
        isCostLoading={preview.status === 'loading'}
        hasCostError={preview.status === 'failed'}
        onRetryCost={retry}
        onSubmit={(order) => void toConfirm(order)}
        isSubmitting={running === 'cost'}
        serverError={refusal ?? (problem.failed ? m.failed : undefined)}
        onRetrySubmit={problem.failed ? () => setProblem({}) : undefined}
      />
    </Stack>
  );
}

/**
 * /acciones/:nemo/comprar and /vender (spec 7 "buy cost", "buy confirm", "sell cost", "sell
 * action"): the ticket over the live price (the list's 10-second poll), the API's cost as the
 * client types, the confirm step with the figures asked again, then the order's voucher.
 */
export function TradePage({ side }: { side: Side }) {
  const ticker = useParams().nemo ?? '';
  usePageTitle(m.title(side, ticker));
  const polling = usePricePolling();
  const context = useApiData((signal) => loadContext(side, ticker, signal), `${side}-${ticker}`);
  const quote = polling.prices?.acciones.find((a) => a.nemo === ticker);
  const back = <Link href={stockPath(ticker)}>{m.back(ticker)}</Link>;
  let body;
  if (polling.status === 'error') {
    body = (
      <Stack gap="sm">
        <Alert priority="error" isLive>
          {m.pricesFailed}
        </Alert>
        <div>
          <Button variant="secondary" onPress={polling.retry}>
            {m.retry}
          </Button>
        </div>
      </Stack>
    );
  } else if (!polling.prices) {
    body = <Loader kind="placeholder" variant={2} label={m.pricesLoading} />;
  } else if (!quote) {
    body = <StateMessage tone="empty" title={m.unknown} isLive />;
  } else {
    const prices = polling.prices;
    body = (
      <ApiState state={context.state} retry={context.retry}>
        {(loaded) => {
          const allowed = loaded.enablement[side];
          if (!allowed.habilitado) {
            return <Alert priority="warning">{allowed.mensaje}</Alert>;
          }
          return <Trade side={side} quote={quote} schedule={prices.horario} context={loaded} />;
        }}
      </ApiState>
    );
  }
  return (
    <Stack gap="lg">
      {back}
      <Heading level={1}>{m.title(side, ticker)}</Heading>
      {body}
    </Stack>
  );
}
