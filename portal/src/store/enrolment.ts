// The login said the onboarding must open (autoEnrolamiento): the missing-data check runs then.
const KEY = 'autoEnrolamiento';

export function markEnrolment(pending: boolean): void {
  try {
    if (pending) sessionStorage.setItem(KEY, 'true');
    else sessionStorage.removeItem(KEY);
  } catch {
    // Without storage the check simply does not run.
  }
}

export function isEnrolmentPending(): boolean {
  try {
    return sessionStorage.getItem(KEY) === 'true';
  } catch {
    return false;
  }
}
