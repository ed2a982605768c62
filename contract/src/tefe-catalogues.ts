import { z } from 'zod';
import { defineEndpoint, type ResponseOf } from './endpoint.ts';

/**
 * Spec 7's TEFE lists an instruction is filled in with: the purpose of the transfer, the origin of
 * the funds and the client's expected annual volume (the compliance questions of a transfer
 * abroad). The spec names the calls and gives no shapes or values: these are chosen.
 */
const optionSchema = z.object({ id: z.number().int().positive(), nombre: z.string().max(80) });
export type TefeOption = z.infer<typeof optionSchema>;

export const purposes = defineEndpoint({
  method: 'GET',
  path: '/tefe/propositosTransferencia',
  access: 'profile',
  rule: 'tefe',
  response: z.object({ propositos: z.array(optionSchema).min(1).max(30) }),
});
export type PurposesResponse = ResponseOf<typeof purposes>;

export const fundOrigins = defineEndpoint({
  method: 'GET',
  path: '/tefe/origenesFondosInversiones',
  access: 'profile',
  rule: 'tefe',
  response: z.object({ origenes: z.array(optionSchema).min(1).max(30) }),
});
export type FundOriginsResponse = ResponseOf<typeof fundOrigins>;

export const annualVolumes = defineEndpoint({
  method: 'GET',
  path: '/tefe/volumenesAnuales',
  access: 'profile',
  rule: 'tefe',
  response: z.object({ volumenes: z.array(optionSchema).min(1).max(30) }),
});
export type AnnualVolumesResponse = ResponseOf<typeof annualVolumes>;
