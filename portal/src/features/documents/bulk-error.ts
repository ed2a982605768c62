import { documentDownloads } from '@inversiones/contract';
import { outcomeOf } from '../fund-operations/use-operation.ts';

/**
 * The server's reason for a refused download (too many, an unknown key, a period too old), else the
 * generic message; an expired session goes to the login and back (the shared handler).
 */
export function downloadErrorText(error: unknown): string {
  const outcome = outcomeOf(error);
  return outcome.status === 'refused'
    ? outcome.message
    : documentDownloads.downloadMessages.generic;
}
