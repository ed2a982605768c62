import { documentDownloads } from '@inversiones/contract';
import { ApiError } from '../../http/client.ts';

/** The server's reason for a refused download (too many, an unknown key), else the generic one. */
export const downloadErrorText = (error: unknown) =>
  error instanceof ApiError && error.kind === 'http' && error.status < 500
    ? error.message
    : documentDownloads.downloadMessages.generic;
