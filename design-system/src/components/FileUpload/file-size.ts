// A file size as a Chilean reader expects it: decimal comma, one decimal at most.
import { megabyte } from './file-rules.ts';

const number = new Intl.NumberFormat('es-CL', { maximumFractionDigits: 1, useGrouping: false });

/** `512` -> `512 bytes`, `12_700` -> `12,4 KB`, `1_153_433` -> `1,1 MB`. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < megabyte) return `${number.format(bytes / 1024)} KB`;
  return `${number.format(bytes / megabyte)} MB`;
}
