// What the pending count loads on demand: the shell asks it on every page, and the area's schemas
// (zod) stay off the shell's chunk until then.
export { orderSigning } from '@inversiones/contract';
export { apiGet } from '../../http/client.ts';
