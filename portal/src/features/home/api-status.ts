import { health } from '@inversiones/contract';
import { apiGet } from '../../http/client.ts';
import { uiState, type ApiStatus } from '../../store/ui.ts';

let lastCheck = 0;

/** Asks `/api/health` and records the answer; only the latest of overlapping checks counts. */
export async function checkApiStatus(): Promise<void> {
  const check = ++lastCheck;
  uiState.apiStatus = 'checking';
  let status: ApiStatus;
  try {
    // The home page shows the outcome itself: no entry, no toast.
    await apiGet(health, { onError: false });
    status = 'ok';
  } catch {
    status = 'error';
  }
  if (check === lastCheck) uiState.apiStatus = status;
}
