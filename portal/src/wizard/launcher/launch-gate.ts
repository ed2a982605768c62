import { client as clientApi } from '@inversiones/contract';
import { apiGet } from '../../http/client.ts';
import { reportSessionLoss } from '../api/session-loss.ts';

/**
 * Spec 1: the wizard is hidden when contact data needs validation. A client in onboarding
 * (autoEnrolamiento) is the exception: the onboarding wizards are where that data is given.
 */
export async function contactValidationBlocks(
  enrolmentPending: boolean,
  signal?: AbortSignal,
): Promise<boolean> {
  if (enrolmentPending) return false;
  const { mostrar } = await apiGet(clientApi.contactValidation, { signal, onError: false }).catch(
    reportSessionLoss,
  );
  return mostrar;
}

/** The embedded route shows its own wizard: no modal over it. */
export const isWizardRoute = (pathname: string) => /^\/wizard(\/|$)/.test(pathname);
