// The rules of acceptance checkboxes (wizard-spec 4 and 5), free of React.

/** One condition to accept (wizard-spec 3: option key, value, mandatory, url, descripcion). */
export interface ConditionItem {
  /** The stored key. */
  key: string;
  /** The label: plain text or HTML from configuration (sanitised before it is shown). */
  value: string;
  /** Once ticked it cannot be unticked (wizard-spec 4). */
  mandatory?: boolean;
  /** The document to read, opened in a new tab (full variant). */
  url?: string;
  /** A longer explanation under the label, HTML sanitised (full variant). */
  description?: string;
}

/** Whether every condition is ticked (wizard-spec 5: acceptance checkboxes must all be ticked). */
export function allConditionsAccepted(
  items: readonly Pick<ConditionItem, 'key'>[],
  accepted: readonly string[],
): boolean {
  return items.every((item) => accepted.includes(item.key));
}

/** The next ticked keys, with every mandatory key that was ticked kept ticked. */
export function keepMandatory(
  items: readonly ConditionItem[],
  previous: readonly string[],
  next: readonly string[],
): string[] {
  const kept = items
    .filter((item) => item.mandatory && previous.includes(item.key) && !next.includes(item.key))
    .map((item) => item.key);
  return [...next, ...kept];
}
