// Research reports through the API: the 24 published, one's PDF read back, a zip of the chosen
// ones, and the refusals of the bulk download (PGlite).
import { documentDownloads, research } from '@inversiones/contract';
import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { CAMILA } from '../ledger/demo-ledger.ts';
import { read as body } from '../test-support/browser.ts';
import { useDemoApp } from '../test-support/demo-app.ts';
import { pdfText } from '../test-support/pdf-text.ts';
import { MARKET_TEST_NOW } from '../test-support/market-day.ts';
import { readEndpoint as read } from '../test-support/read-endpoint.ts';

const demo = useDemoApp({ now: () => MARKET_TEST_NOW });

describe('research', () => {
  it('lists the last 24 monthly reports published by today, and prints each one', async () => {
    const camila = await demo.as(CAMILA);
    const { reports } = await read(camila, research.researchReports, '/research/informes');
    expect(reports).toHaveLength(24);
    // October's report is out on 02/11/2026; November's is not yet.
    expect(reports[0]).toMatchObject({
      key: 'RES-202610',
      title: 'Perspectivas de mercado: Octubre 2026',
      publishedOn: '2026-11-02',
    });
    expect(reports.at(-1)?.key).toBe('RES-202411');
    expect(reports[0]!.summary).toMatch(/^En octubre 2026 el IPSA (subió|bajó) \d+,\d %/);

    const response = await camila.get(research.researchPdfPath('RES-202610'));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="research-2026-10.pdf"',
    );
    const text = await pdfText(new Uint8Array(await response.arrayBuffer()));
    expect(text).toContain('Perspectivas de mercado: Octubre 2026');
    expect(text).toContain(reports[0]!.summary);
    expect(text).toContain('Fondo Mutuo Renta Chile');
    expect((await camila.get(research.researchPdfPath('RES-202611'))).status).toBe(404);
  });

  it('zips the chosen reports and refuses 11, or a report not published', async () => {
    const camila = await demo.as(CAMILA);
    const { reports } = await read(camila, research.researchReports, '/research/informes');
    const zip = await camila.call('POST', research.RESEARCH_ZIP_PATH, {
      body: { claves: ['RES-202610', 'RES-202609'] },
    });
    expect(zip.status).toBe(200);
    expect(zip.headers.get('content-disposition')).toBe(
      'attachment; filename="research-20261127.zip"',
    );
    const files = unzipSync(new Uint8Array(await zip.arrayBuffer()));
    expect(Object.keys(files).sort()).toEqual(['research-2026-09.pdf', 'research-2026-10.pdf']);
    expect(await pdfText(files['research-2026-09.pdf']!)).toContain('Septiembre 2026');

    const eleven = await camila.call('POST', research.RESEARCH_ZIP_PATH, {
      body: { claves: reports.slice(0, 11).map((r) => r.key) },
    });
    expect(eleven.status).toBe(400);
    expect((await body(eleven)).message).toContain(documentDownloads.downloadMessages.tooManyBills);
    const unpublished = await camila.call('POST', research.RESEARCH_ZIP_PATH, {
      body: { claves: ['RES-202611'] },
    });
    expect(unpublished.status).toBe(404);
  });
});
