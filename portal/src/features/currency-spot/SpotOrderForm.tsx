import { Box, Button, CurrencyField, RadioGroup, Stack, Text } from '@inversiones/design-system';
import { formatCurrency } from '@inversiones/design-system/es-cl';
import { currencySpot } from '@inversiones/contract';
import { useEffect, useRef, type FormEvent } from 'react';
import { apiGet } from '../../http/client.ts';
import { useApiData } from '../api-state/use-api-data.ts';
import { money } from '../fund-operations/money.ts';
import { ProblemAlert } from '../api-state/ProblemAlert.tsx';
import * as messages from './messages.ts';

const m = messages.form;
type OperationType = currencySpot.OperationType;

/** What the client asks to quote; kept while quoting, re-quoting and after a failure. */
export interface SpotOrder {
  tipo: OperationType;
  amount: number | null;
}

export interface SpotOrderFormProps {
  order: SpotOrder;
  onChange: (order: SpotOrder) => void;
  onSubmit: () => void;
  /** The amount's error (the client's or the server's refusal of it). */
  amountError?: string;
  /** A refusal of the whole quote (balance, hours), in the server's words. */
  refusal?: string | null;
  failed?: boolean;
  isQuoting?: boolean;
  /** Changes after an operation: the balances it shows are read again. */
  version: number;
  /** Focus the operation when the form comes back (from a quote or a voucher). */
  focusOnMount?: boolean;
}

const usd = (amount: number) => formatCurrency(amount, 'USD');
const rateText = (rate: number) => formatCurrency(rate, 'CLP', { decimals: 2 });

/** The indicative price and the account that pays, for the chosen operation. */
function OrderFacts({ tipo, version }: { tipo: OperationType; version: number }) {
  const price = useApiData(
    (signal) => apiGet(currencySpot.price, { signal, params: { tipo } }),
    `spot-price-${tipo}`,
  );
  const methods = useApiData(
    (signal) => apiGet(currencySpot.paymentMethods, { signal, params: { tipo } }),
    `spot-methods-${tipo}-${version}`,
  );
  const method = methods.state.status === 'ready' ? methods.state.data.methods[0] : undefined;
  const describe = tipo === 'compra' ? m.paidWith : m.takenFrom;
  return (
    <Stack gap="xs">
      {price.state.status === 'ready' ? (
        <Text tone="secondary">{m.indicative(rateText(price.state.data.rate))}</Text>
      ) : null}
      {method ? (
        <Text tone="secondary">
          {describe(method.name, method.accountId, money(method.available))}
        </Text>
      ) : null}
    </Stack>
  );
}

/** The operation and its amount in dollars: what 'Cotizar' asks the desk a firm price for. */
export function SpotOrderForm({
  order,
  onChange,
  onSubmit,
  amountError,
  refusal,
  failed = false,
  isQuoting = false,
  version,
  focusOnMount = false,
}: SpotOrderFormProps) {
  const typeRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (focusOnMount) typeRef.current?.focus();
  }, [focusOnMount]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form onSubmit={submit} noValidate aria-label={m.title}>
      <Stack gap="md">
        <RadioGroup
          ref={typeRef}
          label={m.type}
          orientation="horizontal"
          options={currencySpot.OPERATION_TYPES.map((tipo) => ({
            key: tipo,
            value: m.types[tipo],
          }))}
          value={order.tipo}
          onChange={(tipo) =>
            tipo === 'compra' || tipo === 'venta' ? onChange({ ...order, tipo }) : undefined
          }
          isRequired
        />
        <Box maxWidth="form">
          <CurrencyField
            label={m.amount}
            currency="USD"
            value={order.amount}
            onChange={(amount) => onChange({ ...order, amount })}
            description={m.amountHint(
              usd(currencySpot.MIN_AMOUNT_USD),
              usd(currencySpot.MAX_AMOUNT_USD),
            )}
            isRequired
            isInvalid={Boolean(amountError)}
            errorMessage={amountError}
          />
        </Box>
        <OrderFacts tipo={order.tipo} version={version} />
        <ProblemAlert message={refusal} />
        <ProblemAlert message={failed ? m.failed : null} />
        <div>
          <Button type="submit" isPending={isQuoting} pendingLabel={m.submitting}>
            {m.submit}
          </Button>
        </div>
      </Stack>
    </form>
  );
}
