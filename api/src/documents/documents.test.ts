import { inflateSync } from 'node:zlib';
import { pathOf, wizard } from '@inversiones/contract';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { documentPdf } from '../pdf/document-pdf.ts';
import { read, TestBrowser } from '../test-support/browser.ts';
import { useDemoApp } from '../test-support/demo-app.ts';

// A fixed clock: 21/11/2026 20:15 UTC.
const NOW = Date.UTC(2026, 10, 21, 20, 15, 0);

const demo = useDemoApp({ now: () => NOW });

/** The text drawn on the PDF's pages: pdf-lib writes hex strings, flate-compressed. */
async function pdfText(bytes: Uint8Array): Promise<string> {
  const raw = Buffer.from(bytes).toString('latin1');
  const streams = [...raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)].map((m) => {
    const data = Buffer.from(m[1]!, 'latin1');
    try {
      return inflateSync(data).toString('latin1');
    } catch {
      return data.toString('latin1');
    }
  });
  return streams
    .flatMap((s) => [...s.matchAll(/<([0-9A-Fa-f]+)>\s*Tj/g)])
    .map((m) => Buffer.from(m[1]!, 'hex').toString('latin1'))
    .join('\n');
}

/** Signs as the portal does: an authorization for these documents, then the signing. */
async function sign(
  browser: TestBrowser,
  contractId: string,
  context = 'base',
  documentos?: string[],
) {
  const params = { context: context as wizard.WizardContext, contractId };
  const issued = await browser.call('POST', pathOf(wizard.authorizeSigning, params), {
    body: { documentos },
  });
  if (issued.status !== 200) return issued;
  const { authorizationId } = (await read(issued)) as { authorizationId: string };
  return browser.call('POST', pathOf(wizard.signContractDocuments, params), {
    body: { authorizationId, documentos },
  });
}

describe('document PDFs', () => {
  it('serves a real PDF with the title, the client and the issue date', async () => {
    const browser = await demo.as('15432198-5', '2001');
    const response = await browser.get(wizard.documentPdfPath('CONTRATO_GENERAL_FONDOS'));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="contrato-general-fondos.pdf"',
    );
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    const pdf = await PDFDocument.load(bytes, { updateMetadata: false });
    expect(pdf.getPageCount()).toBe(1);
    expect(pdf.getTitle()).toBe('Contrato General de Fondos');
    const text = await pdfText(bytes);
    expect(text).toContain('Contrato General de Fondos');
    expect(text).toContain('RUT: 15.432.198-5');
    expect(text).toContain('Fecha de emisión: 21/11/2026');
  });

  it('is deterministic and small', async () => {
    const input = {
      title: 'Contrato de Uso de Canal Digital',
      clientName: 'Camila',
      clientRut: '12.345.678-5',
      paragraphs: ['Texto.'],
      date: '21/11/2026',
      signed: true,
      at: new Date(NOW),
    };
    const [a, b] = [await documentPdf(input), await documentPdf(input)];
    expect(Buffer.from(a).equals(Buffer.from(b))).toBe(true);
    expect(a.byteLength).toBeLessThan(10_000);
  });

  it('needs a session, and an unknown document is a Spanish 404', async () => {
    const anonymous = new TestBrowser(demo.app);
    expect((await anonymous.get(wizard.documentPdfPath('CONTRATO_GENERAL_FONDOS'))).status).toBe(
      401,
    );
    const browser = await demo.as('15432198-5', '2001');
    const missing = await browser.get('/documentos/NO_EXISTE.pdf');
    expect(missing.status).toBe(404);
    expect((await read(missing)).message).toBe('El documento solicitado no existe.');
  });
});

describe('signing and the signed-documents status', () => {
  it('signs a contract by id, recording the ticked and mandatory documents with their date', async () => {
    const browser = await demo.as('12345678-5');
    const before = await read(
      await browser.get(`${wizard.getSignedDocuments.path}?check=UCD-2026`),
    );
    expect(before.documentos[0].documentos.every((d: { firmado: boolean }) => !d.firmado)).toBe(
      true,
    );

    // Only a mandatory one ticked: the optional mandate stays unsigned.
    const response = await sign(browser, 'UCD-2026', 'base', ['USO_CANAL_DIGITAL']);
    expect(response.status).toBe(200);
    const body = wizard.signContractDocuments.response.parse(await read(response));
    expect(body.fechaAutorizacion).toBe('21/11/2026');
    const signed = Object.fromEntries(
      body.documentos[0]!.documentos.map((d) => [d.key, d.firmado]),
    );
    expect(signed).toEqual({
      CONTRATO_GENERAL_FONDOS: true,
      USO_CANAL_DIGITAL: true,
      MANDATO_LIQUIDACION: false,
    });

    const status = wizard.getSignedDocuments.response.parse(
      await read(await browser.get(`${wizard.getSignedDocuments.path}?check=`)),
    );
    expect(status.check).toBeNull();
    expect(status.documentos[0]!.documentos.map((d) => d.nombre)).toEqual([
      'Contrato General de Fondos',
      'Contrato de Uso de Canal Digital',
    ]);
    expect(status.documentos[0]!.documentos[0]).toMatchObject({
      url: '/documentos/CONTRATO_GENERAL_FONDOS.pdf',
      firmado: true,
      fechaAutorizacion: '21/11/2026',
      dateSigned: '20261121',
    });

    // The signed PDF now carries the signature date.
    const pdf = await browser.get(wizard.documentPdfPath('USO_CANAL_DIGITAL'));
    expect(await pdfText(new Uint8Array(await pdf.arrayBuffer()))).toContain(
      'Firmado electrónicamente con fecha 21/11/2026',
    );
  });

  it('refuses an unknown contract, in signing and in the status', async () => {
    const browser = await demo.as('12345678-5');
    expect((await sign(browser, 'NO-EXISTE')).status).toBe(404);
    expect((await browser.get(`${wizard.getSignedDocuments.path}?check=NO-EXISTE`)).status).toBe(
      404,
    );
  });

  it('fails with 503 for Francisca signing the digital-channel use in usoCanalDigital, recording nothing', async () => {
    const browser = await demo.as('17456123-0');
    const failed = await sign(browser, 'UCD-2026', 'usoCanalDigital');
    expect(failed.status).toBe(503);
    expect((await read(failed)).message).toBe(
      'El servicio de firma electrónica no está disponible en este momento. Por favor, intente nuevamente más tarde.',
    );
    const status = await read(await browser.get(wizard.getSignedDocuments.path));
    expect(status.documentos[0].documentos).toEqual([]);
    // Another client in the same context signs.
    const camila = await demo.as('12345678-5');
    expect((await sign(camila, 'UCD-2026', 'usoCanalDigital')).status).toBe(200);
  });

  it('has a company variant, refused to a natural person', async () => {
    const browser = await demo.as('12345678-5');
    expect((await browser.get(wizard.getCompanySignedDocuments.path)).status).toBe(403);
  });
});
