import { ApiError, onApiError } from '../../http/client.ts';

/**
 * The wizard shows its own errors (load, save, 409, controller): only a lost session (401) goes
 * to the shared handler, which sends the user to the login. Rethrows for the caller.
 */
export function reportSessionLoss(error: unknown): never {
  if (error instanceof ApiError && error.status === 401) onApiError(error, { mode: 'redirect' });
  throw error;
}
