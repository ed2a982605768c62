// node-postgres encodes parameters here; PGlite's statements use it so both databases bind alike.
declare module 'pg/lib/utils.js' {
  /** A parameter as node-postgres sends it: text, a Buffer (binary) or null. */
  export function prepareValue(value: unknown): string | Buffer | null;
}
