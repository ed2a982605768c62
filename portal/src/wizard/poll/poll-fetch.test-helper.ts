import { vi } from 'vitest';

// Test helper: the poll and profile calls of the reference server, stubbed at fetch level.

const names = { 1: 'Conservador', 2: 'Moderado', 3: 'Agresivo' } as const;

/** The three profiles as the service lists them, `current` flagged (none when undefined). */
export function profileList(current?: 1 | 2 | 3) {
  return ([3, 2, 1] as const).map((id) => ({
    PerfilId: id,
    Nombre: names[id],
    Descripcion: `Descripción del perfil ${names[id]}.`,
    FechaEncuesta: '21/11/2026',
    Current: id === current,
    Productos: [{ Nombre: `Fondo ${names[id]}` }],
  }));
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

export interface PollFetchOptions {
  /** The profile each poll post answers with. */
  profile?: 1 | 2 | 3;
  /** The risk variant answers the current profile alone (the spec's object form). */
  riskAsObject?: boolean;
  /** Failures of the next poll posts, in order (HTTP status, or 0 for no answer). */
  failPosts?: number[];
  /** GET /perfilInversionista answers, in order (the last one repeats). */
  profiles?: ReturnType<typeof profileList>[];
  /** Wizard templates served to the poll dialog. */
  templates?: Record<string, unknown>;
}

/** Records every call; answers the poll posts, the profiles and the templates. */
export function stubPollFetch({
  profile = 2,
  riskAsObject = false,
  failPosts = [],
  profiles = [profileList(2)],
  templates = {},
}: PollFetchOptions = {}) {
  const calls: { method: string; path: string; body: unknown }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const body = init?.body ? (JSON.parse(String(init.body)) as unknown) : undefined;
    calls.push({ method, path: url.pathname, body });
    if (method === 'POST' && url.pathname.startsWith('/api/perfilInversionista/')) {
      const failure = failPosts.shift();
      if (failure === 0) throw new TypeError('Failed to fetch');
      if (failure)
        return json({ message: 'Servicio de perfiles no disponible', status: failure }, failure);
      const list = profileList(profile);
      if (url.pathname.endsWith('/riesgo') && riskAsObject)
        return json({ PerfilInversionista: list.find((p) => p.Current) });
      return json({ PerfilInversionista: list });
    }
    if (method === 'GET' && url.pathname === '/api/perfilInversionista') {
      const next = profiles.length > 1 ? profiles.shift()! : profiles[0]!;
      return json({ PerfilInversionista: next });
    }
    const template = /\/wizards\/([^/]+)\/template\//.exec(url.pathname);
    if (template) {
      const found = templates[decodeURIComponent(template[1]!)];
      return found ? json(found) : json({ message: 'No existe', status: 404 }, 404);
    }
    if (/\/wizards\/[^/]+\/data$/.test(url.pathname))
      return json({ rut: '15432198-5', templateVersion: 1, jsonData: {} });
    return json({ message: 'No existe', status: 404 }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  const posts = () => calls.filter((call) => call.method === 'POST');
  return { calls, posts };
}
