import { apiErrorBodySchema, inquiries as contract } from '@inversiones/contract';
import { describe, expect, it } from 'vitest';
import { read, TestBrowser } from '../test-support/browser.ts';
import { useDemoApp } from '../test-support/demo-app.ts';

let clock = Date.parse('2026-11-27T13:00:00Z');
const demo = useDemoApp({ now: () => clock });
const PATH = '/miPerfil/consultasYSugerencias';
const CAMILA = '12345678-5';
const RODRIGO = '15432198-5';
const VALENTINA = '16789012-1';

/** A real, minimal PDF: the server checks the bytes, not the declared type. */
const PDF_BASE64 = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n').toString(
  'base64',
);

const inquiry = (overrides: Partial<contract.NewInquiry> = {}): contract.NewInquiry => ({
  requestId: crypto.randomUUID(),
  category: 'sugerencia',
  message: 'Me gustaría ver la cartola en inglés.',
  attachment: null,
  ...overrides,
});

const send = (browser: TestBrowser, body: unknown) => browser.call('POST', PATH, { body });

async function refusal(response: Response, status: number) {
  expect(response.status).toBe(status);
  return apiErrorBodySchema.parse(await response.json());
}

describe('consultas y sugerencias', () => {
  it('files an inquiry with its attachment and answers a folio the list then shows', async () => {
    const camila = await demo.as(CAMILA);
    const request = inquiry({
      category: 'consulta',
      attachment: { name: 'cartola.pdf', mediaType: 'application/pdf', base64: PDF_BASE64 },
    });
    const { inquiry: filed } = contract.createInquiry.response.parse(
      await read(await send(camila, request)),
    );
    expect(filed).toMatchObject({
      category: 'consulta',
      status: 'recibida',
      attachmentName: 'cartola.pdf',
      createdAt: '2026-11-27T13:00:00.000Z',
      answer: null,
    });
    expect(filed.folio).toMatch(/^CS-\d{6}$/);
    const { inquiries } = contract.listInquiries.response.parse(await read(await camila.get(PATH)));
    expect(inquiries[0]).toEqual(filed);
  });

  it('files one inquiry for a repeated or concurrent send of one request', async () => {
    const valentina = await demo.as(VALENTINA);
    const request = inquiry();
    const answers = await Promise.all([1, 2, 3].map(() => send(valentina, request)));
    const folios = await Promise.all(answers.map(async (r) => (await read(r)).inquiry.folio));
    expect(new Set(folios).size).toBe(1);
    const again = await read(await send(valentina, request));
    expect(again.inquiry.folio).toBe(folios[0]);
    const { inquiries } = await read(await valentina.get(PATH));
    expect(inquiries.filter((i: contract.Inquiry) => i.folio === folios[0])).toHaveLength(1);

    const changed = await send(valentina, {
      ...request,
      message: 'Otro texto distinto del primero.',
    });
    expect((await refusal(changed, 409)).message).toMatch(/ya fue enviada con otro contenido/);
  });

  it('refuses an attachment whose bytes are not what it claims, or too large', async () => {
    const camila = await demo.as(CAMILA);
    const png = inquiry({
      attachment: { name: 'foto.png', mediaType: 'image/png', base64: PDF_BASE64 },
    });
    expect((await refusal(await send(camila, png), 400)).message).toMatch(/adjunto no es válido/);
    const big = Buffer.alloc(contract.INQUIRY_ATTACHMENT_MAX_BYTES + 1, 0x20);
    big.write('%PDF-1.4');
    const tooBig = inquiry({
      attachment: {
        name: 'grande.pdf',
        mediaType: 'application/pdf',
        base64: big.toString('base64'),
      },
    });
    expect((await send(camila, tooBig)).status).toBe(400);
    const html = inquiry({
      attachment: {
        name: 'x.html',
        mediaType: 'text/html' as 'application/pdf',
        base64: PDF_BASE64,
      },
    });
    expect((await send(camila, html)).status).toBe(400);
  });

  it('refuses a message too short or too long, and an unknown category', async () => {
    const camila = await demo.as(CAMILA);
    const short = await refusal(await send(camila, inquiry({ message: '  hola   ' })), 400);
    expect(short.message).toMatch(/al menos 10 caracteres/);
    const long = inquiry({ message: 'a'.repeat(contract.INQUIRY_MESSAGE_MAX + 1) });
    expect((await send(camila, long)).status).toBe(400);
    expect((await send(camila, { ...inquiry(), category: 'otro' })).status).toBe(400);
  });

  it('shows each client only her own inquiries, and needs a session and the XSRF echo', async () => {
    const rodrigo = await demo.as(RODRIGO);
    const { inquiries } = await read(await rodrigo.get(PATH));
    expect(inquiries).toEqual([]);
    // Acting for a company changes nothing: the inquiry is the person's.
    const company = await demo.as(RODRIGO, '2002');
    expect((await read(await company.get(PATH))).inquiries).toEqual([]);

    const anonymous = new TestBrowser(demo.app);
    expect((await anonymous.get(PATH)).status).toBe(401);
    const noXsrf = await rodrigo.call('POST', PATH, { body: inquiry(), xsrf: false });
    expect(noXsrf.status).toBe(403);
  });

  it(`accepts ${contract.INQUIRIES_PER_DAY} a day and then asks to call the executive`, async () => {
    const rodrigo = await demo.as(RODRIGO);
    const first = inquiry();
    for (let i = 0; i < contract.INQUIRIES_PER_DAY; i++) {
      expect((await send(rodrigo, i === 0 ? first : inquiry())).status).toBe(200);
    }
    const over = await refusal(await send(rodrigo, inquiry()), 429);
    expect(over.message).toMatch(/comuníquese con su ejecutivo/);
    // A retry of a filed request still gets its folio.
    expect((await send(rodrigo, first)).status).toBe(200);
    clock += 24 * 60 * 60 * 1000;
    // A day later (the old session has long expired) the limit has room again.
    expect((await send(await demo.as(RODRIGO), inquiry())).status).toBe(200);
  });
});
