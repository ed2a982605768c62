// Loaded by the clavePrimaria screen when it needs the API (the contract's schemas come with it).
import { securityPass } from '@inversiones/contract';
import { apiGet, apiSend } from '../../http/client.ts';
import { secondFactorPassed } from '../../store/second-factor.ts';
import { primaryKey } from './messages.ts';
import { continueSignIn } from './sign-in.ts';

export type MethodKind = securityPass.MethodKind;

/** The active methods when the session owes its second factor; null when it owes nothing. */
export async function loadPendingMethods(): Promise<MethodKind[] | null> {
  const state = await apiGet(securityPass.method);
  if (!state.segundoFactorPendiente) return null;
  return state.metodos.filter((m) => m.estado === 'activo').map((m) => m.tipo);
}

/** Sends a login code by SMS or e-mail; answers the sentence saying where it went. */
export async function sendLoginCode(channel: securityPass.Channel): Promise<string> {
  const sent = await apiGet(securityPass.otpSend, {
    params: { canal: channel, proposito: 'ingreso' },
    onError: false,
  });
  return primaryKey.sent(sent.destino, Math.round(sent.expiraEnSegundos / 60));
}

/** Checks the code; once accepted the login goes on (account selection or the return URL). */
export async function verifyLoginCode(kind: MethodKind, codigo: string): Promise<string> {
  if (kind === 'cronto') {
    await apiSend(securityPass.crontoVerify, { codigo, proposito: 'ingreso' }, { onError: false });
  } else {
    await apiSend(
      securityPass.otpVerify,
      { canal: kind, codigo, proposito: 'ingreso' },
      { onError: false },
    );
  }
  secondFactorPassed();
  return continueSignIn();
}
