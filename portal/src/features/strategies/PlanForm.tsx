import {
  AmountEntry,
  Box,
  Button,
  NumericField,
  RadioGroup,
  Select,
  Stack,
} from '@inversiones/design-system';
import type { strategies } from '@inversiones/contract';
import { useRef, useState, type FormEvent } from 'react';
import * as messages from './messages.ts';
import type { PlanDraft } from './plan-query.ts';

type Field = 'objectiveId' | 'goal' | 'years' | 'profile';
const ORDER: Field[] = ['objectiveId', 'goal', 'years', 'profile'];

export interface PlanFormProps {
  draft: PlanDraft;
  objectives: readonly strategies.Objective[];
  profiles: readonly strategies.RiskProfile[];
  isSimulating: boolean;
  onSubmit: (draft: PlanDraft) => void;
}

/** The plan: objective, goal, horizon, what the client puts in and the risk profile. */
export function PlanForm({
  draft: initial,
  objectives,
  profiles,
  isSimulating,
  onSubmit,
}: PlanFormProps) {
  const current = profiles.find((p) => p.current)?.id ?? null;
  const [draft, setDraft] = useState<PlanDraft>(() => ({
    ...initial,
    profile: initial.profile ?? current,
  }));
  const [yearsText, setYearsText] = useState(draft.years ? String(draft.years) : '');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const form = useRef<HTMLFormElement>(null);

  const update = (change: Partial<PlanDraft>, field?: Field) => {
    setDraft((old) => ({ ...old, ...change }));
    if (field) setErrors((old) => ({ ...old, [field]: undefined }));
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    const years = /^\d{1,2}$/.test(yearsText) ? Number(yearsText) : null;
    const found: Partial<Record<Field, string>> = {};
    if (!draft.objectiveId) found.objectiveId = messages.form.chooseObjective;
    if (!draft.goal) found.goal = messages.form.enterGoal;
    if (!years || years < 1 || years > 40) found.years = messages.form.enterYears;
    if (!draft.profile) found.profile = messages.form.chooseProfile;
    setErrors(found);
    const first = ORDER.find((field) => found[field]);
    if (first) {
      form.current
        ?.querySelector<HTMLElement>(`[data-field="${first}"] :is(input, button)`)
        ?.focus();
      return;
    }
    onSubmit({ ...draft, years });
  }

  return (
    <form ref={form} onSubmit={submit} noValidate aria-label={messages.form.title}>
      <Box maxWidth="form">
        <Stack gap="md">
          <div data-field="objectiveId">
            <Select
              label={messages.form.objective}
              options={objectives.map((o) => ({ key: o.id, value: o.name }))}
              value={draft.objectiveId}
              onChange={(objectiveId) => {
                const objective = objectives.find((o) => o.id === objectiveId);
                update({ objectiveId }, 'objectiveId');
                // A horizon to start with: the objective's usual one.
                if (objective && !yearsText) setYearsText(String(objective.suggestedYears));
              }}
              description={objectives.find((o) => o.id === draft.objectiveId)?.description}
              isRequired
              isInvalid={Boolean(errors.objectiveId)}
              errorMessage={errors.objectiveId}
            />
          </div>
          <div data-field="goal">
            <AmountEntry
              label={messages.form.goal}
              currency="CLP"
              value={draft.goal}
              onChange={(goal) => update({ goal }, 'goal')}
              maxValue={10_000_000_000}
              errorMessage={errors.goal ?? null}
              isRequired
            />
          </div>
          <div data-field="years">
            <NumericField
              label={messages.form.years}
              value={yearsText}
              onChange={(text) => {
                setYearsText(text);
                setErrors((old) => ({ ...old, years: undefined }));
              }}
              maxLength={2}
              description={messages.form.yearsHint}
              isRequired
              isInvalid={Boolean(errors.years)}
              errorMessage={errors.years}
            />
          </div>
          <AmountEntry
            label={messages.form.initial}
            currency="CLP"
            value={draft.initialAmount}
            onChange={(initialAmount) => update({ initialAmount })}
            maxValue={10_000_000_000}
          />
          <AmountEntry
            label={messages.form.monthly}
            currency="CLP"
            value={draft.monthlyAmount}
            onChange={(monthlyAmount) => update({ monthlyAmount })}
            maxValue={100_000_000}
          />
          <div data-field="profile">
            <RadioGroup
              label={messages.form.profile}
              options={profiles.map((p) => ({
                key: p.id,
                value: p.current ? messages.form.yours(p.id) : p.id,
              }))}
              value={draft.profile}
              onChange={(profile) =>
                update({ profile: profile as strategies.Plan['profile'] | null }, 'profile')
              }
              description={profiles.find((p) => p.id === draft.profile)?.description}
              isRequired
              isInvalid={Boolean(errors.profile)}
              errorMessage={errors.profile}
            />
          </div>
          <div>
            <Button
              type="submit"
              variant="primary"
              isPending={isSimulating}
              pendingLabel={messages.form.simulating}
            >
              {messages.form.simulate}
            </Button>
          </div>
        </Stack>
      </Box>
    </form>
  );
}
