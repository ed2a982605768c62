import {
  Alert,
  BalanceSummary,
  Box,
  Button,
  CurrencyField,
  Heading,
  Link,
  PayButtonList,
  PayTransactionList,
  Stack,
  Text,
  type PayButtonOption,
  type PayTransaction,
} from '@inversiones/design-system';
import { dashboard, fundOperations, payButtons } from '@inversiones/contract';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { apiGet, apiSend } from '../../http/client.ts';
import { usePageTitle } from '../../store/page-title.ts';
import { ApiState } from '../api-state/ApiState.tsx';
import { NoticeAlert, type Notice } from '../api-state/NoticeAlert.tsx';
import { ProblemAlert } from '../api-state/ProblemAlert.tsx';
import { useApiData } from '../api-state/use-api-data.ts';
import { dateTime, money } from '../fund-operations/money.ts';
import { buyDataHref, buyDraftOf, Q } from '../fund-operations/routes.ts';
import { actionNotice, outcomeOf, useOnMount } from '../fund-operations/use-operation.ts';
import { bankWindowName, markTransaction, openBankWindow, watchClosed } from './bank-window.ts';
import * as messages from './messages.ts';
import { PaymentResult } from './PaymentResult.tsx';

const m = messages.page;
const pesos = (amount: number) => money({ amount, currency: 'CLP' });

/** A bank button as the grid shows it: closed or in maintenance, it says why and until when. */
function toOption(button: payButtons.PayButton): PayButtonOption {
  const closed = button.IdPayButtonStatuses !== payButtons.PAY_BUTTON_STATUS.available;
  return {
    id: button.Id,
    name: button.Name,
    image: button.Image,
    status: closed ? 'unavailable' : 'available',
    unavailableReason:
      button.IdPayButtonStatuses === payButtons.PAY_BUTTON_STATUS.maintenance
        ? m.maintenance(button.Name)
        : button.opensAt
          ? m.closedUntil(button.Name, dateTime(button.opensAt))
          : undefined,
    businessHours: button.BusinessTimeString,
    minAmount: button.MinAmount,
    maxAmount: button.MaxAmount,
  };
}

function toRow(transaction: payButtons.Transaction): PayTransaction {
  return {
    id: transaction.id,
    createdAt: transaction.createdAt,
    bankName: transaction.bankName,
    amount: transaction.amount.amount,
    currency: 'CLP',
    purpose:
      transaction.purpose.kind === 'inversion'
        ? messages.list.purposeInvestment(transaction.purpose.fundName)
        : messages.list.purposeCredit,
    statusId: transaction.statusId,
    canCancel: transaction.canCancel,
  };
}

/** The investment a payment pays, when the invest flow's confirm step sent the client here. */
function investmentOf(query: URLSearchParams) {
  const draft = buyDraftOf(query);
  const { fundId, seriesId, accountId, amount } = draft;
  if (!fundId || !seriesId || !accountId || !amount) return null;
  const acceptsProfileMismatch = query.get(Q.accepts) === '1';
  return { draft, amount, investment: { fundId, seriesId, accountId, acceptsProfileMismatch } };
}

/** A payment under way: its bank's window, and the state that asks for its outcome. */
interface Payment {
  started: payButtons.CreateResponse;
  bank: payButtons.PayButton;
  blocked: boolean;
}

/** The client's current accounts and what each has available now (pesos, dollars). */
function CurrentAccountBalance({ version }: { version: number }) {
  const detail = useApiData(
    (signal) => apiGet(dashboard.investDetail, { signal }),
    `ccm-balance-${version}`,
  );
  const ready = detail.state.status === 'ready' ? detail.state.data : null;
  const current = ready?.accounts.filter((a) => a.account.product === 'ccm') ?? [];
  return (
    <BalanceSummary
      title={m.balance}
      date={ready?.date}
      totals={current.map((a) => ({
        currency: a.available.currency === 'USD' ? 'USD' : 'CLP',
        balance: a.available.amount,
      }))}
      isLoading={detail.state.status === 'loading'}
      hasError={detail.state.status === 'error'}
      onRetry={detail.retry}
    />
  );
}

/**
 * /ccm/bdp (spec 2 and 7 "Pay buttons"): the banks' buttons with their hours and limits, the
 * payment in the bank's popup, its outcome once the popup closes, and the client's transactions.
 */
export function PayButtonsPage() {
  usePageTitle(m.title);
  const [query] = useSearchParams();
  const paying = investmentOf(query);
  // The investment as the server quotes it (its fund's name, and its rules checked again).
  const { outcome: quote } = useOnMount(
    (signal) =>
      paying
        ? apiSend(
            fundOperations.investSimulation,
            { ...paying.investment, amount: paying.amount, paymentWay: 'botonPago' },
            { signal, onError: false },
          )
        : Promise.resolve(null),
    query.toString(),
  );
  const [version, setVersion] = useState(0);
  const [statusFilter, setStatusFilter] = useState(0);
  const [page, setPage] = useState(1);
  const [bankId, setBankId] = useState<number | null>(null);
  const [typedAmount, setAmount] = useState<number | null>(null);
  const amount = paying ? paying.amount : typedAmount;
  const [errors, setErrors] = useState<{ bank?: string; amount?: string }>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const [running, setRunning] = useState(false);
  const [payment, setPayment] = useState<Payment | null>(null);
  const [checking, setChecking] = useState(false);
  const [outcome, setOutcome] = useState<payButtons.Transaction | null>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const [cancellingId, setCancellingId] = useState<string | undefined>();
  // One key per payment being started: a retry after a lost answer starts one.
  const key = useRef(crypto.randomUUID());
  const stopWatch = useRef<() => void>(() => undefined);
  useEffect(() => () => stopWatch.current(), []);

  const access = useApiData((signal) => apiGet(payButtons.access, { signal }), 'bdp-access');
  const buttons = useApiData((signal) => apiGet(payButtons.list, { signal }), 'bdp-list');
  const transactions = useApiData(
    (signal) =>
      apiGet(payButtons.transactions, {
        signal,
        params: {
          estado: statusFilter === 0 ? undefined : String(statusFilter),
          pagina: page === 1 ? undefined : String(page),
        },
      }),
    `bdp-transactions-${statusFilter}-${page}-${version}`,
  );
  const served = transactions.state.status === 'ready' ? transactions.state.data : null;
  // The pages stay while the next one loads: the focus stays on 'Siguiente'.
  const [pageCount, setPageCount] = useState(1);
  const servedCount = served ? Math.max(Math.ceil(served.total / served.pageSize), 1) : null;
  if (servedCount !== null && servedCount !== pageCount) setPageCount(servedCount);
  const list = buttons.state.status === 'ready' ? buttons.state.data.buttons : [];
  const bank = list.find((b) => b.Id === bankId);

  /** The outcome, asked by the window that started the payment with its state. */
  async function check(started: payButtons.CreateResponse) {
    setChecking(true);
    try {
      const answer = await apiGet(payButtons.authorization, {
        params: { id: started.transaction.id },
        headers: { [payButtons.AUTH_STATE_HEADER]: started.authState },
        onError: false,
      });
      setOutcome(answer.transaction);
      if (answer.transaction.statusId !== payButtons.TRANSACTION_STATUS.pending) {
        setPayment(null);
        markTransaction(null);
      }
    } catch (error) {
      if (outcomeOf(error).status === 'failed') setFailed(true);
    } finally {
      setChecking(false);
      setVersion((n) => n + 1);
    }
  }

  async function pay(event: FormEvent) {
    event.preventDefault();
    if (running) return;
    const found: typeof errors = {};
    if (!bank) found.bank = m.bankRequired;
    if (amount === null) found.amount = m.amountRequired;
    setErrors(found);
    if (!bank || amount === null) return;
    setRunning(true);
    setRefusal(null);
    setFailed(false);
    setOutcome(null);
    // Opened in this press: after the server's answer the browser would block it.
    const opened = openBankWindow(bank.Id, messages.popup.checking);
    try {
      const started = await apiSend(
        payButtons.create,
        { amount, investment: paying?.investment ?? null },
        {
          params: { id: bank.Id },
          headers: { [fundOperations.IDEMPOTENCY_KEY_HEADER]: key.current },
          onError: false,
        },
      );
      key.current = crypto.randomUUID();
      markTransaction(started.transaction.id);
      setPayment({ started, bank, blocked: !opened });
      setVersion((n) => n + 1);
      if (opened) {
        opened.location.href = started.bankUrl;
        stopWatch.current();
        stopWatch.current = watchClosed(opened, () => void check(started));
      }
    } catch (error) {
      opened?.close();
      const result = outcomeOf(error);
      if (result.status === 'refused') {
        key.current = crypto.randomUUID();
        if (result.path?.[0] === 'amount') setErrors({ amount: result.message });
        else setRefusal(result.message);
      } else setFailed(true);
    } finally {
      setRunning(false);
    }
  }

  async function cancel(row: PayTransaction) {
    const found =
      transactions.state.status === 'ready'
        ? transactions.state.data.rows.find((t) => t.id === row.id)
        : undefined;
    if (!found) return;
    setCancellingId(row.id);
    setNotice(
      await actionNotice(
        () =>
          apiSend(
            payButtons.cancel,
            { IdTrx: found.id, IdPayButton: found.payButtonId, State: 8 },
            { onError: false },
          ),
        messages.list.cancelled,
      ),
    );
    setCancellingId(undefined);
    if (payment?.started.transaction.id === found.id) {
      stopWatch.current();
      setPayment(null);
      markTransaction(null);
    }
    setVersion((n) => n + 1);
  }

  return (
    <Stack gap="lg">
      <Heading level={1}>{m.title}</Heading>
      <Text tone="secondary">{m.intro}</Text>
      <CurrentAccountBalance version={version} />
      {outcome ? <PaymentResult transaction={outcome} /> : null}
      <ApiState state={access.state} retry={access.retry}>
        {(allowed) =>
          allowed.mensaje ? (
            <Alert priority="warning">{allowed.mensaje}</Alert>
          ) : (
            <form onSubmit={(event) => void pay(event)} noValidate aria-label={m.title}>
              <Stack gap="md">
                {paying ? (
                  <Alert
                    priority={
                      quote.status === 'refused' || quote.status === 'failed' ? 'error' : 'info'
                    }
                    isLive
                  >
                    <Stack gap="xs">
                      <Text>
                        {quote.status === 'done' && quote.data
                          ? m.investIntro(pesos(paying.amount), quote.data.fundName)
                          : quote.status === 'refused'
                            ? quote.message
                            : quote.status === 'failed'
                              ? messages.result.failed
                              : m.loadingInvestment}
                      </Text>
                      <Link href={buyDataHref(paying.draft)}>{m.changeInvestment}</Link>
                    </Stack>
                  </Alert>
                ) : (
                  <Box maxWidth="form">
                    <CurrencyField
                      label={m.amount}
                      currency="CLP"
                      value={amount}
                      onChange={(value) => {
                        setAmount(value);
                        setErrors((old) => ({ ...old, amount: undefined }));
                      }}
                      description={
                        bank
                          ? m.amountHint(pesos(bank.MinAmount), pesos(bank.MaxAmount))
                          : undefined
                      }
                      isRequired
                      isInvalid={Boolean(errors.amount)}
                      errorMessage={errors.amount}
                    />
                  </Box>
                )}
                <div>
                  <PayButtonList
                    title={m.chooseBank}
                    buttons={list.map(toOption)}
                    selectedId={bankId ?? undefined}
                    amount={amount ?? undefined}
                    onSelect={(id) => {
                      setBankId(Number(id));
                      setErrors((old) => ({ ...old, bank: undefined }));
                    }}
                    isLoading={buttons.state.status === 'loading'}
                    hasError={buttons.state.status === 'error'}
                    onRetry={buttons.retry}
                  />
                  <ProblemAlert message={errors.bank} />
                </div>
                <ProblemAlert message={refusal} />
                <ProblemAlert message={failed ? messages.result.failed : null} />
                <div>
                  <Button type="submit" isPending={running} pendingLabel={m.paying}>
                    {m.pay}
                  </Button>
                </div>
                {payment ? (
                  <Alert priority={payment.blocked ? 'warning' : 'info'} isLive>
                    <Stack gap="xs">
                      <Text>
                        {payment.blocked
                          ? messages.popup.blocked
                          : messages.popup.waiting(payment.bank.Name)}
                      </Text>
                      <Link href={payment.started.bankUrl} target={bankWindowName(payment.bank.Id)}>
                        {payment.blocked
                          ? messages.popup.blockedLink(payment.bank.Name)
                          : messages.popup.reopen}
                      </Link>
                      <div>
                        <Button
                          variant="secondary"
                          size="sm"
                          isPending={checking}
                          pendingLabel={messages.popup.checking}
                          onPress={() => void check(payment.started)}
                        >
                          {messages.popup.checkNow}
                        </Button>
                      </div>
                    </Stack>
                  </Alert>
                ) : null}
              </Stack>
            </form>
          )
        }
      </ApiState>
      <NoticeAlert notice={notice} />
      <PayTransactionList
        transactions={served ? served.rows.map(toRow) : []}
        statusFilter={statusFilter}
        onStatusFilterChange={(id) => {
          setStatusFilter(id);
          setPage(1);
        }}
        serverPages={{ page, pageCount, onPageChange: setPage }}
        onCancel={(row) => void cancel(row)}
        cancellingId={cancellingId}
        isLoading={transactions.state.status === 'loading'}
        hasError={transactions.state.status === 'error'}
        onRetry={transactions.retry}
        highlightedId={outcome?.id}
      />
    </Stack>
  );
}
