import {
  Alert,
  Button,
  Link,
  Loader,
  OperationSteps,
  OperationSummary,
  Stack,
} from '@inversiones/design-system';
import { fundOperations } from '@inversiones/contract';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { apiSend } from '../../http/client.ts';
import { TabSection } from '../funds/TabSection.tsx';
import * as messages from './messages.ts';
import { date, quota, units } from './money.ts';
import { Q, SELL_PATH, sellDataHref, sellDraftOf, voucherHref } from './routes.ts';
import { useOnMount, useSubmit } from './use-operation.ts';

function quoteRows(quote: fundOperations.RedeemQuote) {
  const currency = quote.estimatedAmount.currency;
  return [
    { id: 'fund', term: messages.summary.fund, value: quote.fundName },
    { id: 'series', term: messages.summary.series, value: quote.seriesId },
    { id: 'account', term: messages.summary.account, value: quote.accountId },
    { id: 'mode', term: messages.summary.mode, value: messages.modes[quote.mode] },
    { id: 'units', term: messages.summary.redeemUnits, value: units(quote.units) },
    {
      id: 'quota',
      term: messages.summary.quota,
      value: `${quota(quote.quotaValue, currency)} (${date(quote.quotaDate)})`,
    },
    { id: 'destination', term: messages.summary.destination, value: quote.destination.name },
    { id: 'trade', term: messages.summary.tradeDate, value: date(quote.tradeDate) },
    { id: 'settle', term: messages.summary.settlementSell, value: date(quote.settlementDate) },
  ];
}

/** Vender, the confirm step: the simulator's answer (what and when), then Confirmar once. */
export function SellConfirm() {
  const [query] = useSearchParams();
  const navigate = useNavigate();
  const draft = sellDraftOf(query);
  const key = query.get(Q.key) ?? '';
  const complete =
    draft.fundId &&
    draft.seriesId &&
    draft.accountId &&
    draft.destinationId &&
    (draft.mode === 'total' ||
      (draft.mode === 'monto' && draft.amount) ||
      (draft.mode === 'cuotas' && draft.units));
  const request: fundOperations.RedeemRequest = {
    fundId: draft.fundId ?? '',
    seriesId: draft.seriesId ?? '',
    accountId: draft.accountId ?? '',
    mode: draft.mode ?? 'total',
    ...(draft.mode === 'monto' && draft.amount ? { amount: draft.amount } : {}),
    ...(draft.mode === 'cuotas' && draft.units ? { units: draft.units } : {}),
    destinationId: draft.destinationId ?? '',
  };
  const { outcome: quoteState, retry } = useOnMount(
    (signal) => apiSend(fundOperations.redeemSimulation, request, { signal, onError: false }),
    query.toString(),
  );
  const { outcome: sent, submit } = useSubmit(
    (headers) => apiSend(fundOperations.redeem, request, { headers, onError: false }),
    key,
  );

  if (!complete || !fundOperations.idempotencyKeySchema.safeParse(key).success) {
    return <Navigate to={complete ? sellDataHref(draft) : SELL_PATH} replace />;
  }

  async function confirm() {
    const voucher = await submit();
    if (voucher) navigate(voucherHref('vender', voucher.folio), { replace: true });
  }

  return (
    <TabSection title={messages.steps.sellConfirm}>
      <OperationSteps current="confirm" />
      {quoteState.status === 'running' ? (
        <Loader kind="placeholder" variant={2} label={messages.states.loading} />
      ) : quoteState.status === 'refused' ? (
        <Stack gap="md">
          <Alert priority="error" isLive>
            {quoteState.message}
          </Alert>
          <div>
            <Link href={sellDataHref(draft)} variant="standalone">
              {messages.summary.back}
            </Link>
          </div>
        </Stack>
      ) : quoteState.status !== 'done' ? (
        <Stack gap="md">
          <Alert priority="error" isLive>
            {messages.states.unavailable}
          </Alert>
          <div>
            <Button variant="secondary" onPress={retry}>
              {messages.summary.retry}
            </Button>
          </div>
        </Stack>
      ) : (
        <Stack gap="md">
          <OperationSummary
            title={quoteState.data.fundName}
            titleLevel={3}
            amount={{
              label: messages.summary.redeemAmount,
              value: quoteState.data.estimatedAmount.amount,
              currency: quoteState.data.estimatedAmount.currency === 'USD' ? 'USD' : 'CLP',
            }}
            rows={quoteRows(quoteState.data)}
          >
            {quoteState.data.outOfHours ? (
              <Alert priority="warning">
                {messages.summary.outOfHours(date(quoteState.data.tradeDate))}
              </Alert>
            ) : null}
          </OperationSummary>
          {sent.status === 'refused' ? (
            <Alert priority="error" isLive>
              {sent.message}
            </Alert>
          ) : sent.status === 'failed' ? (
            <Alert priority="error" isLive>
              {messages.summary.failed}
            </Alert>
          ) : null}
          <Stack direction="row" gap="sm" wrap>
            <Link href={sellDataHref(draft)} variant="standalone">
              {messages.summary.back}
            </Link>
            <Button
              variant="primary"
              onPress={() => void confirm()}
              isPending={sent.status === 'running'}
              pendingLabel={messages.summary.confirming}
            >
              {sent.status === 'failed' ? messages.summary.retry : messages.summary.confirm}
            </Button>
          </Stack>
        </Stack>
      )}
    </TabSection>
  );
}
