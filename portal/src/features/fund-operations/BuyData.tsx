import {
  Alert,
  AmountEntry,
  Box,
  OperationSteps,
  RadioGroup,
  Select,
  Stack,
} from '@inversiones/design-system';
import { fundOperations } from '@inversiones/contract';
import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { apiGet, apiSend } from '../../http/client.ts';
import { ApiState } from '../api-state/ApiState.tsx';
import { useApiData } from '../api-state/use-api-data.ts';
import { TabSection } from '../funds/TabSection.tsx';
import * as messages from './messages.ts';
import { money } from './money.ts';
import { buyConfirmHref, buyDraftOf, type BuyDraft } from './routes.ts';
import { DataStepFooter } from './DataStepFooter.tsx';
import { useDataStep, type StepErrors } from './use-data-step.ts';

type Options = fundOperations.InvestOptionsResponse;
type Field = 'fundId' | 'seriesId' | 'accountId' | 'amount' | 'paymentWay';
type Errors = StepErrors<Field>;

/**
 * The draft completed: a chosen fund starts on its first series (the general one, 'A', where it
 * has it), and the only account is chosen.
 */
function completed(draft: BuyDraft, options: Options): BuyDraft {
  const fund = options.funds.find((f) => f.id === draft.fundId);
  const seriesId =
    fund && !fund.series.some((s) => s.id === draft.seriesId)
      ? (fund.series[0]?.id ?? null)
      : draft.seriesId;
  const accountId =
    draft.accountId && options.accounts.some((a) => a.id === draft.accountId)
      ? draft.accountId
      : options.accounts.length === 1
        ? (options.accounts[0]?.id ?? null)
        : null;
  // A dollar fund cannot be paid by a payment button: that choice is undone.
  const paymentWay =
    draft.paymentWay === 'botonPago' && fund && fund.currency !== 'CLP' ? null : draft.paymentWay;
  return { ...draft, seriesId: fund ? seriesId : draft.seriesId, accountId, paymentWay };
}

function problems(draft: BuyDraft): Errors {
  const errors: Errors = {};
  if (!draft.fundId) errors.fundId = messages.errors.chooseFund;
  if (!draft.seriesId) errors.seriesId = messages.errors.chooseSeries;
  if (!draft.accountId) errors.accountId = messages.errors.chooseAccount;
  if (draft.amount === null) errors.amount = messages.errors.enterAmount;
  if (!draft.paymentWay) errors.paymentWay = messages.errors.choosePayment;
  return errors;
}

const FIELD_ORDER: Field[] = ['fundId', 'seriesId', 'accountId', 'amount', 'paymentWay'];

function BuyForm({ options }: { options: Options }) {
  const [query] = useSearchParams();
  const navigate = useNavigate();
  const [draft, setDraft] = useState<BuyDraft>(() => completed(buyDraftOf(query), options));
  const { form, errors, checking, clear, check } = useDataStep(FIELD_ORDER);
  const fund = options.funds.find((f) => f.id === draft.fundId);
  const series = fund?.series.find((s) => s.id === draft.seriesId);
  const ccm = options.paymentWays.find((w) => w.id === 'saldoCcm');
  const ccmAvailable = fund && ccm?.available.find((m) => m.currency === fund.currency);

  const update = (change: Partial<BuyDraft>, field: Field) => {
    setDraft((old) => completed({ ...old, ...change }, options));
    clear(field);
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    const request = {
      fundId: draft.fundId as string,
      seriesId: draft.seriesId as string,
      accountId: draft.accountId as string,
      amount: draft.amount as number,
      paymentWay: draft.paymentWay as fundOperations.PaymentWay,
      acceptsProfileMismatch: false,
    };
    void check(
      problems(draft),
      // The server's rules (minimum, balance, schedule) answer here, on the field they concern.
      () => apiSend(fundOperations.investSimulation, request, { onError: false }),
      // The confirm step's idempotency key is created as it opens, and kept in its URL.
      () => navigate(buyConfirmHref(draft, crypto.randomUUID())),
    );
  }

  if (options.accounts.length === 0) {
    return <Alert priority="warning">{messages.errors.noAccounts}</Alert>;
  }

  return (
    <form ref={form} onSubmit={submit} noValidate aria-label={messages.steps.buyData}>
      <Box maxWidth="form">
        <Stack gap="md">
          <div data-field="fundId">
            <Select
              label={messages.fields.fund}
              placeholder={messages.fields.fundPlaceholder}
              options={options.funds.map((f) => ({
                key: f.id,
                value: `${f.name} (${messages.describe.risk(f.riskLevel)})`,
              }))}
              value={draft.fundId}
              onChange={(fundId) => update({ fundId, seriesId: null, amount: null }, 'fundId')}
              isRequired
              isInvalid={Boolean(errors.fundId)}
              errorMessage={errors.fundId}
              description={fund ? messages.describe.cutOff(fund.cutOffTime) : undefined}
            />
          </div>
          <div data-field="seriesId">
            <Select
              label={messages.fields.series}
              options={(fund?.series ?? []).map((s) => ({
                key: s.id,
                value: `Serie ${s.id}: ${s.description}`,
              }))}
              value={draft.seriesId}
              onChange={(seriesId) => update({ seriesId }, 'seriesId')}
              isRequired
              isDisabled={!fund}
              isInvalid={Boolean(errors.seriesId)}
              errorMessage={errors.seriesId}
            />
          </div>
          <div data-field="accountId">
            <Select
              label={messages.fields.account}
              options={options.accounts.map((a) => ({ key: a.id, value: `${a.name} N° ${a.id}` }))}
              value={draft.accountId}
              onChange={(accountId) => update({ accountId }, 'accountId')}
              isRequired
              isInvalid={Boolean(errors.accountId)}
              errorMessage={errors.accountId}
            />
          </div>
          <div data-field="paymentWay">
            <RadioGroup
              label={messages.fields.paymentWay}
              options={options.paymentWays
                // The payment buttons move pesos: offered for pesos funds only.
                .filter((w) => w.id !== 'botonPago' || !fund || fund.currency === 'CLP')
                .map((w) => ({
                  key: w.id,
                  value:
                    w.id === 'saldoCcm'
                      ? ccmAvailable
                        ? messages.describe.ccm(money(ccmAvailable))
                        : messages.describe.ccmNone
                      : w.name,
                }))}
              value={draft.paymentWay}
              onChange={(value) =>
                update({ paymentWay: value as fundOperations.PaymentWay | null }, 'paymentWay')
              }
              isRequired
              isInvalid={Boolean(errors.paymentWay)}
              errorMessage={errors.paymentWay}
            />
          </div>
          {options.afterHoursNotice && draft.paymentWay === 'saldoCcm' ? (
            <Alert priority="info">{messages.errors.afterHoursReduce}</Alert>
          ) : null}
          <div data-field="amount">
            <AmountEntry
              key={fund?.currency ?? 'CLP'}
              label={messages.fields.amount}
              currency={fund?.currency === 'USD' ? 'USD' : 'CLP'}
              value={draft.amount}
              onChange={(amount) => update({ amount }, 'amount')}
              minValue={series?.minimumAdditional.amount}
              available={
                draft.paymentWay === 'saldoCcm' && ccmAvailable ? ccmAvailable.amount : undefined
              }
              errorMessage={errors.amount ?? null}
              isRequired
              isDisabled={!fund}
            />
          </div>
          <DataStepFooter error={errors.form} checking={checking} />
        </Stack>
      </Box>
    </form>
  );
}

/** Comprar, the data step: fund, series, account, amount and how to pay. */
export function BuyData() {
  const { state, retry } = useApiData(
    (signal) => apiGet(fundOperations.investOptions, { signal }),
    'investOptions',
  );
  return (
    <TabSection title={messages.steps.buyData}>
      <OperationSteps current="data" />
      <ApiState state={state} retry={retry}>
        {(options) => <BuyForm options={options} />}
      </ApiState>
    </TabSection>
  );
}
