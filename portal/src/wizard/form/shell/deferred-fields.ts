// Which fields of a very long step are light shells (design-system FieldShell) until reached
// (focus, a checkbox click or an error): a 200-field step must paint fast, a short one never.
import type { FieldShellProps } from '@inversiones/design-system';
import type { FormStepServices } from '../field-adapter.ts';
import type { PlanEntry } from '../form-plan.ts';
import { selectOptions } from '../selection-options.ts';

/** Steps with more fields that a shell can stand for than this start with shells. */
export const LONG_STEP_FIELDS = 40;

/** The shell a field's control can be stood for by, or undefined (it always mounts in full). */
export function shellControlOf(
  entry: PlanEntry,
  services: Pick<FormStepServices, 'services'>,
): FieldShellProps['control'] | undefined {
  switch (entry.kind) {
    case 'text':
    case 'email':
    case 'number':
      return 'text';
    case 'date':
      return 'date';
    case 'checkbox':
      // The shell draws no info button: a checkbox with a tooltip mounts in full.
      return entry.question.tooltip || entry.question.tooltipText ? undefined : 'checkbox';
    case 'select':
      // A service-fed select loads its options on mount: it mounts in full.
      return entry.key && services.services.has(entry.key) ? undefined : 'select';
    default:
      return undefined;
  }
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

const dayFirst = (wire: string) =>
  /^\d{8}$/.test(wire) ? `${wire.slice(6, 8)} / ${wire.slice(4, 6)} / ${wire.slice(0, 4)}` : '';

/** What a text, select or date shell shows: the text, the option's text or dd / mm / aaaa. */
export function shellValueOf(entry: PlanEntry, value: unknown): string {
  const text = typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
  if (entry.kind === 'date') return dayFirst(text);
  if (entry.kind === 'select')
    return selectOptions(entry.question).find((option) => option.key === text)?.value ?? '';
  return text;
}
