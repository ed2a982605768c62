import { health } from '@inversiones/contract';
import { proxy } from 'valtio';
import { apiGet } from '../http/client.ts';

export type ApiStatus = 'checking' | 'ok' | 'error';

/** UI state shared across screens. */
export const uiState = proxy({
  apiStatus: 'checking' as ApiStatus,
});

let lastCheck = 0;

/** Asks `/api/health` and records the answer; only the latest of overlapping checks counts. */
export async function checkApiStatus(): Promise<void> {
  const check = ++lastCheck;
  uiState.apiStatus = 'checking';
  let status: ApiStatus;
  try {
    await apiGet(health);
    status = 'ok';
  } catch {
    status = 'error';
  }
  if (check === lastCheck) uiState.apiStatus = status;
}

/** Back to the initial state (tests). */
export function resetUiState(): void {
  lastCheck = 0;
  uiState.apiStatus = 'checking';
}
