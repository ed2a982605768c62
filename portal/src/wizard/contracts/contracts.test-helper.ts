import { vi } from 'vitest';

type Handler = (url: URL, init: RequestInit | undefined) => Response | Promise<Response>;

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

export const pdf = () =>
  new Response('%PDF-1.7', { status: 200, headers: { 'Content-Type': 'application/pdf' } });

/** Stubs fetch with `handler`; the mock records every call. */
/** The authorization the stubbed server issues for a signing. */
export const AUTHORIZATION_ID = 'AUT-emitida-por-el-servidor';

export function stubFetch(handler: Handler) {
  const fetchMock = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://portal.test');
    // The server's signing authorization: issued before each signing (single use).
    if (url.pathname.endsWith('/autorizacion')) {
      return Promise.resolve(json({ authorizationId: AUTHORIZATION_ID, expiresIn: 300 }));
    }
    return Promise.resolve(handler(url, init));
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** Records the files the download helper saves (an anchor's download name), in jsdom. */
export function captureDownloads() {
  const saved: string[] = [];
  Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:doc'), revokeObjectURL: vi.fn() });
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    if (this.download) saved.push(this.download);
  });
  return { saved, restore: () => click.mockRestore() };
}

/** A signed document as the API reports it. */
export const wireDoc = (key: string, nombre: string, firmado = true) => ({
  key,
  nombre,
  url: `/documentos/${key}.pdf`,
  firmado,
  fechaAutorizacion: firmado ? '21/11/2026' : null,
  dateSigned: firmado ? '20261121' : null,
});
