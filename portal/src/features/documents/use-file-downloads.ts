import { useRef, useState } from 'react';
import { apiBlob } from '../../http/client.ts';
import { outcomeOf } from '../fund-operations/use-operation.ts';
import { saveBlob } from '../../wizard/documents/download-document.ts';

/** What every file of its kind starts with: a PDF's '%PDF-', a zip's 'PK'. */
const MAGIC = { pdf: '%PDF-', zip: 'PK' } as const;
export type FileKind = keyof typeof MAGIC;

async function assertKind(blob: Blob, kind: FileKind): Promise<void> {
  const magic = MAGIC[kind];
  const head = new TextDecoder().decode(await blob.slice(0, magic.length).arrayBuffer());
  if (head !== magic) throw new Error(`La respuesta no es un archivo ${kind}.`);
}

export interface FileRequest {
  path: string;
  fallbackName: string;
  kind: FileKind;
  /** A POST body (a zip of chosen documents); a GET without one. */
  body?: unknown;
}

/** Downloads the API answers as files and saves them, after checking they are what they claim. */
async function saveFile(request: FileRequest, onProgress?: (percent: number) => void) {
  const { blob, fileName } = await apiBlob(request.path, {
    // The screen shows the failure beside the file, with Reintentar: no global error entry.
    onError: false,
    ...(request.body === undefined ? {} : { body: request.body }),
    ...(onProgress ? { onProgress } : {}),
  });
  await assertKind(blob, request.kind);
  saveBlob(blob, fileName ?? request.fallbackName);
}

/**
 * Per-file downloads of a list: several at once, each with its own progress and its own failure
 * (kept until it is retried), as `DownloadList` and `DocumentTable` show them.
 */
export function useFileDownloads() {
  const [downloading, setDownloading] = useState<ReadonlySet<string>>(new Set());
  const [failed, setFailed] = useState<ReadonlySet<string>>(new Set());
  const [progress, setProgress] = useState<Readonly<Record<string, number>>>({});
  const running = useRef(new Set<string>());

  const change = (set: ReadonlySet<string>, id: string, present: boolean) => {
    const next = new Set(set);
    if (present) next.add(id);
    else next.delete(id);
    return next;
  };

  const download = (id: string, request: FileRequest) => {
    if (running.current.has(id)) return;
    running.current.add(id);
    setDownloading((now) => change(now, id, true));
    setFailed((now) => change(now, id, false));
    const done = (ok: boolean) => {
      running.current.delete(id);
      setDownloading((now) => change(now, id, false));
      setFailed((now) => change(now, id, !ok));
      setProgress(({ [id]: _, ...rest }) => rest);
    };
    saveFile(request, (percent) => setProgress((now) => ({ ...now, [id]: percent }))).then(
      () => done(true),
      (error: unknown) => {
        // An expired session still goes to the login and back; the row says it failed.
        outcomeOf(error);
        done(false);
      },
    );
  };

  return { downloadingIds: downloading, failedIds: failed, progress, download };
}

/**
 * One download at a time (a zip of chosen documents, a report): pending while it runs, and after a
 * failure the message `errorText` makes of it (the server's refusal, or a generic one).
 */
export function useSingleDownload(errorText: (error: unknown) => string) {
  const [isPending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const download = (request: FileRequest) => {
    if (isPending) return;
    setPending(true);
    setError(null);
    saveFile(request).then(
      () => setPending(false),
      (cause: unknown) => {
        setPending(false);
        setError(errorText(cause));
      },
    );
  };
  return { isPending, error, download, clearError: () => setError(null) };
}
