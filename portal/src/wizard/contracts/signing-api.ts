import { wizard } from '@inversiones/contract';
import { apiGet, apiSend } from '../../http/client.ts';
import { reportSessionLoss } from '../api/session-loss.ts';
import type { WizardContext } from '../api/wizard-api.ts';

export type SignResult = wizard.SignedDocumentsResponse['documentos'];

/**
 * Spec 7: sign by contract id (under the wizard's context), naming the ticked documents. The
 * server first issues a single-use authorization for exactly these documents (the second factor
 * will confirm it in a later issue); the signing spends it. Errors go back to the step (only a
 * 401 is shared).
 */
export async function signContract(
  context: WizardContext,
  contractId: string,
  documentos: readonly string[] | undefined,
) {
  const ticked = documentos ? [...documentos] : undefined;
  const options = { onError: false, params: { context, contractId } } as const;
  const { authorizationId } = await apiSend(
    wizard.authorizeSigning,
    { documentos: ticked },
    options,
  ).catch(reportSessionLoss);
  return apiSend(
    wizard.signContractDocuments,
    { authorizationId, documentos: ticked },
    options,
  ).catch(reportSessionLoss);
}

/** Spec 7: the sign-documents status, personal or company, `?check={contractId}`. */
export async function loadSignedDocuments(
  { check, company }: { check?: string; company?: boolean },
  signal?: AbortSignal,
) {
  const endpoint = company ? wizard.getCompanySignedDocuments : wizard.getSignedDocuments;
  return apiGet(endpoint, { params: { check }, signal, onError: false }).catch(reportSessionLoss);
}
