import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, beginSession } from '../../store/session.ts';
import { documentFileName, downloadDocument } from './download-document.ts';

describe('documentFileName', () => {
  const at = new Date(2026, 10, 21, 20, 15, 0);

  it('turns whitespace runs into hyphens, lower-cases, and adds the timestamp and .pdf', () => {
    expect(documentFileName('Contrato General  de Fondos', at)).toBe(
      'contrato-general-de-fondos-20261121-201500.pdf',
    );
  });

  it('uses a key as it comes when there is no whitespace', () => {
    expect(documentFileName('CONTRATO_GENERAL', new Date(2026, 0, 2, 3, 4, 5))).toBe(
      'contrato_general-20260102-030405.pdf',
    );
  });

  it('never yields a path separator or an empty base', () => {
    expect(documentFileName(' Anexo 1/2 ', at)).toBe('anexo-1-2-20261121-201500.pdf');
    expect(documentFileName('   ', at)).toBe('documento-20261121-201500.pdf');
  });
});

describe('downloadDocument', () => {
  const saved: { href: string; download: string }[] = [];
  let clickSpy: ReturnType<typeof vi.spyOn>;

  beforeEach(() => {
    saved.length = 0;
    beginSession({ sessionId: 'pub-1', omitirPaso: true });
    vi.stubGlobal(
      'URL',
      Object.assign(URL, {
        createObjectURL: vi.fn(() => 'blob:doc-1'),
        revokeObjectURL: vi.fn(),
      }),
    );
    clickSpy = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push({ href: this.getAttribute('href') ?? '', download: this.download });
    });
    vi.useFakeTimers({ toFake: ['Date'], now: new Date(2026, 10, 21, 20, 15, 0) });
  });

  afterEach(() => {
    vi.useRealTimers();
    clickSpy.mockRestore();
    vi.unstubAllGlobals();
    clearSession({ broadcast: false, everything: true });
  });

  it('GETs the url under the API and saves the blob named from the document name', async () => {
    const fetchMock = vi.fn(
      async (_input: RequestInfo | URL) =>
        new Response('%PDF-1.7', { status: 200, headers: { 'Content-Type': 'application/pdf' } }),
    );
    vi.stubGlobal('fetch', fetchMock);
    await downloadDocument({
      url: '/api/documentos/CONTRATO_GENERAL.pdf',
      nombre: 'Contrato General',
    });
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/documentos/CONTRATO_GENERAL.pdf');
    expect(saved).toEqual([
      { href: 'blob:doc-1', download: 'contrato-general-20261121-201500.pdf' },
    ]);
  });

  it('falls back to the key when the document has no name', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('%PDF', { headers: { 'Content-Type': 'application/pdf' } })),
    );
    await downloadDocument({ url: '/documentos/PACTO.pdf', key: 'Pacto Retro' });
    expect(saved[0]?.download).toBe('pacto-retro-20261121-201500.pdf');
  });

  it("logs 'error espuesta' and rethrows when the download fails, saving nothing", async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () => new Response(JSON.stringify({ message: 'x', status: 500 }), { status: 500 }),
      ),
    );
    await expect(downloadDocument({ url: '/documentos/X.pdf', nombre: 'X' })).rejects.toThrow();
    expect(log).toHaveBeenCalledWith('error espuesta', expect.anything());
    expect(saved).toEqual([]);
    log.mockRestore();
  });
});
