// What the notification calls load on demand: a named import lets the bundle take only these
// schemas, where a dynamic import of the contract's barrel keeps every area's (built at load).
export { notifications } from '@inversiones/contract';
export { apiGet, apiSend } from '../http/client.ts';
