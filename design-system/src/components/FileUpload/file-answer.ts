// How the wizard stores a file answer (wizard-spec 3): content under the key, type under key+Ext.
import type { UploadedFile } from './prepare-file.ts';

/** `{ cedula: 'iVBOR...', cedulaExt: 'image/png' }`; both null when there is no file. */
export function fileAnswer(key: string, value: UploadedFile | null): Record<string, string | null> {
  return { [key]: value?.base64 ?? null, [`${key}Ext`]: value?.mediaType ?? null };
}
