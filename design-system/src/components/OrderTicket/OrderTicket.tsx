import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useControlledState } from 'react-stately/useControlledState';
import { formatCurrency, formatNumber } from '@inversiones/es-cl';
import * as messages from '../../messages.ts';
import { Alert } from '../Alert/index.ts';
import { Badge } from '../Badge/index.ts';
import { Button } from '../Button/index.ts';
import { CurrencyField } from '../CurrencyField/index.ts';
import { PriceChange } from '../PriceChange/index.ts';
import { RadioGroup } from '../RadioGroup/index.ts';
import { Select } from '../Select/index.ts';
import { Skeleton } from '../Skeleton/index.ts';
import { Stack } from '../Stack/index.ts';
import { Text } from '../Text/index.ts';
import { TextField } from '../TextField/index.ts';
import * as s from './OrderTicket.css.ts';

export type OrderSide = 'compra' | 'venta';
/** A market order fills at the price of the moment; a limit order when the price reaches it. */
export type OrderType = 'mercado' | 'limite';

/** Shares per order on the web (the contract's MAX_QUANTITY). */
export const ORDER_MAX_QUANTITY = 1_000_000;

/** The share being traded, with its price now (refreshed by the caller, every 10 s). */
export interface OrderTicketShare {
  /** The exchange's mnemonic, e.g. `SQM-B`. */
  ticker: string;
  name: string;
  /** The last price in pesos, on the exchange's 0,01 tick. */
  price: number;
  /** Change from the previous close in percentage points (1.2345 is +1,23 %). */
  change: number;
  /** Thinly traded: the exchange takes only limit orders for it. */
  limitOnly?: boolean;
}

/** A way of paying a purchase: the current account in pesos, the investment line. */
export interface OrderPaymentMethod {
  id: string;
  name: string;
  /** The account's code, shown beside the name. */
  account: string;
  /** What it can pay now, in pesos. */
  available: number;
}

/** The cost preview, in pesos, as the API's buy or sell cost answers it. */
export interface OrderCost {
  gross: number;
  commission: number;
  exchangeFee: number;
  vat: number;
  /** A purchase: gross plus fees. A sale: gross less fees. */
  total: number;
}

/** What the client has set in the ticket; `quantity` is null while empty or not a whole number. */
export interface OrderTicketValue {
  quantity: number | null;
  orderType: OrderType;
  limitPrice: number | null;
  /** A purchase's way of payment (an `OrderPaymentMethod` id). */
  paymentMethodId: string | null;
}

/** A valid order, handed to `onSubmit`. */
export interface OrderTicketSubmit {
  side: OrderSide;
  ticker: string;
  quantity: number;
  orderType: OrderType;
  /** Only for a limit order. */
  limitPrice: number | null;
  /** Only for a purchase. */
  paymentMethodId: string | null;
  /** The exchange is closed: the order is queued for the next opening. */
  scheduled: boolean;
}

export interface OrderTicketProps {
  side: OrderSide;
  share: OrderTicketShare;
  /** Controlled value; with `onChange`. */
  value?: OrderTicketValue;
  /** Uncontrolled start (the order type defaults to market, or limit for a limit-only share). */
  defaultValue?: Partial<OrderTicketValue>;
  onChange?: (value: OrderTicketValue) => void;
  /** The limit price's allowed band, in pesos: shown as its description and checked. */
  priceBand?: { min: number; max: number };
  /** A purchase's ways of payment; the chosen one's balance shows under it. */
  paymentMethods?: readonly OrderPaymentMethod[];
  /** A sale: shares free to sell ('Disponibles: 300 acciones'); more is an error. */
  availableShares?: number;
  /** The session: open (until `closesAt`) or closed (the caller's `closedNotice` shows). */
  market: { isOpen: true; closesAt: string } | { isOpen: false; closedNotice: ReactNode };
  /** The cost preview from the API; null or absent: a hint to enter the quantity. */
  cost?: OrderCost | null;
  isCostLoading?: boolean;
  /** The cost could not be had: an error with 'Reintentar' (calls `onRetryCost`). */
  hasCostError?: boolean;
  onRetryCost?: () => void;
  onSubmit: (order: OrderTicketSubmit) => void;
  /** The caller is processing the order: 'Continuar' shows its pending state. */
  isSubmitting?: boolean;
  /** The server refused or failed the order, in its words: an alert above the button. */
  serverError?: ReactNode;
  /** With a server error, 'Reintentar' in its alert calls this (a failure, not a refusal). */
  onRetrySubmit?: () => void;
  /** The level of the cost block's heading (default 3). */
  headingLevel?: 2 | 3 | 4;
  /** Names the form (default 'Comprar SQM-B' / 'Vender SQM-B'). */
  'aria-label'?: string;
}

const m = messages.orderTicket;
const pesos = (amount: number) => formatCurrency(amount, 'CLP');
const price = (amount: number) => formatCurrency(amount, 'CLP', { decimals: 2 });
const shares = (count: number) => formatNumber(count);

/** The quantity typed, read es-CL ('1.000' is a thousand), or the Spanish reason it is not one. */
export function parseQuantity(text: string): { quantity: number | null; error: string | null } {
  const trimmed = text.trim();
  if (trimmed === '') return { quantity: null, error: m.quantityRequired };
  if (!/^[\d.]+(,\d*)?$/.test(trimmed)) return { quantity: null, error: m.quantityNotNumber };
  const [whole = '', fraction = ''] = trimmed.split(',');
  if (/[1-9]/.test(fraction)) return { quantity: null, error: m.quantityFraction };
  const digits = whole.replace(/\./g, '');
  if (digits === '') return { quantity: null, error: m.quantityNotNumber };
  const quantity = Number(digits);
  if (quantity === 0) return { quantity: null, error: m.quantityZero };
  if (quantity > ORDER_MAX_QUANTITY) return { quantity: null, error: m.quantityMax };
  return { quantity, error: null };
}

const quantityText = (quantity: number | null) => (quantity === null ? '' : String(quantity));

/** The figures of the cost preview: loading, absent, failed or its rows and total. */
function CostPreview({
  side,
  orderType,
  cost,
  isLoading,
  hasError,
  onRetry,
  headingLevel,
}: {
  side: OrderSide;
  orderType: OrderType;
  cost: OrderCost | null;
  isLoading: boolean;
  hasError: boolean;
  onRetry?: () => void;
  headingLevel: 2 | 3 | 4;
}) {
  const c = m.cost;
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  const estimated = orderType === 'mercado';
  const title = estimated ? c.estimatedTitle : c.title;
  const rows = cost
    ? [
        { term: estimated ? c.estimatedGross : c.gross, value: cost.gross },
        { term: c.commission, value: cost.commission },
        { term: c.exchangeFee, value: cost.exchangeFee },
        { term: c.vat, value: cost.vat },
      ]
    : [];
  return (
    <section className={s.cost} aria-labelledby={titleId} aria-busy={isLoading || undefined}>
      <Heading id={titleId} className={s.costTitle}>
        {title}
      </Heading>
      {hasError ? (
        // Inside the block, quiet: 'Continuar' stays the main action under it.
        <Alert priority="error" title={c.errorTitle} isLive>
          <Stack gap="sm">
            <span>{c.error}</span>
            {onRetry ? (
              <div>
                <Button variant="secondary" size="sm" onPress={onRetry}>
                  {c.retry}
                </Button>
              </div>
            ) : null}
          </Stack>
        </Alert>
      ) : isLoading ? (
        <>
          <p className={s.costNote}>{c.loading}</p>
          <Stack gap="xs">
            <Skeleton shape="text" width="80%" />
            <Skeleton shape="text" width="60%" />
            <Skeleton shape="text" width="70%" />
          </Stack>
        </>
      ) : cost ? (
        <>
          <dl className={s.costRows}>
            {rows.map((row) => (
              <div key={row.term} className={s.costRow}>
                <dt className={s.costTerm}>{row.term}</dt>
                <dd className={s.costValue}>{pesos(row.value)}</dd>
              </div>
            ))}
            <div className={s.costTotal}>
              <dt>{side === 'compra' ? c.totalToPay : c.totalToReceive}</dt>
              <dd className={s.costValue}>{pesos(cost.total)}</dd>
            </div>
          </dl>
          <p className={s.costNote}>{estimated ? c.referential : c.atLimit}</p>
        </>
      ) : (
        <p className={s.costNote}>{c.absent}</p>
      )}
    </section>
  );
}

/**
 * The data step of a share order (Comprar / Vender): the share and its price now, the quantity,
 * market or limit (a limit-only share disables market and says why), the limit price and its
 * band, the way of payment or the shares free to sell, the session, the cost preview the caller
 * fills and 'Continuar'. It fetches nothing. A new `share.price` (every 10 s) re-renders the
 * head only: what the client typed lives in the ticket's own state, never derived from the price.
 */
export function OrderTicket({
  side,
  share,
  value,
  defaultValue,
  onChange,
  priceBand,
  paymentMethods = [],
  availableShares,
  market,
  cost = null,
  isCostLoading = false,
  hasCostError = false,
  onRetryCost,
  onSubmit,
  isSubmitting = false,
  serverError,
  onRetrySubmit,
  headingLevel = 3,
  ...props
}: OrderTicketProps) {
  const limitOnly = share.limitOnly === true;
  const [order, setOrder] = useControlledState<OrderTicketValue>(
    value,
    {
      quantity: null,
      orderType: limitOnly ? 'limite' : 'mercado',
      limitPrice: null,
      paymentMethodId: paymentMethods[0]?.id ?? null,
      ...defaultValue,
    },
    onChange,
  );
  // A limit-only share never takes a market order, whatever the value says.
  const orderType: OrderType = limitOnly ? 'limite' : order.orderType;
  const update = (next: Partial<OrderTicketValue>) => setOrder({ ...order, ...next });

  // The quantity's text as typed ('1.000', '1,5'): its number goes out, the text stays here.
  const [text, setText] = useState(() => quantityText(order.quantity));
  const [shownQuantity, setShownQuantity] = useState(order.quantity);
  if (!Object.is(order.quantity, shownQuantity)) {
    // A new quantity from outside (a reset) replaces the text; the echo of our own does not.
    setShownQuantity(order.quantity);
    if (parseQuantity(text).quantity !== order.quantity) setText(quantityText(order.quantity));
  }
  const [touched, setTouched] = useState({ quantity: false, limitPrice: false });
  const [submitted, setSubmitted] = useState(false);
  const quantityRef = useRef<HTMLInputElement>(null);
  const limitRef = useRef<HTMLInputElement>(null);
  const paymentRef = useRef<HTMLButtonElement>(null);

  const parsed = parseQuantity(text);
  const quantityError =
    parsed.error ??
    (side === 'venta' && availableShares !== undefined && parsed.quantity! > availableShares
      ? m.quantityAboveAvailable(shares(availableShares))
      : null);
  const limitError =
    orderType !== 'limite'
      ? null
      : order.limitPrice === null
        ? m.limitPriceRequired
        : priceBand && (order.limitPrice < priceBand.min || order.limitPrice > priceBand.max)
          ? m.limitPriceOutOfBand(price(priceBand.min), price(priceBand.max))
          : null;
  // None chosen yet (the ways arrived after the ticket): the first one, as when they were there.
  const method =
    paymentMethods.find((way) => way.id === (order.paymentMethodId ?? paymentMethods[0]?.id)) ??
    null;
  const paymentError = side === 'compra' && method === null ? m.paymentRequired : null;
  const showQuantityError = (submitted || touched.quantity) && quantityError !== null;
  const showLimitError = (submitted || touched.limitPrice) && limitError !== null;
  const showPaymentError = submitted && paymentError !== null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (isSubmitting) return;
    // The first field in error takes the focus; its error is read with it.
    if (quantityError !== null) return quantityRef.current?.focus();
    if (limitError !== null) return limitRef.current?.focus();
    if (paymentError !== null) return paymentRef.current?.focus();
    onSubmit({
      side,
      ticker: share.ticker,
      quantity: parsed.quantity!,
      orderType,
      limitPrice: orderType === 'limite' ? order.limitPrice : null,
      paymentMethodId: side === 'compra' ? method!.id : null,
      scheduled: !market.isOpen,
    });
  };

  const quantityDescription = [
    m.quantityHint,
    side === 'venta' && availableShares !== undefined
      ? m.availableShares(shares(availableShares))
      : null,
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={props['aria-label'] ?? m.formLabel(m.title[side], share.ticker)}
    >
      <Stack gap="lg">
        {/* The price changes every 10 s: plain text, not a live region (it would talk non-stop). */}
        <div className={s.share}>
          <div className={s.shareName}>
            <span className={s.ticker}>
              <span>{share.ticker}</span>{' '}
              {limitOnly ? <Badge size="sm">{m.limitOnlyBadge}</Badge> : null}
            </span>{' '}
            <Text as="span" tone="secondary">
              {share.name}
            </Text>
          </div>{' '}
          <dl className={s.priceBlock}>
            <div className={s.pricePair}>
              <dt className={s.priceLabel}>{m.priceNow}</dt>
              <dd className={s.priceValue}>{price(share.price)}</dd>
            </div>
            <div className={s.pricePair}>
              <dt className={s.priceLabel}>{m.change}</dt>
              <dd className={s.priceValue}>
                <PriceChange value={share.change} size="md" />
              </dd>
            </div>
          </dl>
        </div>
        {market.isOpen ? (
          <Text tone="secondary">{m.marketOpen(market.closesAt)}</Text>
        ) : (
          <Alert priority="info" title={m.marketClosedTitle}>
            {market.closedNotice}
          </Alert>
        )}
        <TextField
          ref={quantityRef}
          label={m.quantity}
          rule={null}
          value={text}
          onChange={(next) => {
            setText(next);
            const quantity = parseQuantity(next).quantity;
            setShownQuantity(quantity);
            if (quantity !== order.quantity) update({ quantity });
          }}
          onBlur={() => setTouched((old) => ({ ...old, quantity: true }))}
          inputMode="numeric"
          autoComplete="off"
          description={quantityDescription}
          isRequired
          isInvalid={showQuantityError || undefined}
          errorMessage={showQuantityError ? quantityError : undefined}
        />
        <RadioGroup
          label={m.orderType}
          orientation="horizontal"
          options={[
            { key: 'mercado', value: m.orderTypes.mercado, isDisabled: limitOnly },
            { key: 'limite', value: m.orderTypes.limite },
          ]}
          value={orderType}
          onChange={(key) => {
            if (key === 'mercado' || key === 'limite') update({ orderType: key });
          }}
          description={limitOnly ? m.limitOnly : undefined}
          isRequired
        />
        {orderType === 'limite' ? (
          <CurrencyField
            ref={limitRef}
            label={m.limitPrice}
            currency="CLP"
            decimals={2}
            value={order.limitPrice}
            onChange={(limitPrice) => update({ limitPrice })}
            onBlur={() => setTouched((old) => ({ ...old, limitPrice: true }))}
            description={priceBand ? m.band(price(priceBand.min), price(priceBand.max)) : undefined}
            isRequired
            isInvalid={showLimitError || undefined}
            errorMessage={showLimitError ? limitError : undefined}
          />
        ) : null}
        {side === 'compra' ? (
          <Select
            ref={paymentRef}
            label={m.paymentMethod}
            options={paymentMethods}
            getKey={(way) => way.id}
            getText={(way) => `${way.name} ${way.account}`}
            value={method?.id ?? null}
            onChange={(paymentMethodId) => update({ paymentMethodId })}
            description={method ? m.paymentAvailable(pesos(method.available)) : undefined}
            isRequired
            isInvalid={showPaymentError || undefined}
            errorMessage={showPaymentError ? paymentError : undefined}
          />
        ) : null}
        <CostPreview
          side={side}
          orderType={orderType}
          cost={cost}
          isLoading={isCostLoading}
          hasError={hasCostError}
          onRetry={onRetryCost}
          headingLevel={headingLevel}
        />
        {serverError ? (
          <Alert priority="error" title={m.serverErrorTitle} isLive>
            <Stack gap="sm">
              <span>{serverError}</span>
              {onRetrySubmit ? (
                <div>
                  <Button variant="secondary" size="sm" onPress={onRetrySubmit}>
                    {m.retrySubmit}
                  </Button>
                </div>
              ) : null}
            </Stack>
          </Alert>
        ) : null}
        <div>
          <Button type="submit" isPending={isSubmitting} pendingLabel={m.submitting}>
            {m.submit}
          </Button>
        </div>
      </Stack>
    </form>
  );
}
