import { Alert, BalanceSummary, Heading, Link, Stack, Text } from '@inversiones/design-system';
import { currencySpot, fundOperations } from '@inversiones/contract';
import { useState } from 'react';
import { apiGet, apiSend } from '../../http/client.ts';
import { usePageTitle } from '../../store/page-title.ts';
import { ApiState } from '../api-state/ApiState.tsx';
import { useApiData, type ApiData } from '../api-state/use-api-data.ts';
import { outcomeOf } from '../fund-operations/use-operation.ts';
import * as messages from './messages.ts';
import { expiredNow, localQuoteClock, type LocalQuoteClock } from './quote-clock.ts';
import { SpotOperations } from './SpotOperations.tsx';
import { SpotOrderForm, type SpotOrder } from './SpotOrderForm.tsx';
import { SpotQuote } from './SpotQuote.tsx';
import { SpotVoucher } from './SpotVoucher.tsx';

const m = messages.page;

/** Where the operation is: its data, a live (or expired) quote, or its voucher. */
type Step =
  | { kind: 'order' }
  | { kind: 'quote'; quote: currencySpot.Quote; clock: LocalQuoteClock; key: string }
  | { kind: 'done'; operation: currencySpot.Operation };

/** A refusal or a failure of the last call, shown where the client is. */
interface Problem {
  amount?: string;
  refusal?: string;
  failed?: boolean;
}

/** The client's current accounts in pesos and in dollars, and what each has available now. */
function SpotBalances({
  accounts,
  retry,
}: {
  accounts: ApiData<currencySpot.AccountsResponse>;
  retry: () => void;
}) {
  const ready = accounts.status === 'ready' ? accounts.data : null;
  return (
    <BalanceSummary
      title={m.balances}
      date={ready?.date}
      totals={(ready?.accounts ?? []).map((a) => ({
        currency: a.available.currency === 'USD' ? 'USD' : 'CLP',
        balance: a.available.amount,
      }))}
      isLoading={accounts.status === 'loading'}
      hasError={accounts.status === 'error'}
      onRetry={retry}
    />
  );
}

/**
 * /compraVentaDivisas (spec 7 "Currency spot"): buying and selling dollars between the client's
 * current accounts: the amount, a firm quote with its countdown (an expired one is re-quoted,
 * never confirmed), the confirmation (idempotent), its voucher and receipt, and the operations.
 */
export function CurrencySpotPage() {
  usePageTitle(m.title);
  const [order, setOrder] = useState<SpotOrder>({ tipo: 'compra', amount: null });
  const [step, setStep] = useState<Step>({ kind: 'order' });
  const [problem, setProblem] = useState<Problem>({});
  const [running, setRunning] = useState<'quote' | 'confirm' | null>(null);
  const [version, setVersion] = useState(0);
  // Back from a quote or a voucher: the form takes the focus their buttons had.
  const [returned, setReturned] = useState(false);
  const access = useApiData((signal) => apiGet(currencySpot.active, { signal }), 'spot-active');
  const accounts = useApiData(
    (signal) => apiGet(currencySpot.accounts, { signal }),
    `spot-accounts-${version}`,
  );
  // The market's today, from the first answer: the operations list keeps it while balances reload.
  const [today, setToday] = useState<string | null>(null);
  const answeredDate = accounts.state.status === 'ready' ? accounts.state.data.date : null;
  if (today === null && answeredDate !== null) setToday(answeredDate);

  async function quote() {
    if (running) return;
    if (order.amount === null) {
      setProblem({ amount: messages.form.amountRequired });
      return;
    }
    // The contract's own limits, before any call (the server checks them again).
    const checked = currencySpot.quote.request.safeParse({ tipo: order.tipo, monto: order.amount });
    if (!checked.success) {
      setProblem({ amount: checked.error.issues[0]?.message });
      return;
    }
    setRunning('quote');
    setProblem({});
    try {
      const answer = await apiSend(
        currencySpot.quote,
        { tipo: order.tipo, monto: order.amount },
        { onError: false },
      );
      setStep({
        kind: 'quote',
        quote: answer,
        clock: localQuoteClock(answer, Date.now()),
        // One key per quote: a retry after a lost answer confirms it once.
        key: crypto.randomUUID(),
      });
    } catch (error) {
      const outcome = outcomeOf(error);
      if (outcome.status === 'refused') {
        setProblem(
          outcome.path?.[0] === 'monto'
            ? { amount: outcome.message }
            : { refusal: outcome.message },
        );
      } else if (outcome.status === 'failed') setProblem({ failed: true });
    } finally {
      setRunning(null);
    }
  }

  async function confirm(current: Extract<Step, { kind: 'quote' }>) {
    if (running) return;
    setRunning('confirm');
    setProblem({});
    try {
      const operation = await apiSend(
        currencySpot.confirm,
        { cotizacionId: current.quote.id },
        { headers: { [fundOperations.IDEMPOTENCY_KEY_HEADER]: current.key }, onError: false },
      );
      setStep({ kind: 'done', operation });
      setVersion((n) => n + 1);
    } catch (error) {
      const outcome = outcomeOf(error);
      if (outcome.status === 'refused') {
        setProblem({ refusal: outcome.message });
        // The server let the quote go (expired, or used): only a new one can be confirmed.
        if (outcome.path?.[0] === 'cotizacionId') {
          setStep({ ...current, clock: expiredNow(current.clock) });
        }
      } else if (outcome.status === 'failed') setProblem({ failed: true });
    } finally {
      setRunning(null);
    }
  }

  const startOver = () => {
    setProblem({});
    setReturned(true);
    setStep({ kind: 'order' });
  };

  return (
    <Stack gap="lg">
      <Heading level={1}>{m.title}</Heading>
      <Text tone="secondary">{m.intro}</Text>
      <ApiState state={access.state} retry={access.retry} placeholder={4}>
        {(allowed) =>
          allowed.mensaje ? (
            <Alert priority="warning">{allowed.mensaje}</Alert>
          ) : step.kind === 'quote' ? (
            <SpotQuote
              key={step.quote.id}
              quote={step.quote}
              clock={step.clock}
              onConfirm={() => void confirm(step)}
              isConfirming={running === 'confirm'}
              onRequote={() => void quote()}
              isRequoting={running === 'quote'}
              onChange={startOver}
              refusal={problem.refusal}
              failed={problem.failed}
            />
          ) : step.kind === 'done' ? (
            <SpotVoucher operation={step.operation} onAnother={startOver} />
          ) : (
            <Stack gap="sm">
              <SpotOrderForm
                order={order}
                onChange={(next) => {
                  setOrder(next);
                  setProblem({});
                }}
                onSubmit={() => void quote()}
                amountError={problem.amount}
                refusal={problem.refusal}
                failed={problem.failed}
                isQuoting={running === 'quote'}
                version={version}
                focusOnMount={returned}
              />
              {order.tipo === 'compra' ? (
                <Link href="/ccm/bdp" variant="standalone">
                  {m.payIn}
                </Link>
              ) : null}
            </Stack>
          )
        }
      </ApiState>
      {/* After the form: at 375 px the operation is the first thing under the title. */}
      <SpotBalances accounts={accounts.state} retry={accounts.retry} />
      {today ? <SpotOperations today={today} version={version} /> : null}
    </Stack>
  );
}
