// Order signing through the API (spec 4 and 7): the families' lists against the clock, the PDFs
// and their evidence, comments, the batch signature with the security pass (one order failing,
// a wrong code, a retry, another client's order) and the company rules (PGlite; PostgreSQL too).
import { randomUUID } from 'node:crypto';
import { apiErrorBodySchema, orderSigning } from '@inversiones/contract';
import { generate } from 'otplib';
import { beforeAll, describe, expect, it } from 'vitest';
import { CAMILA, RODRIGO } from '../ledger/demo-ledger.ts';
import { enrolApp } from '../test-support/authenticator.ts';
import type { TestBrowser } from '../test-support/browser.ts';
import { useDemoApp } from '../test-support/demo-app.ts';
import { pdfText } from '../test-support/pdf-text.ts';
import { readEndpoint } from '../test-support/read-endpoint.ts';
import { sha256 } from '../pdf/signature-page.ts';

// Friday 27/11/2026, 12:00 in Santiago.
const START = Date.parse('2026-11-27T15:00:00Z');
let clock = START;
const demo = useDemoApp({ now: () => clock });
const codeAt = (secret: string) => generate({ secret, epoch: Math.floor(clock / 1000) });
/** A new TOTP window, so the next code has not been used yet. */
const nextCode = async (secret: string) => {
  clock += 30_000;
  return codeAt(secret);
};
const wrongOf = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
const m = orderSigning.signingMessages;

async function list(
  browser: TestBrowser,
  family: orderSigning.OrderFamily,
  estado: string,
  period = '',
) {
  const path = `${orderSigning.familyPaths[family].orders}?estado=${estado}${period}`;
  const { ordenes } = await readEndpoint(browser, orderSigning.families[family].list, path);
  return ordenes;
}
const folios = (orders: readonly orderSigning.SigningOrder[]) => orders.map((o) => o.folio);

async function pdfBytes(browser: TestBrowser, path: string) {
  const response = await browser.get(path);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/pdf');
  return new Uint8Array(await response.arrayBuffer());
}

/** Enrols an authenticator app on the browser's session; returns its secret. */
const enrol = (browser: TestBrowser) => enrolApp(browser, nextCode);

const signBody = (
  firmas: { folio: string; documentType: orderSigning.DocumentType }[],
  codigo: string,
  extra: Record<string, unknown> = {},
) => ({
  firmas,
  declaracion: true,
  metodo: 'cronto',
  codigo,
  authorizationId: randomUUID(),
  ...extra,
});

async function sign(
  browser: TestBrowser,
  family: orderSigning.OrderFamily,
  body: ReturnType<typeof signBody>,
) {
  return browser.call('POST', orderSigning.familyPaths[family].signatures, { body });
}

describe('order signing', () => {
  let camila: TestBrowser;
  let secret: string;
  beforeAll(async () => {
    camila = await demo.as(CAMILA);
  });

  it('lists each family to sign, signed and expired against the clock, in its own states', async () => {
    const toSign = await list(camila, 'forward', 'TO_SIGN');
    expect(folios(toSign)).toEqual(['710234', '710233', '710231', '710232']);
    const dueToday = toSign.find((o) => o.folio === '710232');
    expect(dueToday).toMatchObject({
      venceEl: '2026-11-27',
      monto: { amount: 20_000, currency: 'USD' },
    });
    expect(toSign.find((o) => o.folio === '710233')?.acordeAlPerfil).toBe(false);
    expect(toSign.find((o) => o.folio === '710234')?.documentType).toBe('LIQUIDACION_ANTICIPADA');
    const signed = await list(camila, 'forward', 'SIGNED');
    expect(folios(signed)).toEqual(['710215']);
    expect(signed[0]!.firma).toMatchObject({
      firmanteNombre: 'Camila Andrea Rojas Fuentes',
      metodo: 'cronto',
    });
    expect(folios(await list(camila, 'forward', 'EXPIRED'))).toEqual(['710220']);
    // A period of the signed list that leaves the signature out.
    expect(
      await list(camila, 'forward', 'SIGNED', '&fechaInicio=20261110&fechaTermino=20261127'),
    ).toEqual([]);

    const mlt = await list(camila, 'mlt', 'PEN');
    expect(mlt[0]).toMatchObject({
      folio: '930045',
      mlt: { folioRescate: '5521034', fondoOrigen: 'Fondo Mutuo Renta Chile' },
    });
    expect(folios(await list(camila, 'mlt', 'VENCIDO'))).toEqual(['930031']);
    const simultaneous = await list(camila, 'simultanea', '1');
    expect(simultaneous.map((o) => [o.folio, o.estado, o.documentType])).toEqual([
      ['640087', 1, 'OSIM'],
    ]);
    expect((await list(camila, 'simultanea', '3'))[0]?.estado).toBe(3);
    expect(orderSigning.simultaneousAction(3)).toBe('EXPIRED');
    expect(folios(await list(camila, 'internacional', 'TO_SIGN'))).toEqual(['820115', '820114']);

    const unknownState = await camila.get('/forward/ordenes?estado=PEN');
    expect(unknownState.status).toBe(400);
    const short = await camila.get(
      '/forward/ordenes?estado=SIGNED&fechaInicio=20261120&fechaTermino=20261127',
    );
    expect(short.status).toBe(400);

    const pending = await readEndpoint(camila, orderSigning.pending, '/firmas/pendientes');
    expect(pending).toEqual({
      ordenes: { forward: 4, internacional: 2, mlt: 1, simultanea: 1 },
      // Her two documents to sign count too.
      documentos: 2,
      total: 10,
      vencenHoy: 1,
    });
  });

  it("prints each order's document and its early settlement; another client's is not found", async () => {
    const contract = await pdfText(
      await pdfBytes(camila, orderSigning.orderPdfPath('forward', '710231')),
    );
    expect(contract).toContain('Contrato de compraventa a plazo (Forward)');
    expect(contract).toContain('Folio 710231');
    expect(contract).toContain('Compra a plazo de US$ 50.000 a $ 948,30');
    const settlement = await pdfText(
      await pdfBytes(camila, orderSigning.earlySettlementPdfPath('forward', '710234')),
    );
    expect(settlement).toContain('Liquidación anticipada de forward');
    expect(settlement).toContain('forward folio 710190');
    expect(
      (await camila.get(orderSigning.earlySettlementPdfPath('forward', '710231'))).status,
    ).toBe(404);
    const preview = await camila.get(orderSigning.orderPdfPath('simultanea', '640087', true));
    expect(preview.headers.get('content-disposition')).toMatch(
      /^inline; filename="simultanea-640087.pdf"/,
    );

    const rodrigo = await demo.as(RODRIGO, '2001');
    expect((await rodrigo.get(orderSigning.orderPdfPath('forward', '710231'))).status).toBe(404);
    expect((await rodrigo.get('/forward/ordenes/710231/comentarios')).status).toBe(404);
  });

  it('keeps the comments of an order, bounded and trimmed', async () => {
    const added = await camila.call('POST', '/forward/ordenes/710231/comentarios', {
      body: { comment: '  ¿El precio incluye la comisión?  ' },
    });
    expect(added.status).toBe(200);
    const { comentarios } = orderSigning.forward.addComment.response.parse(await added.json());
    expect(comentarios.map((c) => [c.comment, c.autor])).toEqual([
      ['¿El precio incluye la comisión?', 'Camila Andrea Rojas Fuentes'],
    ]);
    expect(
      (await list(camila, 'forward', 'TO_SIGN')).find((o) => o.folio === '710231')?.comentarios,
    ).toBe(1);
    const empty = await camila.call('POST', '/forward/ordenes/710231/comentarios', {
      body: { comment: '   ' },
    });
    expect(empty.status).toBe(400);
    const long = await camila.call('POST', '/forward/ordenes/710231/comentarios', {
      body: { comment: 'x'.repeat(orderSigning.MAX_COMMENT + 1) },
    });
    expect(long.status).toBe(400);
  });

  it('refuses to sign without an active security-pass method, and records nothing', async () => {
    const response = await sign(
      camila,
      'forward',
      signBody([{ folio: '710231', documentType: 'CONTRATO' }], '123456'),
    );
    expect(response.status).toBe(409);
    expect(apiErrorBodySchema.parse(await response.json()).message).toBe(m.noMethod);
    expect(folios(await list(camila, 'forward', 'SIGNED'))).toEqual(['710215']);
  });

  it('signs a batch with the right code: the valid orders signed with their evidence, the failing ones refused', async () => {
    secret = await enrol(camila);
    const previewed = await pdfBytes(camila, orderSigning.orderPdfPath('forward', '710231'));
    const firmas = [
      { folio: '710231', documentType: 'CONTRATO' as const },
      { folio: '710232', documentType: 'CONTRATO' as const },
      { folio: '710220', documentType: 'CONTRATO' as const },
      { folio: '710233', documentType: 'CONTRATO' as const },
      { folio: '710234', documentType: 'CONTRATO' as const },
    ];

    const code = await nextCode(secret);
    const wrong = await sign(camila, 'forward', signBody(firmas, wrongOf(code)));
    expect(wrong.status).toBe(400);
    expect(apiErrorBodySchema.parse(await wrong.json()).path).toEqual(['codigo']);
    expect(folios(await list(camila, 'forward', 'SIGNED'))).toEqual(['710215']);

    const body = signBody(firmas, code);
    const response = await sign(camila, 'forward', body);
    expect(response.status).toBe(200);
    const answer = orderSigning.signResponseSchema.parse(await response.json());
    expect(answer.documentos.map((d) => d.folio)).toEqual(['710231', '710232']);
    expect(answer.rechazadas).toEqual([
      { folio: '710220', documentType: 'CONTRATO', motivo: m.expired('710220') },
      { folio: '710233', documentType: 'CONTRATO', motivo: m.profileMismatch('710233') },
      { folio: '710234', documentType: 'CONTRATO', motivo: m.wrongDocument('710234') },
    ]);
    const evidence = answer.documentos[0]!;
    expect(evidence).toMatchObject({
      archivo: orderSigning.orderPdfPath('forward', '710231'),
      firma: {
        firmadoEl: new Date(clock).toISOString(),
        firmanteRut: CAMILA,
        firmanteNombre: 'Camila Andrea Rojas Fuentes',
        perfil: 'Camila Andrea Rojas Fuentes',
        metodo: 'cronto',
        // The exact bytes she previewed.
        hash: sha256(previewed),
      },
    });

    // The signed PDF is the document she previewed plus the signature page with the evidence.
    const signedResponse = await camila.get(evidence.archivo);
    expect(signedResponse.headers.get('content-disposition')).toMatch(
      /forward-710231-firmada\.pdf/,
    );
    const signedText = await pdfText(new Uint8Array(await signedResponse.arrayBuffer()));
    expect(signedText).toContain('Compra a plazo de US$ 50.000 a $ 948,30');
    expect(signedText).toContain('Constancia de firma electrónica');
    expect(signedText).toContain('Camila Andrea Rojas Fuentes');
    expect(signedText).toContain('Aplicación autenticadora');
    expect(signedText).toContain(evidence.firma.hash.slice(0, 32));
    expect(signedText).toContain(evidence.firma.hash.slice(32));

    expect(folios(await list(camila, 'forward', 'TO_SIGN'))).toEqual(['710234', '710233']);
    expect(folios(await list(camila, 'forward', 'SIGNED'))).toEqual(['710231', '710232', '710215']);
    const pending = await readEndpoint(camila, orderSigning.pending, '/firmas/pendientes');
    expect(pending.total).toBe(8);
    expect(pending.vencenHoy).toBe(0);

    // The same act again answers the same documents, signs nothing new and asks no new code.
    const retry = await sign(camila, 'forward', { ...body, codigo: '000000' });
    expect(retry.status).toBe(200);
    const again = orderSigning.signResponseSchema.parse(await retry.json());
    expect(again.documentos).toEqual(answer.documentos);
    const [row] = await demo.db.query<{ total: number }>(
      'SELECT count(*)::int AS total FROM order_signatures WHERE authorization_id = $1',
      [body.authorizationId],
    );
    expect(row?.total).toBe(2);
    // The same act for other orders is refused.
    const reused = await sign(camila, 'forward', {
      ...body,
      firmas: [{ folio: '710233', documentType: 'CONTRATO' }],
    });
    expect(reused.status).toBe(409);

    // An order already signed is refused in a new act, and its evidence does not change.
    const twice = await sign(
      camila,
      'forward',
      signBody([{ folio: '710231', documentType: 'CONTRATO' }], await nextCode(secret)),
    );
    expect(orderSigning.signResponseSchema.parse(await twice.json())).toEqual({
      documentos: [],
      rechazadas: [
        { folio: '710231', documentType: 'CONTRATO', motivo: m.alreadySigned('710231') },
      ],
    });
  });

  it('signs above the profile only with the acceptance, an early settlement as such, and OSIM', async () => {
    const accepted = await sign(
      camila,
      'forward',
      signBody(
        [
          { folio: '710233', documentType: 'CONTRATO' },
          { folio: '710234', documentType: 'LIQUIDACION_ANTICIPADA' },
        ],
        await nextCode(secret),
        { aceptaPerfil: true },
      ),
    );
    const answer = orderSigning.signResponseSchema.parse(await accepted.json());
    expect(answer.rechazadas).toEqual([]);
    expect(answer.documentos.map((d) => [d.folio, d.archivo])).toEqual([
      ['710233', orderSigning.orderPdfPath('forward', '710233')],
      ['710234', orderSigning.earlySettlementPdfPath('forward', '710234')],
    ]);
    const settlement = await pdfText(
      await pdfBytes(camila, orderSigning.earlySettlementPdfPath('forward', '710234')),
    );
    expect(settlement).toContain('Constancia de firma electrónica');
    // The forward it settles is not what she signed: no signature page on it.
    const original = await pdfText(
      await pdfBytes(camila, orderSigning.orderPdfPath('forward', '710234')),
    );
    expect(original).not.toContain('Constancia de firma electrónica');

    const osim = await sign(
      camila,
      'simultanea',
      signBody([{ folio: '640087', documentType: 'OSIM' }], await nextCode(secret)),
    );
    expect(orderSigning.signResponseSchema.parse(await osim.json()).documentos[0]?.folio).toBe(
      '640087',
    );
    expect((await list(camila, 'simultanea', '2'))[0]).toMatchObject({
      folio: '640087',
      estado: 2,
    });
    // A forward's folio is not a simultaneous order.
    const crossed = await sign(
      camila,
      'simultanea',
      signBody([{ folio: '710231', documentType: 'OSIM' }], await nextCode(secret)),
    );
    expect(orderSigning.signResponseSchema.parse(await crossed.json()).rechazadas[0]?.motivo).toBe(
      m.notFound('710231'),
    );
  });

  it('an order expires when its last day passes on the clock', async () => {
    expect(folios(await list(camila, 'internacional', 'TO_SIGN'))).toContain('820114');
    clock = Date.parse('2026-11-30T12:00:00Z');
    // Days later her session is over: she logs in again, with her app's code.
    camila = await demo.as(CAMILA);
    const passed = await camila.call('POST', '/securityPass/cronto', {
      body: { codigo: await nextCode(secret), proposito: 'ingreso' },
    });
    expect(passed.status).toBe(200);
    expect(folios(await list(camila, 'internacional', 'TO_SIGN'))).toEqual(['820115']);
    expect(folios(await list(camila, 'internacional', 'EXPIRED'))).toEqual(['820114']);
    const late = await sign(
      camila,
      'internacional',
      signBody([{ folio: '820114', documentType: 'CONTRATO' }], await nextCode(secret)),
    );
    expect(orderSigning.signResponseSchema.parse(await late.json()).rechazadas[0]?.motivo).toBe(
      m.expired('820114'),
    );
  });

  it("a company's orders: its supervisor reads them but cannot sign; its operator signs as the company", async () => {
    const supervisor = await demo.as(RODRIGO, '2002');
    expect(folios(await list(supervisor, 'forward', 'TO_SIGN'))).toEqual(['710241']);
    const refused = await sign(
      supervisor,
      'forward',
      signBody([{ folio: '710241', documentType: 'CONTRATO' }], '123456'),
    );
    expect(refused.status).toBe(403);

    const operator = await demo.as(RODRIGO, '2003');
    const rodrigoSecret = await enrol(operator);
    expect(folios(await list(operator, 'forward', 'TO_SIGN'))).toEqual(['710240']);
    // Camila's order, asked for as Pacífico's: not found, nothing signed.
    const signed = await sign(
      operator,
      'forward',
      signBody(
        [
          { folio: '710240', documentType: 'CONTRATO' },
          { folio: '710233', documentType: 'CONTRATO' },
        ],
        await nextCode(rodrigoSecret),
      ),
    );
    const answer = orderSigning.signResponseSchema.parse(await signed.json());
    expect(answer.documentos[0]?.firma).toMatchObject({
      firmanteRut: RODRIGO,
      firmanteNombre: 'Rodrigo Ignacio Soto Muñoz',
      perfil: 'Comercial Pacífico Ltda.',
    });
    expect(answer.rechazadas).toEqual([
      { folio: '710233', documentType: 'CONTRATO', motivo: m.notFound('710233') },
    ]);
  });

  it('never changes or removes an order or a signature', async () => {
    await expect(
      demo.db.query(`UPDATE signing_orders SET amount = 1 WHERE folio = '710231'`),
    ).rejects.toThrow(/no cambia/);
    await expect(
      demo.db.query(
        `DELETE FROM order_signatures WHERE order_id IN (SELECT id FROM signing_orders WHERE folio = '710231')`,
      ),
    ).rejects.toThrow(/no cambia/);
  });
});
