// What loadMenu loads on demand: a named import lets the bundle take only the menu's schemas,
// where a dynamic import of the contract's barrel keeps every area's zod schemas (built at load).
export { menu } from '@inversiones/contract';
export { apiGet } from '../http/client.ts';
