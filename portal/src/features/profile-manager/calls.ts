import { profileManager } from '@inversiones/contract';
import { apiGet, apiSend } from '../../http/client.ts';

export type Change = profileManager.Change;
export type CodeSent = profileManager.CodeSent;
export type MandatariesResponse = profileManager.MandatariesResponse;

export const loadMandataries = (signal?: AbortSignal) =>
  apiGet(profileManager.mandataries, { onError: false, ...(signal ? { signal } : {}) });

export const sendChangeCode = (idSolicitud: string, cambio: Change) =>
  apiSend(profileManager.sendCode, { idSolicitud, cambio }, { onError: false });

export const resendChangeCode = (idSolicitud: string) =>
  apiSend(profileManager.resendCode, { idSolicitud }, { onError: false });

export const confirmChange = (idSolicitud: string, cambio: Change, codigo: string) =>
  apiSend(profileManager.confirm, { idSolicitud, cambio, codigo }, { onError: false });
