import { Alert } from '@inversiones/design-system';
import { fundOperations } from '@inversiones/contract';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { apiSend } from '../../http/client.ts';
import { ConfirmStep } from './ConfirmStep.tsx';
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
    <ConfirmStep
      title={messages.steps.sellConfirm}
      quote={quoteState}
      retryQuote={retry}
      backHref={sellDataHref(draft)}
      sent={sent}
      onConfirm={() => void confirm()}
      summary={(quote) => ({
        amountLabel: messages.summary.redeemAmount,
        amount: quote.estimatedAmount,
        rows: quoteRows(quote),
        notices: quote.outOfHours ? (
          <Alert priority="warning">{messages.summary.outOfHours(date(quote.tradeDate))}</Alert>
        ) : null,
      })}
    />
  );
}
