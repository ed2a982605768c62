import {
  Alert,
  AmountEntry,
  Box,
  OperationSteps,
  RadioGroup,
  Select,
  Stack,
  TextField,
} from '@inversiones/design-system';
import { fundOperations } from '@inversiones/contract';
import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { apiGet, apiSend } from '../../http/client.ts';
import { ApiState } from '../api-state/ApiState.tsx';
import { useApiData } from '../api-state/use-api-data.ts';
import { TabSection } from '../funds/TabSection.tsx';
import * as messages from './messages.ts';
import { money, units as formatUnits } from './money.ts';
import { sellConfirmHref, sellDraftOf, type SellDraft } from './routes.ts';
import { DataStepFooter } from './DataStepFooter.tsx';
import { useDataStep, type StepErrors } from './use-data-step.ts';

type Options = fundOperations.RedeemOptionsResponse;
type Holding = fundOperations.Redeemable;
type Field = 'holding' | 'mode' | 'amount' | 'units' | 'destinationId';
type Errors = StepErrors<Field>;

const holdingKey = (h: Pick<Holding, 'accountId' | 'fundId' | 'seriesId'>) =>
  `${h.accountId}|${h.fundId}|${h.seriesId}`;

/** Units as typed in es-CL ('1.234,5678'), or null when it is not a number of units. */
export function parseUnits(text: string): number | null {
  const clean = text.trim().replaceAll('.', '');
  if (!/^\d{1,12}(,\d{1,4})?$/.test(clean)) return null;
  const value = Number(clean.replace(',', '.'));
  return value > 0 ? value : null;
}

const MODE_KEYS = ['monto', 'cuotas', 'total'] as const;
const FIELD_ORDER: Field[] = ['holding', 'mode', 'amount', 'units', 'destinationId'];

function SellForm({ options }: { options: Options }) {
  const [query] = useSearchParams();
  const navigate = useNavigate();
  const [draft, setDraft] = useState<SellDraft>(() => {
    const initial = sellDraftOf(query);
    const only = options.holdings.length === 1 ? options.holdings[0] : undefined;
    return initial.fundId || !only
      ? initial
      : { ...initial, fundId: only.fundId, seriesId: only.seriesId, accountId: only.accountId };
  });
  const [unitsText, setUnitsText] = useState(
    draft.units ? String(draft.units).replace('.', ',') : '',
  );
  const { form, errors, checking, clear, check } = useDataStep(FIELD_ORDER);
  const holding = options.holdings.find(
    (h) =>
      h.fundId === draft.fundId && h.seriesId === draft.seriesId && h.accountId === draft.accountId,
  );
  const destinations = options.destinations.filter(
    (d) => !holding || d.currency === holding.currency,
  );

  const update = (change: Partial<SellDraft>, field: Field) => {
    setDraft((old) => ({ ...old, ...change }));
    clear(field);
  };

  function problems(): Errors {
    const found: Errors = {};
    if (!holding) found.holding = messages.errors.chooseHolding;
    if (!draft.mode) found.mode = messages.errors.chooseMode;
    if (draft.mode === 'monto' && draft.amount === null) found.amount = messages.errors.enterAmount;
    if (draft.mode === 'cuotas' && parseUnits(unitsText) === null)
      found.units = messages.errors.enterUnits;
    if (!draft.destinationId || !destinations.some((d) => d.id === draft.destinationId)) {
      found.destinationId = messages.errors.chooseDestination;
    }
    return found;
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const complete: SellDraft = { ...draft, units: parseUnits(unitsText) };
    void check(
      problems(),
      () =>
        apiSend(
          fundOperations.redeemSimulation,
          {
            fundId: complete.fundId as string,
            seriesId: complete.seriesId as string,
            accountId: complete.accountId as string,
            mode: complete.mode as fundOperations.RedeemRequest['mode'],
            ...(complete.mode === 'monto' ? { amount: complete.amount as number } : {}),
            ...(complete.mode === 'cuotas' ? { units: complete.units as number } : {}),
            destinationId: complete.destinationId as string,
          },
          { onError: false },
        ),
      () => navigate(sellConfirmHref(complete, crypto.randomUUID())),
    );
  }

  if (options.holdings.length === 0) {
    return <Alert priority="info">{messages.errors.noBalance}</Alert>;
  }

  return (
    <form ref={form} onSubmit={submit} noValidate aria-label={messages.steps.sellData}>
      <Box maxWidth="form">
        <Stack gap="md">
          <div data-field="holding">
            <Select
              label={messages.fields.holding}
              placeholder={messages.fields.holdingPlaceholder}
              options={options.holdings.map((h) => ({
                key: holdingKey(h),
                value: messages.describe.holding(h.fundName, h.seriesId, h.accountId),
                isDisabled: !h.redeemEnabled,
              }))}
              value={holding ? holdingKey(holding) : null}
              onChange={(key) => {
                const chosen = options.holdings.find((h) => holdingKey(h) === key);
                update(
                  {
                    fundId: chosen?.fundId ?? null,
                    seriesId: chosen?.seriesId ?? null,
                    accountId: chosen?.accountId ?? null,
                    destinationId: null,
                    amount: null,
                  },
                  'holding',
                );
              }}
              isRequired
              isInvalid={Boolean(errors.holding)}
              errorMessage={errors.holding}
              description={
                holding
                  ? `${messages.describe.available}: ${money(holding.availableValue)}. ${messages.describe.units(formatUnits(holding.availableUnits))}`
                  : undefined
              }
            />
          </div>
          {holding?.afterHoursNotice ? (
            <Alert priority="info">{messages.errors.afterHoursReduce}</Alert>
          ) : null}
          <div data-field="mode">
            <RadioGroup
              label={messages.fields.mode}
              options={MODE_KEYS.map((key) => ({ key, value: messages.modes[key] }))}
              value={draft.mode}
              onChange={(mode) => update({ mode: mode as SellDraft['mode'] }, 'mode')}
              isRequired
              isInvalid={Boolean(errors.mode)}
              errorMessage={errors.mode}
            />
          </div>
          {draft.mode === 'monto' ? (
            <div data-field="amount">
              <AmountEntry
                key={holding?.currency ?? 'CLP'}
                label={messages.fields.redeemAmount}
                currency={holding?.currency === 'USD' ? 'USD' : 'CLP'}
                value={draft.amount}
                onChange={(amount) => update({ amount }, 'amount')}
                description={
                  holding ? messages.describe.partialLimit(money(holding.partialLimit)) : undefined
                }
                errorMessage={errors.amount ?? null}
                isRequired
              />
            </div>
          ) : null}
          {draft.mode === 'cuotas' ? (
            <div data-field="units">
              <TextField
                label={messages.fields.redeemUnits}
                value={unitsText}
                onChange={(text) => {
                  setUnitsText(text);
                  clear('units');
                }}
                inputMode="decimal"
                rule={null}
                maxLength={20}
                isRequired
                isInvalid={Boolean(errors.units)}
                errorMessage={errors.units}
                description={
                  holding ? messages.describe.units(formatUnits(holding.availableUnits)) : undefined
                }
              />
            </div>
          ) : null}
          <div data-field="destinationId">
            <Select
              label={messages.fields.destination}
              placeholder={messages.fields.destinationPlaceholder}
              options={destinations.map((d) => ({ key: d.id, value: d.name }))}
              value={draft.destinationId}
              onChange={(destinationId) => update({ destinationId }, 'destinationId')}
              isRequired
              isInvalid={Boolean(errors.destinationId)}
              errorMessage={errors.destinationId}
            />
          </div>
          <DataStepFooter error={errors.form} checking={checking} />
        </Stack>
      </Box>
    </form>
  );
}

/** Vender (rescate), the data step: which holding, how much, where the money goes. */
export function SellData() {
  const { state, retry } = useApiData(
    (signal) => apiGet(fundOperations.redeemOptions, { signal }),
    'redeemOptions',
  );
  return (
    <TabSection title={messages.steps.sellData}>
      <OperationSteps current="data" />
      <ApiState state={state} retry={retry}>
        {(options) => <SellForm options={options} />}
      </ApiState>
    </TabSection>
  );
}
