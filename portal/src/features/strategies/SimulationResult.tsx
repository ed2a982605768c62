import {
  Alert,
  Box,
  Button,
  DataTable,
  Heading,
  Link,
  Loader,
  ProjectionChart,
  Stack,
  Text,
  TextField,
  type DataTableColumn,
} from '@inversiones/design-system';
import { formatCurrency, formatPercent } from '@inversiones/design-system/es-cl';
import { strategies } from '@inversiones/contract';
import { useId, useRef, useState } from 'react';
import { apiSend } from '../../http/client.ts';
import { outcomeOf, useOnMount } from '../fund-operations/use-operation.ts';
import * as messages from './messages.ts';
import { investHref } from './plan-query.ts';

type Fund = strategies.Simulation['allocation'][number];

const columns: DataTableColumn<Fund>[] = [
  { id: 'fund', header: messages.result.fund, value: (f) => f.fundName, isRowHeader: true },
  {
    id: 'weight',
    header: messages.result.weight,
    value: (f) => f.weight,
    cell: (f) => formatPercent(f.weight, { decimals: 0 }),
    numeric: true,
  },
  {
    id: 'initial',
    header: messages.result.initial,
    value: (f) => f.initialAmount.amount,
    cell: (f) => formatCurrency(f.initialAmount.amount),
    numeric: true,
  },
  {
    id: 'monthly',
    header: messages.result.monthly,
    value: (f) => f.monthlyAmount.amount,
    cell: (f) => formatCurrency(f.monthlyAmount.amount),
    numeric: true,
  },
  {
    id: 'invest',
    header: messages.result.invest,
    sortable: false,
    hideLabelOnCard: true,
    // A strategy invests through the invest operation, fund by fund, prefilled.
    cell: (f) => (
      <Link
        href={investHref(f.fundId, f.seriesId, f.initialAmount.amount)}
        variant="standalone"
        aria-label={messages.result.investIn(f.fundName)}
      >
        {messages.result.invest}
      </Link>
    ),
  },
];

export interface SimulationResultProps {
  plan: strategies.Plan;
  objectiveName: string;
  /** The saved strategy the plan is (saving replaces it), or null for a new one. */
  strategyId: string | null;
  onUseMonthly: (monthly: number) => void;
  /** The strategy was saved under `id` (the list refreshes, the URL keeps the id). */
  onSaved: (id: string) => void;
}

/** The simulator's answer: the outcome, the projection, the portfolio, the assumptions, save. */
export function SimulationResult({
  plan,
  objectiveName,
  strategyId,
  onUseMonthly,
  onSaved,
}: SimulationResultProps) {
  const titleId = useId();
  const { outcome, retry } = useOnMount(
    (signal) => apiSend(strategies.simulate, plan, { signal, onError: false }),
    JSON.stringify(plan),
  );
  const [name, setName] = useState(objectiveName);
  const [saving, setSaving] = useState<'idle' | 'running' | 'done' | 'failed' | 'empty'>('idle');
  const id = useRef(strategyId ?? crypto.randomUUID());

  async function save() {
    if (saving === 'running') return;
    if (!name.trim()) return setSaving('empty');
    setSaving('running');
    try {
      await apiSend(
        strategies.saveStrategy,
        { ...plan, name: name.trim() },
        { params: { id: id.current }, onError: false },
      );
      setSaving('done');
      onSaved(id.current);
    } catch (error) {
      outcomeOf(error);
      setSaving('failed');
    }
  }

  return (
    <section aria-labelledby={titleId}>
      <Stack gap="md">
        <Heading level={2} size="xl" id={titleId}>
          {messages.result.title}
        </Heading>
        {outcome.status === 'running' ? (
          <Loader kind="placeholder" variant={3} label={messages.states.loading} />
        ) : outcome.status !== 'done' ? (
          <Stack gap="sm">
            <Alert priority="error" isLive>
              {outcome.status === 'refused' ? outcome.message : messages.result.failed}
            </Alert>
            <div>
              <Button variant="secondary" onPress={retry}>
                {messages.result.retry}
              </Button>
            </div>
          </Stack>
        ) : (
          <Stack gap="lg">
            <Stack gap="sm">
              <Alert priority={outcome.data.reachesGoal ? 'success' : 'info'} isLive>
                {outcome.data.reachesGoal
                  ? messages.result.reaches(
                      plan.years,
                      formatCurrency(outcome.data.points.at(-1)?.expected.amount ?? 0),
                    )
                  : messages.result.falls(
                      plan.years,
                      formatCurrency(outcome.data.points.at(-1)?.expected.amount ?? 0),
                      formatCurrency(outcome.data.suggestedMonthly.amount),
                    )}
              </Alert>
              {!outcome.data.reachesGoal && outcome.data.suggestedMonthly.amount > 0 ? (
                <div>
                  <Button
                    variant="secondary"
                    onPress={() => onUseMonthly(outcome.data.suggestedMonthly.amount)}
                  >
                    {messages.result.useSuggested}
                  </Button>
                </div>
              ) : null}
            </Stack>
            <ProjectionChart
              title={messages.result.chart}
              headingLevel={3}
              goal={plan.goal}
              points={outcome.data.points.map((p) => ({
                year: p.year,
                contributed: p.contributed.amount,
                pessimistic: p.pessimistic.amount,
                expected: p.expected.amount,
                optimistic: p.optimistic.amount,
              }))}
            />
            <Text tone="secondary">
              {messages.result.rates(
                formatPercent(outcome.data.rates.pessimistic),
                formatPercent(outcome.data.rates.expected),
                formatPercent(outcome.data.rates.optimistic),
              )}
            </Text>
            <Stack gap="sm">
              <Heading level={3} size="lg">
                {messages.result.allocation}
              </Heading>
              <DataTable
                aria-label={messages.result.allocation}
                columns={columns}
                data={outcome.data.allocation}
                getRowId={(f) => `${f.fundId}-${f.seriesId}`}
                density="compact"
              />
            </Stack>
            <Stack gap="sm">
              <Heading level={3} size="lg">
                {messages.result.assumptions}
              </Heading>
              {outcome.data.assumptions.map((text) => (
                <Text key={text} size="sm" tone="secondary">
                  {text}
                </Text>
              ))}
            </Stack>
            <Box maxWidth="form">
              <Stack gap="sm">
                <TextField
                  label={messages.save.name}
                  value={name}
                  onChange={(value) => {
                    setName(value);
                    if (saving === 'empty') setSaving('idle');
                  }}
                  maxLength={strategies.NAME_MAX}
                  isInvalid={saving === 'empty'}
                  errorMessage={messages.save.enterName}
                />
                <div>
                  <Button
                    variant="primary"
                    onPress={() => void save()}
                    isPending={saving === 'running'}
                    pendingLabel={messages.save.saving}
                  >
                    {messages.save.action}
                  </Button>
                </div>
                {saving === 'done' ? (
                  <Alert priority="success" isLive>
                    {messages.save.saved(name.trim())}
                  </Alert>
                ) : saving === 'failed' ? (
                  <Alert priority="error" isLive>
                    {messages.save.failed}
                  </Alert>
                ) : null}
              </Stack>
            </Box>
          </Stack>
        )}
      </Stack>
    </section>
  );
}
