import { z } from 'zod';
import { defineEndpoint, type ResponseOf } from './endpoint.ts';

export { tefeAccessMessages } from './tefe-messages.ts';

/** Spec 7 `/tefe?check=activo` and spec 6: whether the acting profile may send transfers abroad. */
export const active = defineEndpoint({
  method: 'GET',
  path: '/tefe',
  access: 'profile',
  request: z.strictObject({ check: z.literal('activo') }),
  response: z.object({ activo: z.boolean(), mensaje: z.string().max(300).nullable() }),
});
export type ActiveResponse = ResponseOf<typeof active>;
