import { Heading, Loader, Stack, Text } from '@inversiones/design-system';
import { strategies } from '@inversiones/contract';
import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { apiGet } from '../../http/client.ts';
import { usePageTitle } from '../../store/page-title.ts';
import { ApiState } from '../api-state/ApiState.tsx';
import { useApiData } from '../api-state/use-api-data.ts';
import * as messages from './messages.ts';
import { PlanForm } from './PlanForm.tsx';
import { draftOf, planOf, queryOf, type PlanDraft } from './plan-query.ts';
import { SavedStrategies } from './SavedStrategies.tsx';

// The projection (its chart and tables) loads once there is a plan to show.
const SimulationResult = lazy(async () => ({
  default: (await import('./SimulationResult.tsx')).SimulationResult,
}));

/**
 * /ffmm/inviertePorObjetivos (spec 2, spec 7 "strategies"): a plan, its projection under the
 * profile's model portfolio, investing in its funds, and the saved strategies. The plan lives in
 * the URL: a reload or the browser's back shows the same simulation.
 */
export function StrategyPage() {
  usePageTitle(messages.page.title);
  const [query, setQuery] = useSearchParams();
  const [savedVersion, setSavedVersion] = useState(0);
  const draft = draftOf(query);
  const plan = planOf(draft);
  const { state, retry } = useApiData(
    (signal) =>
      Promise.all([
        apiGet(strategies.objectives, { signal }),
        apiGet(strategies.riskProfiles, { signal }),
      ]),
    'strategy-lists',
  );
  const show = (next: PlanDraft, replace = false) => setQuery(queryOf(next), { replace });

  return (
    <Stack gap="lg">
      <Heading level={1}>{messages.page.title}</Heading>
      <Text>{messages.page.intro}</Text>
      <ApiState state={state} retry={retry}>
        {([{ objectives }, { profiles }]) => (
          <Stack gap="xl">
            <PlanForm
              // A new plan in the URL (a saved one opened) starts the form again.
              key={query.toString()}
              draft={draft}
              objectives={objectives}
              profiles={profiles}
              isSimulating={false}
              onSubmit={(next) => show(next)}
            />
            {plan ? (
              <Suspense
                fallback={<Loader kind="placeholder" variant={3} label={messages.states.loading} />}
              >
                <SimulationResult
                  key={JSON.stringify(plan)}
                  plan={plan}
                  objectiveName={objectives.find((o) => o.id === plan.objectiveId)?.name ?? ''}
                  strategyId={draft.strategyId}
                  onUseMonthly={(monthlyAmount) => show({ ...draft, monthlyAmount })}
                  onSaved={(strategyId) => {
                    setSavedVersion((n) => n + 1);
                    show({ ...draft, strategyId }, true);
                  }}
                />
              </Suspense>
            ) : null}
            <SavedStrategies
              objectives={objectives}
              version={savedVersion}
              onOpen={(strategy) => show({ ...strategy, strategyId: strategy.id })}
            />
          </Stack>
        )}
      </ApiState>
    </Stack>
  );
}
