// The form step (wizard-spec 2-5): the step's questions as design-system fields over
// react-hook-form, validated per field, with showWhen, cascades and an error summary.
import { ErrorSummary, FieldErrorTimingContext, Form, Skeleton } from '@inversiones/design-system';
import {
  createElement,
  memo,
  Suspense,
  useCallback,
  useEffect,
  useId,
  useMemo,
  useState,
  useSyncExternalStore,
} from 'react';
import { useForm, useFormState, useWatch, type Control, type UseFormReturn } from 'react-hook-form';
import { useSnapshot } from 'valtio';
import * as messages from '../../messages.ts';
import { sessionState } from '../../store/session.ts';
import { StepControls } from '../engine/StepControls.tsx';
import type { StepComponentProps } from '../engine/step-props.ts';
import type { FormStepServices, FormValues } from './field-adapter.ts';
import { buildPlan, collectAnswers, type FormPlan, type PlanEntry } from './form-plan.ts';
import type { SerialStatus } from './question-rules.ts';
import { displayItemOf } from './item-registry.ts';
import { isShown, showWhenKeys } from './show-when.ts';
import { UnknownField } from './UnknownField.tsx';
import { FieldEntry } from './FieldEntry.tsx';
import { createFieldErrorListeners } from './field-error-listeners.ts';
import { copiedOncePerTask } from './copied-once-per-task.ts';
import { createStepValidity, trackValidators, type StepValidity } from './step-validity.ts';
import { createErrorReveal, gateValidators } from './error-reveal.ts';
import { deferredEntryIds } from './shell/deferred-fields.ts';
import { useStepHeadingLevel } from '../engine/step-heading-level.ts';

/**
 * What fields learn outside react-hook-form's values and the validators read: the serial-number
 * service's answers and whether a rut field was emptied for being the client's own (sameRut).
 */
function createFieldSignals() {
  const serial = new Map<string, SerialStatus>();
  const sameRut = new Set<string>();
  return {
    serialStatus: (key: string) => serial.get(key),
    setSerialStatus: (key: string, status: SerialStatus) => void serial.set(key, status),
    sameRutCleared: (key: string) => sameRut.has(key),
    setSameRut: (key: string, cleared: boolean) =>
      void (cleared ? sameRut.add(key) : sameRut.delete(key)),
  };
}

interface SummaryState {
  attempt: number;
  entries: PlanEntry[];
}

export function FormStep({ step, index, data, nav, headingId }: StepComponentProps) {
  const prefix = `wz${index}-${useId().replace(/[^A-Za-z0-9]/g, '')}`;
  const { rut } = useSnapshot(sessionState);
  const [signals] = useState(createFieldSignals);
  const [validity] = useState(createStepValidity);
  const [reveal] = useState(createErrorReveal);
  // Built once: the step is mounted afresh for each step, with the data it starts from.
  const [plan] = useState<FormPlan>(() =>
    gateValidators(
      trackValidators(
        buildPlan(step, data, prefix, {
          ownRut: rut,
          serialStatus: signals.serialStatus,
          sameRutCleared: signals.sameRutCleared,
        }),
        validity,
      ),
      reveal,
    ),
  );
  const form = useForm<FormValues>({
    defaultValues: plan.defaults,
    // Each field checks itself when left and on every change (wizard-spec 5), never the whole
    // form; what it finds shows once the field was changed and left, or Continuar pressed.
    mode: 'all',
    shouldFocusError: false,
  });
  reveal.attach(form.getFieldState);
  // A very long step paints its far fields as light shells, mounted in full when reached.
  const [deferred] = useState(() => deferredEntryIds(plan.entries, plan));
  const [pending, setPendingKeys] = useState<ReadonlySet<string>>(new Set());
  const [summary, setSummary] = useState<SummaryState | null>(null);
  const { trigger } = form;
  const [errorListeners] = useState(() => createFieldErrorListeners(form));
  const [valuesNow] = useState(() => copiedOncePerTask<FormValues>(() => form.getValues()));
  useEffect(() => errorListeners.connect(), [errorListeners]);

  const services = useMemo<FormStepServices>(
    () => ({
      ownRut: rut ?? null,
      rutKey: plan.rutKey,
      services: plan.services,
      setSerialStatus: (key, status) => {
        signals.setSerialStatus(key, status);
        void trigger(key);
      },
      setPending: (key, isPending) =>
        setPendingKeys((keys) => {
          const next = new Set(keys);
          if (isPending) next.add(key);
          else next.delete(key);
          return next;
        }),
      setSameRut: signals.setSameRut,
      errorListeners,
      validity,
      valuesNow,
    }),
    [rut, plan, trigger, signals, errorListeners, validity, valuesNow],
  );

  const waiting = pending.size > 0;
  const advance = useCallback(async () => {
    if (waiting) return;
    reveal.revealAll();
    const valid = await form.trigger();
    if (!valid) {
      const failing = plan.entries.filter(
        (entry) => entry.key && form.getFieldState(entry.key).error,
      );
      setSummary((previous) => ({ attempt: (previous?.attempt ?? 0) + 1, entries: failing }));
      return;
    }
    const { answers, omit } = collectAnswers(plan, form.getValues());
    nav.next(answers, { omit });
  }, [form, nav, plan, waiting, reveal]);

  const getPartial = useCallback(() => collectAnswers(plan, form.getValues()), [form, plan]);

  // The same element while nothing it shows changed: react-hook-form's own state updates (its
  // ready flag after mount) re-render this hook's owner, and a re-rendered React Aria Form hands
  // every field a new context, re-rendering all of them (a second mount's worth in long forms).
  return useMemo(
    () => (
      <Form
        aria-labelledby={headingId}
        onSubmit={(event) => {
          event.preventDefault();
          void advance();
        }}
      >
        {/* Fields judge themselves once changed and left; Continuar shows the rest (issue 18). */}
        <FieldErrorTimingContext.Provider value="changed">
          {summary ? (
            <StepErrorSummary
              key={summary.attempt}
              control={form.control}
              entries={summary.entries}
            />
          ) : null}
          {plan.entries.map((entry) => {
            // A question with showWhen follows the answers it depends on; the others just show.
            const Entry = entry.showWhen ? ConditionalEntry : EntryView;
            return (
              <Entry
                key={entry.id}
                entry={entry}
                plan={plan}
                form={form}
                services={services}
                deferred={deferred.has(entry.id)}
              />
            );
          })}
          <FormControls
            validity={validity}
            step={step}
            nav={nav}
            waiting={waiting}
            onAdvance={() => void advance()}
            getPartial={getPartial}
          />
        </FieldErrorTimingContext.Provider>
      </Form>
    ),
    [
      headingId,
      advance,
      summary,
      form,
      plan,
      services,
      step,
      nav,
      waiting,
      getPartial,
      deferred,
      validity,
    ],
  );
}

interface EntryProps {
  entry: PlanEntry;
  plan: FormPlan;
  form: UseFormReturn<FormValues>;
  services: FormStepServices;
  /** Starts as a shell until reached (long steps). */
  deferred: boolean;
}

/**
 * A question with showWhen: it follows only the answers it depends on. Hidden, it is unmounted
 * (so not validated) and its value goes back to the loaded one, restored when shown again.
 */
// Memoised: a failed Continuar or a file starting to compress must not re-render every field.
const ConditionalEntry = memo(function ConditionalEntry(props: EntryProps) {
  const { entry, plan, form } = props;
  const keys = useMemo(() => showWhenKeys(entry.showWhen), [entry.showWhen]);
  const watched = useWatch({ control: form.control, name: keys }) as unknown[];
  const shown = isShown(entry.showWhen, (key) => watched[keys.indexOf(key)]);
  const { key } = entry;
  const { setValue, clearErrors } = form;

  useEffect(() => {
    if (shown || !key) return;
    // Unmounted, the hidden field no longer counts for Continuar (see use-step-presence.ts).
    setValue(key, plan.loaded[key]);
    clearErrors(key);
  }, [shown, key, plan, setValue, clearErrors]);

  return shown ? <EntryView {...props} /> : null;
});

const EntryView = memo(function EntryView({ entry, plan, form, services, deferred }: EntryProps) {
  const { control, question } = entry;
  if (!control) {
    const Item = displayItemOf(question);
    if (!Item) return <UnknownField question={question} />;
    return (
      <Suspense fallback={<Skeleton />}>
        {/* The registry's lazy components are created once at module load, not per render. */}
        {createElement(Item, {
          question,
          value: question.key ? plan.stored[question.key] : undefined,
          data: plan.data,
          control: form.control,
        })}
      </Suspense>
    );
  }
  const { view } = control;
  if (view.as === 'display')
    return <view.Display question={question} value={entry.key ? plan.loaded[entry.key] : null} />;
  // Hidden inputs and hidden questions keep their value in the answers without showing.
  if (view.as === 'none' || question.hidden === true || !entry.key) return null;
  return (
    <FieldEntry
      entry={{ ...entry, key: entry.key }}
      view={view}
      form={form}
      services={services}
      deferred={deferred}
    />
  );
});

/** Continuar reads as unavailable while a field is invalid or a file is compressing. */
function FormControls({
  validity,
  waiting,
  onAdvance,
  getPartial,
  step,
  nav,
}: Pick<StepComponentProps, 'step' | 'nav'> & {
  validity: StepValidity;
  waiting: boolean;
  onAdvance: () => void;
  getPartial: () => { answers: Record<string, unknown>; omit?: readonly string[] };
}) {
  const isValid = useSyncExternalStore(validity.subscribe, validity.isValid);
  return (
    <StepControls
      step={step}
      nav={nav}
      canAdvance={isValid && !waiting}
      waiting={waiting}
      onAdvance={onAdvance}
      getPartial={getPartial}
    />
  );
}

/** The errors of the last failed Continuar, each linked to its field; fixed ones drop out. */
function StepErrorSummary({
  control,
  entries,
}: {
  control: Control<FormValues>;
  entries: PlanEntry[];
}) {
  const headingLevel = useStepHeadingLevel();
  const names = useMemo(() => entries.map((entry) => entry.key!), [entries]);
  const { errors } = useFormState({ control, name: names });
  const messageOf = (entry: PlanEntry) => {
    const message = errors[entry.key!]?.message;
    return typeof message === 'string' ? message : '';
  };
  // Typing in a listed field re-validates it on every key: the summary redraws only when a
  // message changes, not per keystroke.
  const signature = entries.map(messageOf).join('\u0000');
  const items = useMemo(
    () =>
      entries.flatMap((entry, index) => {
        const message = signature.split('\u0000')[index];
        return message ? [{ id: entry.id, label: entry.question.label, message }] : [];
      }),
    [entries, signature],
  );
  return (
    <MemoErrorSummary
      errors={items}
      title={messages.wizardForm.summaryTitle}
      headingLevel={headingLevel}
    />
  );
}

const MemoErrorSummary = memo(ErrorSummary);
