import { useRef, useState } from 'react';
import * as messages from './messages.ts';
import { outcomeOf } from './use-operation.ts';

/** A data step's errors: by field, and one for the whole form. */
export type StepErrors<F extends string> = Partial<Record<F | 'form', string>>;

/**
 * A data step's checks: the client's rules first (the first field in error takes the focus),
 * then the server's simulation, whose refusal answers on the field it names (else on the form);
 * one check at a time. Fields are wrapped in `data-field` elements of the form.
 */
export function useDataStep<F extends string>(fieldOrder: readonly F[]) {
  const [errors, setErrors] = useState<StepErrors<F>>({});
  const [checking, setChecking] = useState(false);
  const form = useRef<HTMLFormElement>(null);

  const focus = (field: F) =>
    form.current?.querySelector<HTMLElement>(`[data-field="${field}"] :is(input, button)`)?.focus();

  /** A changed field loses its error, and the form's. */
  const clear = (field: F) => setErrors((old) => ({ ...old, [field]: undefined, form: undefined }));

  async function check(
    found: StepErrors<F>,
    simulate: () => Promise<unknown>,
    onPassed: () => void,
  ) {
    if (checking) return;
    setErrors(found);
    const first = fieldOrder.find((field) => found[field]);
    if (first) return focus(first);
    setChecking(true);
    try {
      await simulate();
      onPassed();
    } catch (error) {
      const outcome = outcomeOf(error);
      const path = outcome.status === 'refused' ? outcome.path?.[0] : undefined;
      const field = fieldOrder.find((f) => f === path);
      const message = outcome.status === 'refused' ? outcome.message : messages.summary.failed;
      if (field) {
        setErrors({ [field]: message } as StepErrors<F>);
        focus(field);
      } else setErrors({ form: message } as StepErrors<F>);
    } finally {
      setChecking(false);
    }
  }

  return { form, errors, checking, clear, check };
}
