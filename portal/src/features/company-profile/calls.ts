import { company, securityPass } from '@inversiones/contract';
import { apiGet, apiSend } from '../../http/client.ts';

export type CompanyProfile = company.CompanyProfileResponse;
export type CompanyContract = company.CompanyContract;
export type ContractType = company.ContractType;
export type MethodKind = securityPass.MethodKind;

export const loadCompanyProfile = (signal: AbortSignal) =>
  apiGet(company.companyProfile, { signal });

/** SPF validation; a refusal is the caller's to show (its message is the reason). */
export const validateSignatories = (tipo: ContractType, RutApoderados: string[]) =>
  apiSend(company.validateSignatories, { RutApoderados }, { params: { tipo }, onError: false });

export const signContract = (tipo: ContractType, request: company.SignContractRequest) =>
  apiSend(company.signContract, request, { params: { tipo }, onError: false });

/** Sends a signing code by SMS or e-mail; answers where it went, masked. */
export async function sendSigningCode(canal: securityPass.Channel): Promise<string> {
  const sent = await apiGet(securityPass.otpSend, {
    params: { canal, proposito: 'firma' },
    onError: false,
  });
  return sent.destino;
}
