import { company, type securityPass } from '@inversiones/contract';
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
