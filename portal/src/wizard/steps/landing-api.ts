import { wizard } from '@inversiones/contract';
import { ApiError, apiGet, apiSend } from '../../http/client.ts';
import { reportSessionLoss } from '../api/session-loss.ts';
import type { WizardContext } from '../api/wizard-api.ts';

/** Spec 7: a landing call resolves `{ error: false, data, status }` or `{ error: true, data, status }`. */
export type LandingResult<T> =
  { error: false; data: T; status: number } | { error: true; data: unknown; status: number };

/** Any failure as the spec's failure object (never thrown: the caller decides what to show). */
function asFailure(error: unknown): LandingResult<never> {
  if (error instanceof ApiError) {
    // The landing routes answer their failures in this very shape: kept as the server sent it.
    const sent = wizard.landingFailureSchema.safeParse(error.data);
    if (sent.success) return sent.data;
    return { error: true, data: error.data ?? error.message, status: error.status };
  }
  return { error: true, data: error, status: 0 };
}

/** Only a lost session (401) also goes to the shared handler (to the login); the rest is the caller's. */
async function settle<T>(call: Promise<LandingResult<T>>): Promise<LandingResult<T>> {
  try {
    return await call.catch(reportSessionLoss);
  } catch (error) {
    return asFailure(error);
  }
}

/** The landing wizard offered to the client (null when dismissed). */
export const getLanding = () => settle(apiGet(wizard.getLanding, { onError: false }));

/** The APV landing's texts and whether to show it. */
export const getApvLanding = () => settle(apiGet(wizard.getApvLanding, { onError: false }));

/** 'No volver a mostrar': the controller no longer opens this landing wizard. */
export const suppressLanding = (wizardId: string, context: WizardContext) =>
  settle(apiSend(wizard.noShowMoreLanding, { context }, { onError: false, params: { wizardId } }));

/** The bank hand-over URL; null when the service gives none or fails (the caller logs it). */
export async function accessBankUrl(): Promise<string | null> {
  try {
    const { url } = await apiSend(wizard.accessBank, {}, { onError: false });
    return url;
  } catch {
    return null;
  }
}

/** A public video section: HLS playlist and title. Failures are thrown (the caller reports them). */
export const publicVideo = (section: string, signal?: AbortSignal) =>
  apiGet(wizard.publicVideo, { signal, anonymous: true, onError: false, params: { section } });
