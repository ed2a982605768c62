// The poll's calls (wizard-spec 7): the poll post, its risk-profile variant and the profiles.
import { wizard } from '@inversiones/contract';
import { apiGet, apiSend } from '../../http/client.ts';
import { reportSessionLoss } from '../api/session-loss.ts';

/** POST `{ preguntas: [{ pregunta, alternativa }] }`; answers the profile. */
export function postPoll(body: wizard.PollRequest, signal?: AbortSignal) {
  return apiSend(wizard.poll, body, { signal, onError: false }).catch(reportSessionLoss);
}

/** The risk-profile variant: poll 2, channel 'INTERNET', 'n;value|n;value', true. */
export function postRiskProfilePoll(respuestas: string, signal?: AbortSignal) {
  return apiSend(
    wizard.riskProfilePoll,
    {
      idEncuesta: wizard.RISK_POLL_ID,
      canal: wizard.RISK_POLL_CHANNEL,
      respuestas,
      actualizarPerfil: true,
    },
    { signal, onError: false },
  ).catch(reportSessionLoss);
}

/** The client's three profiles, the current one flagged (empty: no poll answered yet). */
export function fetchInvestorProfiles(signal?: AbortSignal) {
  return apiGet(wizard.investorProfiles, { signal, onError: false }).catch(reportSessionLoss);
}
