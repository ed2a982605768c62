import { toWireDate } from '@inversiones/design-system/es-cl';
import { API_BASE, apiBlob } from '../../http/client.ts';

/** A document the client can download: its url (under the API) and a name or key to name the file. */
export interface DownloadableDocument {
  url: string;
  nombre?: string;
  key?: string;
}

const pad = (value: number, width = 2): string => String(value).padStart(width, '0');

/** yyyymmdd-HHMMss on the client's clock: the moment the file was saved. */
function timestamp(at: Date): string {
  const date = toWireDate(at);
  const time = `${pad(at.getHours())}${pad(at.getMinutes())}${pad(at.getSeconds())}`;
  return `${date}-${time}`;
}

/**
 * Spec 7: the document's name or key, whitespace runs to hyphens, lower case, plus a timestamp
 * plus `.pdf` ('Contrato General de Fondos' → 'contrato-general-de-fondos-20261121-201500.pdf').
 */
export function documentFileName(nameOrKey: string, at: Date): string {
  // Path separators and characters Windows refuses would break the save dialog: hyphens too.
  const base = nameOrKey
    .trim()
    .replace(/[\\/:*?"<>|]+/g, '-')
    .replace(/\s+/g, '-')
    .toLowerCase();
  return `${base || 'documento'}-${timestamp(at)}.pdf`;
}

/** The document url as apiBlob wants it: a path under the API base ('/api/x' and '/x' alike). */
function blobTarget(url: string): { base: string; path: string } {
  if (/^https?:\/\//i.test(url)) return { base: '', path: url };
  if (url === API_BASE || url.startsWith(`${API_BASE}/`)) {
    return { base: API_BASE, path: url.slice(API_BASE.length) || '/' };
  }
  return { base: API_BASE, path: url.startsWith('/') ? url : `/${url}` };
}

/** Hands the blob to the browser as a file download under `fileName`. */
export function saveBlob(blob: Blob, fileName: string): void {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  link.rel = 'noopener';
  link.hidden = true;
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    // Revoked on the next task: some browsers read the URL after click() returns.
    setTimeout(() => URL.revokeObjectURL(href), 0);
  }
}

/**
 * GETs the document as a PDF blob and saves it as `documentFileName(nombre ?? key)`. Spec 8: a
 * failure is only logged ('error espuesta', no user message) and re-thrown so the caller clears
 * its loading state.
 */
export async function downloadDocument(doc: DownloadableDocument): Promise<void> {
  try {
    const { base, path } = blobTarget(doc.url);
    const { blob } = await apiBlob(path, { base, onError: false });
    saveBlob(blob, documentFileName(doc.nombre?.trim() || doc.key || 'documento', new Date()));
  } catch (error) {
    console.error('error espuesta', error);
    throw error;
  }
}
