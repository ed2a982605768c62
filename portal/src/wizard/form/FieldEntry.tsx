// One editable question of a form step: its design-system field over a react-hook-form
// controller or, in a very long step, a light shell until the person reaches it.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useController, type UseFormReturn } from 'react-hook-form';
import type {
  FieldAdapter,
  FieldAdapterProps,
  FormStepServices,
  FormValues,
  RegisteredFieldAdapter,
} from './field-adapter.ts';
import type { PlanEntry } from './form-plan.ts';
import type { ControlView } from './controls/form-control.ts';
import { shellControlOf } from './shell/deferred-fields.ts';
import { DeferredField } from './shell/DeferredField.tsx';
import { focusFieldControl } from './shell/focus-field-control.ts';
import { useRegisteredField } from './use-registered-field.ts';
import { useStepPresence } from './use-step-presence.ts';

/** How an editable question shows: a field over a controller, or one the input holds. */
export type FieldView = Extract<ControlView, { as: 'field' | 'registered' }>;

interface FieldEntryProps {
  entry: PlanEntry & { key: string };
  view: FieldView;
  form: UseFormReturn<FormValues>;
  services: FormStepServices;
  /** Starts as a shell (long steps only). */
  deferred: boolean;
}

export function FieldEntry({ entry, view, form, services, deferred }: FieldEntryProps) {
  useStepPresence(entry, services);
  const [full, setFull] = useState(!deferred);
  const focusOnMount = useRef(false);
  // An error mounts the full field where it is: the error summary keeps the focus.
  const mountFull = useCallback(() => setFull(true), []);
  const reach = useCallback(() => {
    // Reached (focused by keyboard or pointer): the full field takes the focus over.
    focusOnMount.current = true;
    setFull(true);
  }, []);
  useEffect(() => {
    if (!full || !focusOnMount.current) return;
    focusOnMount.current = false;
    focusFieldControl(document.getElementById(entry.id));
  }, [full, entry.id]);
  const shell = full ? undefined : shellControlOf(entry, services);
  // A registered field's input holds its value: typing renders nothing.
  const registered =
    view.as === 'registered' ? view.Registered : view.registeredOf?.(entry.question);
  // The shell carries the entry's id itself: one element less per field in long steps.
  return shell ? (
    <DeferredField
      entry={entry}
      control={shell}
      form={form}
      errorListeners={services.errorListeners}
      onActivate={reach}
      onInvalid={mountFull}
    />
  ) : (
    <div id={entry.id}>
      {registered ? (
        <RegisteredField
          entry={entry}
          Adapter={registered}
          form={form}
          errorListeners={services.errorListeners}
        />
      ) : view.as === 'field' ? (
        <ControlledField entry={entry} Field={view.Field} form={form} services={services} />
      ) : null}
    </div>
  );
}

function RegisteredField({
  entry,
  Adapter,
  form,
  errorListeners,
}: Pick<FieldEntryProps, 'entry' | 'form'> & {
  Adapter: RegisteredFieldAdapter;
  errorListeners: FormStepServices['errorListeners'];
}) {
  const registration = useRegisteredField(entry, form, errorListeners);
  return <Adapter question={entry.question} registration={registration} />;
}

function ControlledField({
  entry,
  Field,
  form,
  services,
}: Omit<FieldEntryProps, 'deferred' | 'view'> & { Field: FieldAdapter }) {
  const controller = useController({
    name: entry.key,
    control: form.control,
    rules: { validate: entry.validate, deps: entry.deps },
  });
  const props: FieldAdapterProps = {
    question: entry.question,
    controller,
    control: form.control,
    services,
  };
  return <Field {...props} />;
}
