import { vi } from 'vitest';

// Test helper: the landing calls of the reference server, stubbed at fetch level.

export interface LandingCall {
  method: string;
  path: string;
  body: unknown;
}

type Answer = { status?: number; body: unknown } | 'network' | 'pending';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** Answers by `METHOD /api/path` (anything else: 404, the client record: never answers). */
export function stubLandingFetch(answers: Record<string, Answer>) {
  const calls: LandingCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const body = init?.body ? (JSON.parse(String(init.body)) as unknown) : undefined;
    calls.push({ method, path: url.pathname, body });
    const answer = answers[`${method} ${url.pathname}`];
    if (answer === 'network') throw new TypeError('Failed to fetch');
    if (answer === 'pending' || (!answer && url.pathname === '/api/client')) {
      return new Promise<Response>(() => {});
    }
    if (!answer) return json({ message: 'No existe', status: 404 }, 404);
    return json(answer.body, answer.status ?? 200);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}
