// Which fields of a very long step are light shells (design-system FieldShell) until reached
// (focus, a checkbox click or an error): a 200-field step must paint fast, a short one never.
import type { FieldShellProps } from '@inversiones/design-system';
import { textOf } from '../controls/control-values.ts';
import type { FormStepServices } from '../field-adapter.ts';
import type { PlanEntry } from '../form-plan.ts';

/** Steps with more fields that a shell can stand for than this start with shells. */
export const LONG_STEP_FIELDS = 40;

/** The shell a field's control can be stood for by, or undefined (it always mounts in full). */
export function shellControlOf(
  entry: PlanEntry,
  services: Pick<FormStepServices, 'services'>,
): FieldShellProps['control'] | undefined {
  const shell = entry.control?.shell;
  if (!shell) return undefined;
  return (shell.standsFor?.(entry.question, services.services) ?? true) ? shell.control : undefined;
}

/** The ids of the entries that start as shells: none unless the step is long. */
export function deferredEntryIds(
  entries: readonly PlanEntry[],
  services: Pick<FormStepServices, 'services'>,
): ReadonlySet<string> {
  const shellable = entries.filter(
    (entry) => entry.key && !entry.question.hidden && shellControlOf(entry, services),
  );
  return new Set(shellable.length > LONG_STEP_FIELDS ? shellable.map((entry) => entry.id) : []);
}

/** What a shell shows for a value: its control's text of it (dd / mm / aaaa, an option's text), else the value as text. */
export function shellValueOf(entry: PlanEntry, value: unknown): string {
  const textOfValue = entry.control?.shell?.textOf;
  return textOfValue ? textOfValue(entry.question, value) : textOf(value);
}
