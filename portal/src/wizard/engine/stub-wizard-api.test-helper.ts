import { vi } from 'vitest';

// Test helper: the wizard API of the reference server, stubbed at fetch level.

export type Failure = 'conflict' | 'network' | 'server';

export interface ApiOptions {
  templates: Record<string, unknown>;
  data?: Record<string, Record<string, unknown>>;
  /** Answers of the controller, in order (then 'none'). */
  jarvis?: string[];
  /** Failures of the next PUTs, in order. */
  failPuts?: Failure[];
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

/** Templates, stored data, the controller's answers and forced PUT failures. */
export function stubWizardApi({ templates, data = {}, jarvis = [], failPuts = [] }: ApiOptions) {
  const stored = structuredClone(data);
  // The server's version of each wizard's data: 1 for given data, 0 for none; +1 per save.
  const versions: Record<string, number> = Object.fromEntries(
    Object.keys(data).map((id) => [id, 1]),
  );
  const puts: {
    id: string;
    body: { templateVersion: number; jsonData: Record<string, unknown> };
    /** The If-Match header the save sent. */
    ifMatch?: string;
  }[] = [];
  const controller: URL[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const template = /\/wizards\/([^/]+)\/template\//.exec(url.pathname);
    if (template) {
      const body = templates[decodeURIComponent(template[1]!)];
      return body ? json(body) : json({ message: 'No existe', status: 404 }, 404);
    }
    const dataPath = /\/wizards\/([^/]+)\/data$/.exec(url.pathname);
    if (dataPath) {
      const id = decodeURIComponent(dataPath[1]!);
      if (method === 'PUT') {
        const body = JSON.parse(String(init?.body)) as (typeof puts)[number]['body'];
        const ifMatch = (init?.headers as Record<string, string> | undefined)?.['If-Match'];
        puts.push({ id, body, ...(ifMatch === undefined ? {} : { ifMatch }) });
        const failure = failPuts.shift();
        if (failure === 'network') throw new TypeError('Failed to fetch');
        if (failure === 'conflict') {
          return json(
            { message: 'El formulario cambió: recargue para continuar.', status: 409 },
            409,
          );
        }
        if (failure === 'server') return json({ message: 'Error interno', status: 500 }, 500);
        stored[id] = body.jsonData;
        versions[id] = (versions[id] ?? 0) + 1;
      }
      const version = versions[id] ?? 0;
      return json({ rut: '16789012-1', templateVersion: 3, jsonData: stored[id] ?? {}, version });
    }
    if (url.pathname.startsWith('/api/jarvis')) {
      controller.push(url);
      return json({ response: jarvis.shift() ?? 'none' });
    }
    return json({ message: 'No existe', status: 404 }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { puts, controller, stored };
}
