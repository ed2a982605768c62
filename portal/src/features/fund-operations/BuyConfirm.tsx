import { Alert, ProfileFitAcceptance, Stack, Text } from '@inversiones/design-system';
import { fundOperations } from '@inversiones/contract';
import { useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { apiSend } from '../../http/client.ts';
import { ConfirmStep } from './ConfirmStep.tsx';
import * as messages from './messages.ts';
import { date, quota, units } from './money.ts';
import {
  buyDataHref,
  buyDraftOf,
  INVEST_PATH,
  payInvestmentHref,
  Q,
  voucherHref,
} from './routes.ts';
import { useOnMount, useSubmit } from './use-operation.ts';

/** The confirm step's rows: exactly what will happen (DOMAIN.md). */
export function quoteRows(quote: fundOperations.InvestQuote, paymentName: string) {
  const currency = quote.amount.currency;
  return [
    { id: 'fund', term: messages.summary.fund, value: quote.fundName },
    { id: 'series', term: messages.summary.series, value: quote.seriesId },
    { id: 'account', term: messages.summary.account, value: quote.accountId },
    { id: 'payment', term: messages.summary.paymentWay, value: paymentName },
    {
      id: 'quota',
      term: messages.summary.quota,
      value: `${quota(quote.quotaValue, currency)} (${date(quote.quotaDate)})`,
    },
    { id: 'units', term: messages.summary.units, value: units(quote.estimatedUnits) },
    { id: 'trade', term: messages.summary.tradeDate, value: date(quote.tradeDate) },
    { id: 'settle', term: messages.summary.settlementBuy, value: date(quote.settlementDate) },
  ];
}

const paymentNames: Record<fundOperations.PaymentWay, string> = {
  transferencia: 'Transferencia bancaria',
  saldoCcm: 'Saldo en cuenta corriente',
  botonPago: 'Botón de pago',
};

/** Comprar, the confirm step: the server's quote, the profile fit, then Confirmar once. */
export function BuyConfirm() {
  const [query] = useSearchParams();
  const navigate = useNavigate();
  const draft = buyDraftOf(query);
  const key = query.get(Q.key) ?? '';
  const [accepted, setAccepted] = useState(false);
  const [mustAccept, setMustAccept] = useState(false);
  const complete =
    draft.fundId && draft.seriesId && draft.accountId && draft.amount && draft.paymentWay;
  const request: fundOperations.InvestRequest = {
    fundId: draft.fundId ?? '',
    seriesId: draft.seriesId ?? '',
    accountId: draft.accountId ?? '',
    amount: draft.amount ?? 0,
    paymentWay: draft.paymentWay ?? 'transferencia',
    acceptsProfileMismatch: false,
  };
  const { outcome: quoteState, retry } = useOnMount(
    (signal) => apiSend(fundOperations.investSimulation, request, { signal, onError: false }),
    query.toString(),
  );
  const { outcome: sent, submit } = useSubmit(
    (headers) =>
      apiSend(
        fundOperations.investConfirm,
        { ...request, acceptsProfileMismatch: accepted },
        { headers, onError: false },
      ),
    key,
  );

  if (!complete || !fundOperations.idempotencyKeySchema.safeParse(key).success) {
    return <Navigate to={complete ? buyDataHref(draft) : INVEST_PATH} replace />;
  }

  async function confirm() {
    if (quoteState.status !== 'done') return;
    if (!quoteState.data.profileFit.fits && !accepted) {
      setMustAccept(true);
      return;
    }
    // A payment button pays it at the bank: the investment is made when the bank approves.
    if (request.paymentWay === 'botonPago') {
      navigate(payInvestmentHref(draft, accepted));
      return;
    }
    const voucher = await submit();
    // Replace: the browser's back does not return to a confirm step already used.
    if (voucher) navigate(voucherHref('comprar', voucher.folio), { replace: true });
  }

  return (
    <ConfirmStep
      title={messages.steps.buyConfirm}
      quote={quoteState}
      retryQuote={retry}
      backHref={buyDataHref(draft)}
      sent={sent}
      onConfirm={() => void confirm()}
      confirmLabel={request.paymentWay === 'botonPago' ? messages.summary.payAtBank : undefined}
      summary={(quote) => ({
        amountLabel: messages.summary.amount,
        amount: quote.amount,
        rows: quoteRows(quote, paymentNames[request.paymentWay]),
        notices: (
          <Stack gap="sm">
            {quote.outOfHours ? (
              <Alert priority="warning">{messages.summary.outOfHours(date(quote.tradeDate))}</Alert>
            ) : null}
            {request.paymentWay === 'transferencia' ? (
              <Alert priority="info">
                {messages.summary.transfer(quote.cutOffTime, date(quote.tradeDate))}
              </Alert>
            ) : null}
            <Text size="sm" tone="muted">
              {messages.summary.estimate}
            </Text>
          </Stack>
        ),
      })}
      declarations={(quote) =>
        quote.profileFit.fits ? null : (
          <ProfileFitAcceptance
            fundName={quote.fundName}
            fundRiskLevel={quote.profileFit.fundRiskLevel}
            profileName={quote.profileFit.profile}
            maxRiskLevel={quote.profileFit.maxRiskLevel}
            isAccepted={accepted}
            onChange={(value) => {
              setAccepted(value);
              if (value) setMustAccept(false);
            }}
            isInvalid={mustAccept}
            errorMessage={messages.summary.acceptRequired}
            isCompact
          />
        )
      }
    />
  );
}
