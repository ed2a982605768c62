import type { Context } from 'hono';

/** Where the API writes a log line (one JSON object per line). */
export type LogSink = (line: string) => void;

/** Hono's requestId middleware keeps the request's id under this name. */
export const REQUEST_ID_VARIABLE = 'requestId';

/** `    at handler (file:line:col)` frames of a stack: where it failed, without the message. */
function frames(error: unknown): string[] {
  const stack = error instanceof Error && typeof error.stack === 'string' ? error.stack : '';
  return stack
    .split('\n')
    .filter((line) => line.startsWith('    at '))
    .slice(0, 8)
    .map((line) => line.trim());
}

/**
 * One log line about an unexpected failure: the request id, method and route pattern, the error's
 * class and database code, and where it failed. Never the message, the SQL parameters or the
 * body: database errors carry the query's parameters (RUTs, wizard answers) and their messages
 * may quote values, so nothing of the client's data can reach the log.
 */
export function errorLogLine(c: Context, error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  return JSON.stringify({
    level: 'error',
    requestId: c.get(REQUEST_ID_VARIABLE) as string | undefined,
    method: c.req.method,
    route: c.req.routePath,
    error: {
      name: error instanceof Error ? error.name : typeof error,
      ...(typeof code === 'string' && /^\w{1,12}$/.test(code) ? { code } : {}),
      at: frames(error),
    },
  });
}

/** The default sink: standard error. */
export const consoleSink: LogSink = (line) => console.error(line);
