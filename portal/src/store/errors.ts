import { proxy } from 'valtio';

/** Spec 3, Message: priority 1 Information, 2 Warning, 3 Error. */
export interface ErrorEntry {
  id: number;
  priority: 3;
  /** Spec 8: the entry's text is 'Error'. */
  text: string;
  /** What the handler made of the failure (server message or fallback). */
  message: string;
  status: number;
  /** Spec 8: not closable. */
  closable: false;
  at: number;
}

// A bounded log: the last failures, for the screen that lists them and for support.
const MAX_ENTRIES = 20;
let nextId = 1;

export const errorsState = proxy({ entries: [] as ErrorEntry[] });

export function pushErrorEntry(
  entry: Omit<ErrorEntry, 'id' | 'priority' | 'closable'>,
): ErrorEntry {
  const full: ErrorEntry = { ...entry, id: nextId++, priority: 3, closable: false };
  errorsState.entries.push(full);
  if (errorsState.entries.length > MAX_ENTRIES) errorsState.entries.shift();
  return full;
}

export function clearErrorEntries(): void {
  errorsState.entries = [];
}
