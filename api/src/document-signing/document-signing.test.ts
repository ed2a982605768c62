// Documents to sign through the API (spec 4 and 7): the states, a person's signature with the
// security pass and its evidence, the rejection, the `?check=` status, and a company's document
// that counts as signed only when its attorneys' powers are met (PGlite; PostgreSQL too).
import { randomUUID } from 'node:crypto';
import { apiErrorBodySchema, documentSigning, orderSigning } from '@inversiones/contract';
import { generate } from 'otplib';
import { beforeAll, describe, expect, it } from 'vitest';
import { CAMILA, RODRIGO } from '../ledger/demo-ledger.ts';
import { enrolApp } from '../test-support/authenticator.ts';
import type { TestBrowser } from '../test-support/browser.ts';
import { useDemoApp } from '../test-support/demo-app.ts';
import { pdfText } from '../test-support/pdf-text.ts';
import { readEndpoint } from '../test-support/read-endpoint.ts';
import { sha256 } from '../pdf/signature-page.ts';

const START = Date.parse('2026-11-27T15:00:00Z');
let clock = START;
const demo = useDemoApp({ now: () => clock });
const m = documentSigning.documentSigningMessages;
/** Comercial Pacífico's second attorney with a joint power (her only profile). */
const PATRICIA = '10987654-2';
const nextCode = async (secret: string) => {
  clock += 30_000;
  return generate({ secret, epoch: Math.floor(clock / 1000) });
};

const enrol = (browser: TestBrowser) => enrolApp(browser, nextCode);

const documents = async (browser: TestBrowser) =>
  (await readEndpoint(browser, documentSigning.list, '/documentosFirma')).documentos;
const byTitle = (list: documentSigning.SignDocument[], title: string, version = 1) => {
  const found = list.find((d) => d.titulo.startsWith(title) && d.version === version);
  if (!found) throw new Error(`sin ${title}`);
  return found;
};
const sign = (browser: TestBrowser, id: string, codigo: string, authorizationId = randomUUID()) =>
  browser.call('POST', `/documentosFirma/${id}/firma`, {
    body: { declaracion: true, metodo: 'cronto', codigo, authorizationId },
  });

describe('documents to sign', () => {
  let camila: TestBrowser;
  beforeAll(async () => {
    camila = await demo.as(CAMILA);
  });

  it("lists a person's documents in spec 4's states", async () => {
    const list = await documents(camila);
    expect(list.map((d) => [d.titulo, d.version, d.estado, d.puedeFirmar])).toEqual([
      ['Anexo al Contrato General de Fondos: nuevas series', 1, 'porFirmar', true],
      ['Política de Privacidad y Tratamiento de Datos', 2, 'nuevaVersion', true],
      ['Mandato de Inversión Automática de Dividendos', 1, 'rechazado', false],
      ['Declaración de Origen de Fondos', 1, 'firmadoFisico', false],
      ['Política de Privacidad y Tratamiento de Datos', 1, 'firmadoDigital', false],
    ]);
    expect(byTitle(list, 'Mandato').rechazo?.motivo).toMatch(/^Prefiero recibir/);
    const status = await readEndpoint(
      camila,
      documentSigning.status,
      '/documentosFirma/estado?check=personal',
    );
    expect(status).toEqual({ check: 'personal', pendientes: 2, paraUsted: 2 });
    const company = await camila.get('/documentosFirma/estado?check=empresa');
    expect(company.status).toBe(403);
    expect(apiErrorBodySchema.parse(await company.json()).message).toBe(m.companyOnly);
  });

  it('signs with the security-pass code, with the SHA-256 of the PDF she read; refuses what is not waiting', async () => {
    const secret = await enrol(camila);
    const annex = byTitle(await documents(camila), 'Anexo al Contrato General');
    const read = new Uint8Array(await (await camila.get(annex.archivo)).arrayBuffer());
    const readHash = sha256(read);
    // pdfText takes the bytes over (unpdf detaches them): it reads a copy.
    expect(await pdfText(read.slice())).toContain(
      'incorporan al Contrato General de Fondos las series APV y B',
    );

    const preview = await camila.get(documentSigning.documentPdfPath(annex.id, true));
    expect(preview.headers.get('content-disposition')).toMatch(
      /^inline; filename="documento-\d+-v1\.pdf"$/,
    );
    const code = await nextCode(secret);
    const wrong = await sign(
      camila,
      annex.id,
      String((Number(code) + 1) % 1_000_000).padStart(6, '0'),
    );
    expect(wrong.status).toBe(400);
    expect(byTitle(await documents(camila), 'Anexo al Contrato General').estado).toBe('porFirmar');

    const authorizationId = randomUUID();
    const signed = await sign(camila, annex.id, code, authorizationId);
    expect(signed.status).toBe(200);
    const answer = documentSigning.signDocumentSchema.parse(await signed.json());
    expect(answer).toMatchObject({ estado: 'firmadoDigital', puedeFirmar: false });
    expect(answer.firmas).toEqual([
      {
        rut: CAMILA,
        nombre: 'Camila Andrea Rojas Fuentes',
        perfil: 'Camila Andrea Rojas Fuentes',
        firmadoEl: new Date(clock).toISOString(),
        metodo: 'cronto',
        hash: readHash,
      },
    ]);
    const signedPdf = await pdfText(
      new Uint8Array(await (await camila.get(annex.archivo)).arrayBuffer()),
    );
    expect(signedPdf).toContain('Constancia de firma electrónica');
    expect(signedPdf).toContain(readHash.slice(0, 32));
    // The same act again answers the document, with no second signature and no code.
    const retry = await sign(camila, annex.id, '000000', authorizationId);
    expect(documentSigning.signDocumentSchema.parse(await retry.json()).firmas).toHaveLength(1);
    // Signed, on paper, rejected: nothing more to sign.
    const again = await sign(camila, annex.id, await nextCode(secret));
    expect(again.status).toBe(409);
    const paper = byTitle(await documents(camila), 'Declaración de Origen');
    const onPaper = await sign(camila, paper.id, await nextCode(secret));
    expect(apiErrorBodySchema.parse(await onPaper.json()).message).toBe(
      m.notWaiting('firmadoFisico'),
    );
    const pending = await readEndpoint(camila, orderSigning.pending, '/firmas/pendientes');
    expect(pending.documentos).toBe(1);
  });

  it('rejects a new version with a reason, once; another client cannot reach it', async () => {
    const privacy = byTitle(await documents(camila), 'Política de Privacidad', 2);
    const short = await camila.call('POST', `/documentosFirma/${privacy.id}/rechazar`, {
      body: { motivo: 'No.' },
    });
    expect(short.status).toBe(400);
    const rodrigo = await demo.as(RODRIGO, '2001');
    const foreign = await rodrigo.call('POST', `/documentosFirma/${privacy.id}/rechazar`, {
      body: { motivo: 'Un motivo suficientemente largo.' },
    });
    expect(foreign.status).toBe(404);
    expect((await rodrigo.get(documentSigning.documentPdfPath(privacy.id))).status).toBe(404);

    const rejected = await camila.call('POST', `/documentosFirma/${privacy.id}/rechazar`, {
      body: { motivo: '  No acepto el plazo de conservación de diez años.  ' },
    });
    expect(rejected.status).toBe(200);
    const answer = documentSigning.signDocumentSchema.parse(await rejected.json());
    expect(answer.estado).toBe('rechazado');
    expect(answer.rechazo?.motivo).toBe('No acepto el plazo de conservación de diez años.');
    const twice = await camila.call('POST', `/documentosFirma/${privacy.id}/rechazar`, {
      body: { motivo: 'Otra vez con otro motivo distinto.' },
    });
    expect(twice.status).toBe(409);
  });

  it("a company's document is signed only when the attorneys' powers are met; its supervisor only reads", async () => {
    const supervisor = await demo.as(RODRIGO, '2002');
    const cordillera = await documents(supervisor);
    expect(cordillera.map((d) => [d.titulo, d.estado, d.puedeFirmar])).toEqual([
      ['Anexo al Contrato Marco: operaciones a plazo', 'porFirmar', false],
    ]);
    const refused = await sign(supervisor, cordillera[0]!.id, '123456');
    expect(refused.status).toBe(403);

    const operator = await demo.as(RODRIGO, '2003');
    const secret = await enrol(operator);
    const status = await readEndpoint(
      operator,
      documentSigning.status,
      '/documentosFirma/estado?check=empresa',
    );
    expect(status).toEqual({ check: 'empresa', pendientes: 2, paraUsted: 2 });

    // Joint power for the general contract: his signature alone is not enough.
    const annex = byTitle(await documents(operator), 'Anexo al Contrato General');
    expect(annex.empresa?.falta).toBe(
      'Firma un apoderado con poder individual, o dos apoderados con poder conjunto.',
    );
    const joint = documentSigning.signDocumentSchema.parse(
      await (await sign(operator, annex.id, await nextCode(secret))).json(),
    );
    expect(joint.estado).toBe('porFirmar');
    expect(joint.puedeFirmar).toBe(false);
    // Having signed, he may still reject it while it waits for the other attorney.
    expect(joint.puedeRechazar).toBe(true);
    expect(joint.firmas.map((f) => [f.nombre, f.perfil])).toEqual([
      ['Rodrigo Ignacio Soto Muñoz', 'Comercial Pacífico Ltda.'],
    ]);
    expect(joint.empresa?.apoderados.map((a) => [a.nombre, a.poder, a.firmado])).toEqual([
      ['Rodrigo Ignacio Soto Muñoz', 'conjunta', true],
      ['Patricia Elena Lagos Vidal', 'conjunta', false],
      ['Andrés Felipe Morales Cid', 'conjunta', false],
    ]);
    expect(joint.empresa?.falta).toBe(
      'Falta la firma de otro apoderado: Patricia Elena Lagos Vidal (10.987.654-2) o Andrés Felipe Morales Cid (13.246.857-5).',
    );
    const twice = await sign(operator, annex.id, await nextCode(secret));
    expect(apiErrorBodySchema.parse(await twice.json()).message).toBe(m.alreadySigned);

    // The second attorney with a joint power signs it in her own session: that completes it.
    const patricia = await demo.as(PATRICIA);
    const hers = await enrol(patricia);
    const seen = byTitle(await documents(patricia), 'Anexo al Contrato General');
    expect(seen.puedeFirmar).toBe(true);
    expect(seen.empresa?.apoderados.find((a) => a.usted)?.nombre).toBe(
      'Patricia Elena Lagos Vidal',
    );
    const completed = documentSigning.signDocumentSchema.parse(
      await (await sign(patricia, annex.id, await nextCode(hers))).json(),
    );
    expect(completed.estado).toBe('firmadoDigital');
    expect(completed.firmas.map((f) => f.nombre)).toEqual([
      'Rodrigo Ignacio Soto Muñoz',
      'Patricia Elena Lagos Vidal',
    ]);
    expect(completed.empresa?.falta).toBeNull();
    expect(byTitle(await documents(operator), 'Anexo al Contrato General').estado).toBe(
      'firmadoDigital',
    );

    // Individual power for the framework contract: he signs it alone.
    const powers = byTitle(await documents(operator), 'Actualización del Registro');
    const alone = documentSigning.signDocumentSchema.parse(
      await (await sign(operator, powers.id, await nextCode(secret))).json(),
    );
    expect(alone.estado).toBe('firmadoDigital');
    expect(alone.empresa?.falta).toBeNull();
  });

  it('never changes or removes a document, a signature or a rejection', async () => {
    await expect(demo.db.query(`UPDATE sign_documents SET title = 'x'`)).rejects.toThrow(
      /no cambia/,
    );
    await expect(demo.db.query('DELETE FROM sign_document_signatures')).rejects.toThrow(
      /no cambia/,
    );
    await expect(demo.db.query('DELETE FROM sign_document_rejections')).rejects.toThrow(
      /no cambia/,
    );
  });
});
