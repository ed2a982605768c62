import { securityPass } from '@inversiones/contract';
import { apiGet, apiSend } from '../../http/client.ts';
import * as messages from './messages.ts';

export type Method = securityPass.Method;
export type MethodKind = securityPass.MethodKind;
export type Purpose = Exclude<securityPass.Purpose, 'ingreso'>;

export const loadMethods = async () => (await apiGet(securityPass.method)).metodos;

/** The kinds of the client's active methods: what a signature can be confirmed with. */
export async function loadActiveKinds(signal: AbortSignal): Promise<MethodKind[]> {
  const { metodos } = await apiGet(securityPass.method, { signal });
  return metodos.filter((method) => method.estado === 'activo').map((method) => method.tipo);
}

/** Starts an authenticator-app enrolment: the secret and its URI, shown once. */
export const startAppEnrolment = () => apiGet(securityPass.crontoEnrol, { onError: false });

/** Abandons an enrolment in course (the server forgets its secret). */
export const cancelEnrolment = () => apiGet(securityPass.cancel, { onError: false });

/** Sends a code by SMS or e-mail for a purpose; answers the sentence saying where it went. */
export async function sendCode(channel: securityPass.Channel, purpose: Purpose): Promise<string> {
  const sent = await apiGet(securityPass.otpSend, {
    params: { canal: channel, proposito: purpose },
    onError: false,
  });
  return messages.code.sent(sent.destino, Math.round(sent.expiraEnSegundos / 60));
}

/** Proves a method with a code for a purpose (activate it, or remove it). */
export async function proveCode(kind: MethodKind, codigo: string, proposito: Purpose) {
  if (kind === 'cronto') {
    await apiSend(securityPass.crontoVerify, { codigo, proposito }, { onError: false });
  } else {
    await apiSend(securityPass.otpVerify, { canal: kind, codigo, proposito }, { onError: false });
  }
}

/**
 * Sends a signing code by SMS or e-mail: the signing call itself checks it (never otpVerify).
 * Answers where it went, masked.
 */
export async function sendSigningCode(canal: securityPass.Channel): Promise<string> {
  const sent = await apiGet(securityPass.otpSend, {
    params: { canal, proposito: 'firma' },
    onError: false,
  });
  return sent.destino;
}
