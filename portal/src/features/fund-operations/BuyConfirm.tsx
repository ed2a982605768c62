import {
  Alert,
  Button,
  Link,
  OperationSteps,
  OperationSummary,
  Loader,
  ProfileFitAcceptance,
  Stack,
  Text,
} from '@inversiones/design-system';
import { fundOperations } from '@inversiones/contract';
import { useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { apiSend } from '../../http/client.ts';
import { TabSection } from '../funds/TabSection.tsx';
import * as messages from './messages.ts';
import { date, quota, units } from './money.ts';
import { buyDataHref, buyDraftOf, INVEST_PATH, Q, voucherHref } from './routes.ts';
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
    const voucher = await submit();
    // Replace: the browser's back does not return to a confirm step already used.
    if (voucher) navigate(voucherHref('comprar', voucher.folio), { replace: true });
  }

  return (
    <TabSection title={messages.steps.buyConfirm}>
      <OperationSteps current="confirm" />
      {quoteState.status === 'running' ? (
        <Loader kind="placeholder" variant={2} label={messages.states.loading} />
      ) : quoteState.status === 'refused' ? (
        <Stack gap="md">
          <Alert priority="error" isLive>
            {quoteState.message}
          </Alert>
          <div>
            <Link href={buyDataHref(draft)} variant="standalone">
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
              label: messages.summary.amount,
              value: quoteState.data.amount.amount,
              currency: quoteState.data.amount.currency === 'USD' ? 'USD' : 'CLP',
            }}
            rows={quoteRows(quoteState.data, paymentNames[request.paymentWay])}
          >
            <Stack gap="sm">
              {quoteState.data.outOfHours ? (
                <Alert priority="warning">
                  {messages.summary.outOfHours(date(quoteState.data.tradeDate))}
                </Alert>
              ) : null}
              {request.paymentWay === 'transferencia' ? (
                <Alert priority="info">
                  {messages.summary.transfer(
                    quoteState.data.cutOffTime,
                    date(quoteState.data.tradeDate),
                  )}
                </Alert>
              ) : null}
              <Text size="sm" tone="muted">
                {messages.summary.estimate}
              </Text>
            </Stack>
          </OperationSummary>
          {!quoteState.data.profileFit.fits ? (
            <ProfileFitAcceptance
              fundName={quoteState.data.fundName}
              fundRiskLevel={quoteState.data.profileFit.fundRiskLevel}
              profileName={quoteState.data.profileFit.profile}
              maxRiskLevel={quoteState.data.profileFit.maxRiskLevel}
              isAccepted={accepted}
              onChange={(value) => {
                setAccepted(value);
                if (value) setMustAccept(false);
              }}
              isInvalid={mustAccept}
              errorMessage={messages.summary.acceptRequired}
            />
          ) : null}
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
            <Link href={buyDataHref(draft)} variant="standalone">
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
