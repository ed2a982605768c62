import {
  Alert,
  AmountEntry,
  Box,
  Button,
  ConfirmDialog,
  DataTable,
  Heading,
  ProfileFitAcceptance,
  Select,
  Stack,
  Text,
  type DataTableColumn,
} from '@inversiones/design-system';
import { fundOperations, pac } from '@inversiones/contract';
import { lazy, Suspense, useId, useRef, useState, type FormEvent } from 'react';
import { apiGet, apiSend } from '../../http/client.ts';
import { ApiState } from '../api-state/ApiState.tsx';
import { NoticeAlert, type Notice } from '../api-state/NoticeAlert.tsx';
import { useApiData } from '../api-state/use-api-data.ts';
import { TabSection } from '../funds/TabSection.tsx';
import * as messages from './messages.ts';
import { date, money } from './money.ts';
import { actionNotice, outcomeOf } from './use-operation.ts';

const m = messages.pac;

// The performance dialog (its summary card and the certificate) loads when first opened: the tab
// stays within the invest route's 60 KB.
const PacPerformanceDialog = lazy(async () => ({
  default: (await import('./PacPerformanceDialog.tsx')).PacPerformanceDialog,
}));
type Options = fundOperations.InvestOptionsResponse;
type Mandate = pac.Pac;

/** The new PAC form: fund, series, account, the monthly amount, and the fit above the profile. */
function PacForm({ options, onCreated }: { options: Options; onCreated: () => void }) {
  const titleId = useId();
  const [fundId, setFundId] = useState<string | null>(null);
  const [seriesId, setSeriesId] = useState<string | null>(null);
  const [accountId, setAccountId] = useState<string | null>(options.accounts[0]?.id ?? null);
  const [amount, setAmount] = useState<number | null>(null);
  const [accepted, setAccepted] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [state, setState] = useState<'idle' | 'running' | 'done'>('idle');
  // One key per PAC being created: a retry or a double press creates one.
  const key = useRef(crypto.randomUUID());
  const fund = options.funds.find((f) => f.id === fundId);
  const above = fund ? fund.riskLevel > options.maxRiskLevel : false;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (state === 'running') return;
    if (!fundId || !seriesId || !accountId || !amount) {
      setError(messages.errors.enterAmount);
      return;
    }
    if (above && !accepted) {
      setError(messages.summary.acceptRequired);
      return;
    }
    setState('running');
    setError(null);
    try {
      await apiSend(
        pac.create,
        {
          fundId,
          seriesId,
          accountId,
          amount,
          paymentWay: 'cargoCuentaBancaria',
          acceptsProfileMismatch: above && accepted,
        },
        { headers: { [fundOperations.IDEMPOTENCY_KEY_HEADER]: key.current }, onError: false },
      );
      key.current = crypto.randomUUID();
      setState('done');
      setAmount(null);
      onCreated();
    } catch (failure) {
      const outcome = outcomeOf(failure);
      setError(outcome.status === 'refused' ? outcome.message : messages.summary.failed);
      setState('idle');
    }
  }

  return (
    <section aria-labelledby={titleId}>
      <Stack gap="md">
        <Heading level={3} size="lg" id={titleId}>
          {m.newTitle}
        </Heading>
        <form onSubmit={submit} noValidate aria-labelledby={titleId}>
          <Box maxWidth="form">
            <Stack gap="md">
              <Select
                label={messages.fields.fund}
                placeholder={messages.fields.fundPlaceholder}
                options={options.funds.map((f) => ({
                  key: f.id,
                  value: `${f.name} (${messages.describe.risk(f.riskLevel)})`,
                }))}
                value={fundId}
                onChange={(id) => {
                  setFundId(id);
                  setSeriesId(options.funds.find((f) => f.id === id)?.series[0]?.id ?? null);
                  setAccepted(false);
                  setState('idle');
                }}
                isRequired
              />
              <Select
                label={messages.fields.series}
                options={(fund?.series ?? []).map((s) => ({
                  key: s.id,
                  value: `Serie ${s.id}: ${s.description}`,
                }))}
                value={seriesId}
                onChange={setSeriesId}
                isDisabled={!fund}
                isRequired
              />
              <Select
                label={messages.fields.account}
                options={options.accounts.map((a) => ({
                  key: a.id,
                  value: `${a.name} N° ${a.id}`,
                }))}
                value={accountId}
                onChange={setAccountId}
                isRequired
              />
              <AmountEntry
                label={m.amount}
                currency={fund?.currency === 'USD' ? 'USD' : 'CLP'}
                value={amount}
                onChange={(value) => {
                  setAmount(value);
                  setState('idle');
                }}
                minValue={fund?.series.find((s) => s.id === seriesId)?.minimumAdditional.amount}
                isRequired
                isDisabled={!fund}
              />
              {fund && above ? (
                <ProfileFitAcceptance
                  fundName={fund.name}
                  fundRiskLevel={fund.riskLevel}
                  profileName={options.profile}
                  maxRiskLevel={options.maxRiskLevel}
                  isAccepted={accepted}
                  onChange={setAccepted}
                  isInvalid={error === messages.summary.acceptRequired}
                  errorMessage={messages.summary.acceptRequired}
                />
              ) : null}
              {error && error !== messages.summary.acceptRequired ? (
                <Alert priority="error" isLive>
                  {error}
                </Alert>
              ) : null}
              {state === 'done' ? (
                <Alert priority="success" isLive>
                  {m.created}
                </Alert>
              ) : null}
              <div>
                <Button
                  type="submit"
                  variant="primary"
                  isPending={state === 'running'}
                  pendingLabel={m.creating}
                >
                  {m.create}
                </Button>
              </div>
            </Stack>
          </Box>
        </form>
      </Stack>
    </section>
  );
}

// The saving code loads on the first download: the tab's chunk stays small.
async function downloadMandate(id: string) {
  const { savePdfAnswer } = await import('../../wizard/documents/pdf-download.ts');
  await savePdfAnswer(() => apiSend(pac.mandatePdf, undefined, { params: { id }, onError: false }));
}

/** PAC: the client's monthly contributions, a new one, its mandate to read and sign, cancel. */
export function PacTab() {
  const [version, setVersion] = useState(0);
  const [notice, setNotice] = useState<Notice>(null);
  const [asked, setAsked] = useState<{ action: 'sign' | 'cancel'; mandate: Mandate } | null>(null);
  const [shown, setShown] = useState<Mandate | null>(null);
  const options = useApiData(
    (signal) => apiGet(fundOperations.investOptions, { signal }),
    'pac-options',
  );
  const list = useApiData((signal) => apiGet(pac.list, { signal }), `pac-list-${version}`);

  async function act(action: 'sign' | 'cancel', mandate: Mandate) {
    setNotice(null);
    const params = { params: { id: mandate.id }, onError: false } as const;
    setNotice(
      await actionNotice(
        () =>
          action === 'sign'
            ? apiSend(pac.sign, undefined, params)
            : apiSend(pac.cancel, undefined, params),
        action === 'sign' ? m.signed : m.cancelled,
      ),
    );
    setVersion((n) => n + 1);
  }

  const columns: DataTableColumn<Mandate>[] = [
    {
      id: 'fund',
      header: m.columns.fund,
      value: (p) => `${p.fundName}, Serie ${p.seriesId}`,
      isRowHeader: true,
    },
    {
      id: 'amount',
      header: m.columns.amount,
      value: (p) => p.amount.amount,
      cell: (p) => money(p.amount),
      numeric: true,
    },
    { id: 'status', header: m.columns.status, value: (p) => m.status[p.status] },
    {
      id: 'next',
      header: m.columns.next,
      value: (p) => p.nextDebit ?? '',
      cell: (p) => (p.nextDebit ? date(p.nextDebit) : '—'),
      numeric: true,
    },
    { id: 'debits', header: m.columns.debits, value: (p) => p.debits, numeric: true },
    {
      id: 'actions',
      header: m.columns.actions,
      sortable: false,
      hideLabelOnCard: true,
      cell: (p) => (
        <Stack direction="row" gap="xs" wrap>
          {p.status === 'pendienteFirma' ? (
            <>
              <Button
                variant="tertiary"
                size="sm"
                aria-label={m.mandateLabel(p.fundName)}
                onPress={() =>
                  void downloadMandate(p.id).catch(() =>
                    setNotice({ ok: false, text: m.downloadFailed }),
                  )
                }
              >
                {m.mandate}
              </Button>
              <Button
                variant="primary"
                size="sm"
                aria-label={m.signLabel(p.fundName)}
                onPress={() => setAsked({ action: 'sign', mandate: p })}
              >
                {m.sign}
              </Button>
            </>
          ) : (
            <Button
              variant="tertiary"
              size="sm"
              aria-label={m.performanceLabel(p.fundName)}
              onPress={() => setShown(p)}
            >
              {m.performanceOpen}
            </Button>
          )}
          {p.status !== 'anulado' ? (
            <Button
              variant="secondary"
              size="sm"
              aria-label={m.cancelLabel(p.fundName)}
              onPress={() => setAsked({ action: 'cancel', mandate: p })}
            >
              {m.cancel}
            </Button>
          ) : null}
        </Stack>
      ),
    },
  ];

  return (
    <TabSection title={m.title}>
      <Text tone="secondary">{m.intro}</Text>
      <NoticeAlert notice={notice} />
      <ApiState
        state={list.state}
        retry={list.retry}
        isEmpty={(answer) => answer.mandates.length === 0}
        empty={<Text>{m.empty}</Text>}
      >
        {(answer) => (
          <DataTable
            aria-label={m.listTitle}
            columns={columns}
            data={answer.mandates}
            getRowId={(p) => p.id}
            density="compact"
          />
        )}
      </ApiState>
      <ApiState state={options.state} retry={options.retry}>
        {(answer) => <PacForm options={answer} onCreated={() => setVersion((n) => n + 1)} />}
      </ApiState>
      {shown ? (
        <Suspense fallback={null}>
          <PacPerformanceDialog
            mandate={shown}
            onClose={() => setShown(null)}
            onDownloadFailed={() => {
              setShown(null);
              setNotice({ ok: false, text: m.performance.certificateFailed });
            }}
          />
        </Suspense>
      ) : null}
      <ConfirmDialog
        isOpen={asked !== null}
        onOpenChange={(open) => !open && setAsked(null)}
        title={asked?.action === 'sign' ? m.signTitle : m.cancelTitle}
        message={
          asked
            ? asked.action === 'sign'
              ? m.signBody(money(asked.mandate.amount), asked.mandate.fundName)
              : m.cancelBody(asked.mandate.fundName)
            : null
        }
        confirmLabel={asked?.action === 'sign' ? m.signConfirm : m.cancelConfirm}
        cancelLabel={m.keep}
        isDestructive={asked?.action === 'cancel'}
        onConfirm={() => {
          const chosen = asked;
          setAsked(null);
          if (chosen) void act(chosen.action, chosen.mandate);
        }}
      />
    </TabSection>
  );
}
