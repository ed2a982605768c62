// A file size as a Chilean reader expects it: binary units, decimal comma, one decimal at most.
const KILOBYTE = 1024;
const MEGABYTE = 1024 * KILOBYTE;

const oneDecimal = new Intl.NumberFormat('es-CL', { maximumFractionDigits: 1 });

/** `512` -> `512 bytes`, `12_700` -> `12,4 KB`, `1_153_433` -> `1,1 MB`; no size gives ''. */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '';
  if (bytes < KILOBYTE) return `${Math.round(bytes)} bytes`;
  if (bytes < MEGABYTE) return `${oneDecimal.format(bytes / KILOBYTE)} KB`;
  return `${oneDecimal.format(bytes / MEGABYTE)} MB`;
}
