import { readKey, removeKey, writeKey } from './storage-keys.ts';

// The login said the onboarding must open (autoEnrolamiento): the missing-data check runs then.
const KEY = 'autoEnrolamiento';

export function markEnrolment(pending: boolean): void {
  if (pending) writeKey(KEY, 'true');
  else removeKey(KEY);
}

export function isEnrolmentPending(): boolean {
  return readKey(KEY) === 'true';
}
