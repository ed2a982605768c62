// A long step's field before it is reached: the design-system shell with the question's label,
// help and current value. It registers the field's rules without subscribing a component to the
// form, and asks for the full field when it gets an error (see deferred-fields.ts).
import { FieldShell, type FieldShellProps } from '@inversiones/design-system';
import { useEffect, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import * as messages from '../../../messages.ts';
import { tooltipOf, type FormValues } from '../field-adapter.ts';
import type { FieldErrorListeners } from '../field-error-listeners.ts';
import type { PlanEntry } from '../form-plan.ts';
import { shellValueOf } from './deferred-fields.ts';

interface DeferredFieldProps {
  entry: PlanEntry & { key: string };
  control: FieldShellProps['control'];
  form: UseFormReturn<FormValues>;
  errorListeners: FieldErrorListeners;
  /** The person reached the field (focus, a checkbox click): mount the full field, focused. */
  onActivate: () => void;
  /** The field got an error (or its value changed from elsewhere): mount it where it is. */
  onInvalid: () => void;
}

export function DeferredField({
  entry,
  control,
  form,
  errorListeners,
  onActivate,
  onInvalid,
}: DeferredFieldProps) {
  const { question, key } = entry;
  const { register, getValues, getFieldState, setValue } = form;
  // Validated with the step and counted in its validity from the first render, like a full field.
  useState(() => register(key, { validate: entry.validate, deps: entry.deps }));
  const value = getValues(key) as unknown;

  useEffect(
    () =>
      // Its own signals only: whole-form ones (Continuar) and this field's change or error.
      errorListeners.listen(key, () => {
        if (getFieldState(key).invalid || !Object.is(getValues(key), value)) onInvalid();
      }),
    [errorListeners, key, getFieldState, getValues, value, onInvalid],
  );

  return (
    <FieldShell
      id={entry.id}
      control={control}
      label={question.label ?? ''}
      labelStrong={question.labelStrong}
      labelSmall={question.labelSmall}
      help={question.help}
      tooltip={tooltipOf(question)}
      isRequired={question.required === true}
      isReadOnly={question.readonly === true}
      isDisabled={question.disabled === true}
      value={shellValueOf(entry, value)}
      placeholder={
        control === 'select'
          ? (question.placeholder ?? messages.wizardForm.placeholder)
          : question.placeholder
      }
      inputMode={entry.control?.shell?.inputMode ?? 'text'}
      isSelected={value === true}
      onSelectedChange={(isSelected) => {
        setValue(key, isSelected, { shouldDirty: true, shouldTouch: true, shouldValidate: true });
        onActivate();
      }}
      onActivate={onActivate}
    />
  );
}
