// A step's error signals, heard by one form subscription and handed only to the fields they name:
// a subscription per field would have react-hook-form call every field on every keystroke.
import type { UseFormReturn } from 'react-hook-form';
import type { FormValues } from './field-adapter.ts';

export type ErrorListener = () => void;

export interface FieldErrorListeners {
  /** Calls `listener` on every error signal about `name`, its group, or the whole form. */
  listen(name: string, listener: ErrorListener): () => void;
  /** Subscribes to the form's error signals; returns the unsubscribe (an effect's cleanup). */
  connect(): () => void;
}

export function createFieldErrorListeners(
  form: Pick<UseFormReturn<FormValues>, 'subscribe'>,
): FieldErrorListeners {
  const byName = new Map<string, Set<ErrorListener>>();
  const notify = (name: string) => {
    const listeners = byName.get(name);
    if (listeners) for (const listener of [...listeners]) listener();
  };
  const notifyAll = () => {
    for (const name of [...byName.keys()]) notify(name);
  };

  return {
    listen(name, listener) {
      let listeners = byName.get(name);
      if (!listeners) byName.set(name, (listeners = new Set()));
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0 && byName.get(name) === listeners) byName.delete(name);
      };
    },
    connect: () =>
      form.subscribe({
        formState: { errors: true },
        callback: ({ name }) => {
          // No name: a whole-form signal (Continuar's check, a reset) reaches every field.
          if (typeof name !== 'string') return notifyAll();
          notify(name);
          // A signal about a group's part (telefono.numero) reaches the group's listener too.
          for (let dot = name.lastIndexOf('.'); dot > 0; dot = name.lastIndexOf('.', dot - 1))
            notify(name.slice(0, dot));
        },
      }),
  };
}
