import { orderSigning } from '@inversiones/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearPendingSignatures } from '../../store/pending-signatures.ts';
import {
  asNaturalPerson,
  asSupervisor,
  catchSaves,
  day,
  fakeApi,
  findTable,
  json,
  renderPage,
} from './order-signing.test-helper.tsx';

// Each interaction re-renders the table and its card list (both in jsdom): slow under load.
vi.setConfig({ testTimeout: 30_000 });

const WRONG_CODE =
  'El código no es válido. Revise que sea el último que recibió o que muestra su aplicación e intente nuevamente. Tras 5 intentos fallidos el método se bloquea durante 15 minutos.';

const wire = (iso: string) => iso.replaceAll('-', '');
const typed = (iso: string) => `${iso.slice(8, 10)}${iso.slice(5, 7)}${iso.slice(0, 4)}`;
const dialog = () => within(screen.getByRole('dialog', { name: 'Firma de órdenes' }));

async function typeDate(label: string, iso: string) {
  const group = screen.getByRole('group', { name: new RegExp(`^${label}`) });
  const [dayField] = within(group).getAllByRole('spinbutton');
  await userEvent.click(dayField!);
  await userEvent.keyboard(typed(iso));
}

/** Ticks the orders, opens the modal, declares and types the code (the modal stays open). */
async function prepareSignature(folios: string[], code = '123456') {
  const table = await findTable();
  for (const folio of folios) {
    await userEvent.click(table.getByRole('checkbox', { name: `Seleccionar orden ${folio}` }));
  }
  await userEvent.click(screen.getByRole('button', { name: 'Firmar' }));
  await userEvent.click(dialog().getByRole('checkbox', { name: /Declaro haber leído/ }));
  await userEvent.type(dialog().getByRole('textbox', { name: /Código de verificación/ }), code);
}

let saved: string[];
beforeEach(() => {
  saved = catchSaves();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  clearPendingSignatures();
});

describe('Firma de Operaciones', () => {
  it("lists each family's orders per tab in its own wire states, the to-sign list without dates", async () => {
    const api = fakeApi();
    asNaturalPerson();
    renderPage();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Firma de Operaciones' }),
    ).toBeVisible();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      ...Object.values(orderSigning.orderFamilyNames),
      'Documentos',
      'Por firmar',
      'Firmadas',
      'Vencidas',
    ]);
    const toSign = await findTable();
    expect(toSign.getAllByRole('row')).toHaveLength(4);
    const due = toSign.getByRole('row', { name: /100231/ });
    expect(due).toHaveTextContent('Vence hoy');
    expect(due).toHaveTextContent('$ 47.415.000');
    expect(toSign.getByRole('row', { name: /100232/ })).not.toHaveTextContent('Vence hoy');
    expect(toSign.getByRole('row', { name: /100232/ })).toHaveTextContent('Fuera de su perfil');
    expect(toSign.getByRole('row', { name: /100233/ })).toHaveTextContent('US$ 12.345,67');
    const [first] = api.to('/api/forward/ordenes');
    expect(first?.url.searchParams.get('estado')).toBe('TO_SIGN');
    expect(first?.url.searchParams.has('fechaInicio')).toBe(false);

    await userEvent.click(screen.getByRole('tab', { name: 'Firmadas' }));
    expect((await findTable('Firmadas')).getByRole('row', { name: /100101/ })).toBeVisible();
    const signed = api.to('/api/forward/ordenes').at(-1)!.url.searchParams;
    expect(signed.get('estado')).toBe('SIGNED');
    // The last 90 days until another period is asked.
    expect(signed.get('fechaInicio')).toBe(wire(day(-90)));
    expect(signed.get('fechaTermino')).toBe(wire(day(0)));

    await userEvent.click(screen.getByRole('tab', { name: 'Mandatos de Liquidación y Traspaso' }));
    expect((await findTable()).getByRole('row', { name: /200301/ })).toBeVisible();
    expect(api.to('/api/ffmm/mlt').at(-1)!.url.searchParams.get('estado')).toBe('PEN');
    await userEvent.click(screen.getByRole('tab', { name: 'Vencidas' }));
    expect((await findTable('Vencidas')).getByRole('row', { name: /200250/ })).toBeVisible();
    expect(api.to('/api/ffmm/mlt').at(-1)!.url.searchParams.get('estado')).toBe('VENCIDO');

    await userEvent.click(screen.getByRole('tab', { name: 'Simultáneas' }));
    await waitFor(() =>
      expect(api.to('/api/simultaneas/ordenes').at(-1)?.url.searchParams.get('estado')).toBe('1'),
    );
  });

  it('asks the signed list for a period of at least 15 days, and refuses a shorter one without a call', async () => {
    const api = fakeApi();
    asNaturalPerson();
    renderPage();
    await findTable();
    await userEvent.click(screen.getByRole('tab', { name: 'Firmadas' }));
    await findTable('Firmadas');
    const before = api.to('/api/forward/ordenes').length;
    await typeDate('Desde', day(-10));
    await typeDate('Hasta', day(0));
    await userEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(
      await screen.findByText(
        'El período debe ser de al menos 15 días. Amplíe el rango de fechas.',
      ),
    ).toBeVisible();
    expect(api.to('/api/forward/ordenes')).toHaveLength(before);

    await typeDate('Desde', day(-30));
    await userEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    await waitFor(() => expect(api.to('/api/forward/ordenes')).toHaveLength(before + 1));
    const asked = api.to('/api/forward/ordenes').at(-1)!.url.searchParams;
    expect(asked.get('fechaInicio')).toBe(wire(day(-30)));
    expect(asked.get('fechaTermino')).toBe(wire(day(0)));
  });

  it("opens an order's PDF and its early settlement's, each checked to be a PDF", async () => {
    const api = fakeApi({
      file: (url) =>
        url.pathname.endsWith('/100233/pdf')
          ? new Response('<html>error</html>', { headers: { 'Content-Type': 'text/html' } })
          : new Response('%PDF-1.7', {
              headers: {
                'Content-Type': 'application/pdf',
                'Content-Disposition': `inline; filename="${url.pathname.split('/').at(-2)}.pdf"`,
              },
            }),
    });
    asNaturalPerson();
    renderPage();
    const table = await findTable();
    await userEvent.click(table.getByRole('button', { name: 'Ver PDF de la orden 100231' }));
    await waitFor(() => expect(saved).toEqual(['100231.pdf']));
    expect(api.to('/api/forward/ordenes/100231/pdf')[0]?.url.searchParams.get('preview')).toBe(
      'true',
    );
    // Only an early settlement has its own PDF.
    expect(
      table.queryByRole('button', { name: 'Ver liquidación anticipada de la orden 100231' }),
    ).toBeNull();
    await userEvent.click(
      table.getByRole('button', { name: 'Ver liquidación anticipada de la orden 100232' }),
    );
    await waitFor(() => expect(saved).toHaveLength(2));
    expect(api.to('/api/forward/ordenes/100232/pdfLiquidacionAnticipada')).toHaveLength(1);

    await userEvent.click(table.getByRole('button', { name: 'Ver PDF de la orden 100233' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No pudimos abrir el PDF de la orden 100233.',
    );
    expect(saved).toHaveLength(2);
  });

  it("shows an order's comments and adds one", async () => {
    const api = fakeApi();
    asNaturalPerson();
    renderPage();
    const table = await findTable();
    await userEvent.click(table.getByRole('button', { name: 'Comentarios de la orden 100231' }));
    const comments = within(
      await screen.findByRole('dialog', { name: 'Comentarios de la orden 100231' }),
    );
    expect(
      await comments.findByText('Orden ingresada según instrucción telefónica.'),
    ).toBeVisible();
    const field = comments.getByRole('textbox', { name: /^Nuevo comentario/ });
    await userEvent.type(field, 'Confirmo el tipo de cambio.');
    await userEvent.click(comments.getByRole('button', { name: 'Agregar comentario' }));
    expect(await comments.findByText('Confirmo el tipo de cambio.')).toBeVisible();
    expect(api.to('/api/forward/ordenes/100231/comentarios', 'POST')[0]?.body).toEqual({
      comment: 'Confirmo el tipo de cambio.',
    });
    await waitFor(() => expect(field).toHaveValue(''));
  });

  it('signs a batch with the code: the signed orders leave Por firmar, each signed PDF to keep', async () => {
    const api = fakeApi();
    asNaturalPerson();
    renderPage();
    await prepareSignature(['100231', '100233']);
    expect(dialog().getByText('Va a firmar 2 órdenes:')).toBeVisible();
    await userEvent.click(dialog().getByRole('button', { name: 'Firmar' }));

    const success = await screen.findByText('Firmó 2 órdenes.');
    expect(success.closest('[role="status"]')).not.toBeNull();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const [post] = api.to('/api/forward/ordenes/firmas', 'POST');
    expect(post?.body).toEqual({
      firmas: [
        { folio: '100231', documentType: 'CONTRATO' },
        { folio: '100233', documentType: 'CONTRATO' },
      ],
      declaracion: true,
      aceptaPerfil: false,
      metodo: 'cronto',
      codigo: '123456',
      authorizationId: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    // Por firmar again, without the signed orders; the count follows.
    await waitFor(() => expect(api.to('/api/forward/ordenes')).toHaveLength(2));
    await waitFor(async () =>
      expect((await findTable()).queryByRole('row', { name: /100231/ })).toBeNull(),
    );
    expect((await findTable()).getByRole('row', { name: /100232/ })).toBeVisible();
    expect(api.to('/api/firmas/pendientes')).toHaveLength(1);

    const documents = screen.getByRole('list', { name: 'Documentos firmados' });
    await userEvent.click(
      within(documents).getByRole('button', { name: /Descargar PDF firmado.*100231/ }),
    );
    await waitFor(() => expect(saved).toEqual(['forward-100231-firmada.pdf']));
    expect(api.to('/api/forward/ordenes/100231/pdf')).toHaveLength(1);

    await userEvent.click(screen.getByRole('tab', { name: 'Firmadas' }));
    expect((await findTable('Firmadas')).getByRole('row', { name: /100231/ })).toBeVisible();
  });

  it('keeps a refused code in the modal with what was ticked and typed; the next try is a new act', async () => {
    const api = fakeApi({
      sign: (request, attempt, sign) =>
        attempt === 1
          ? json({ message: WRONG_CODE, status: 400, path: ['codigo'] }, 400)
          : sign(request.firmas.map((f) => f.folio)),
    });
    asNaturalPerson();
    renderPage();
    await prepareSignature(['100232'], '111111');
    await userEvent.click(dialog().getByRole('checkbox', { name: /Acepto la responsabilidad/ }));
    await userEvent.click(dialog().getByRole('button', { name: 'Firmar' }));
    expect(await dialog().findByRole('alert')).toHaveTextContent(WRONG_CODE);
    const code = dialog().getByRole('textbox', { name: /Código de verificación/ });
    expect(code).toHaveValue('111111');
    await waitFor(() => expect(code).toHaveFocus());
    expect(dialog().getByRole('checkbox', { name: /Declaro haber leído/ })).toBeChecked();
    expect(dialog().getByRole('checkbox', { name: /Acepto la responsabilidad/ })).toBeChecked();

    await userEvent.clear(code);
    await userEvent.type(code, '222222');
    await userEvent.click(dialog().getByRole('button', { name: 'Firmar' }));
    expect(await screen.findByText('Firmó 1 orden.')).toBeVisible();
    const [refused, signed] = api
      .to('/api/forward/ordenes/firmas', 'POST')
      .map((call) => call.body as orderSigning.SignRequest);
    expect(refused?.aceptaPerfil).toBe(true);
    expect(signed?.codigo).toBe('222222');
    expect(signed?.authorizationId).not.toBe(refused?.authorizationId);
  });

  it('offers Reintentar after a call with no answer, sending the same act again', async () => {
    const api = fakeApi({
      sign: (request, attempt, sign) =>
        attempt === 1
          ? json({ message: 'Error interno', status: 503 }, 503)
          : sign(request.firmas.map((f) => f.folio)),
    });
    asNaturalPerson();
    renderPage();
    await prepareSignature(['100231']);
    await userEvent.click(dialog().getByRole('button', { name: 'Firmar' }));
    expect(await dialog().findByRole('alert')).toHaveTextContent(
      'No fue posible completar la firma.',
    );
    await userEvent.click(dialog().getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('Firmó 1 orden.')).toBeVisible();
    const [first, retry] = api
      .to('/api/forward/ordenes/firmas', 'POST')
      .map((call) => call.body as orderSigning.SignRequest);
    expect(retry?.authorizationId).toBe(first?.authorizationId);
  });

  it('says which order was refused and why when only part of the batch is signed', async () => {
    fakeApi({
      sign: (_request, _attempt, sign) =>
        sign(
          ['100231'],
          [
            {
              folio: '100233',
              documentType: 'CONTRATO',
              motivo: orderSigning.signingMessages.expired('100233'),
            },
          ],
        ),
    });
    asNaturalPerson();
    renderPage();
    await prepareSignature(['100231', '100233']);
    await userEvent.click(dialog().getByRole('button', { name: 'Firmar' }));
    expect(await screen.findByText('Firmó 1 orden.')).toBeVisible();
    const refused = screen.getByRole('alert');
    expect(refused).toHaveTextContent('No se firmó 1 orden');
    expect(refused).toHaveTextContent('La orden 100233 venció y ya no se puede firmar.');
    expect(
      within(screen.getByRole('list', { name: 'Documentos firmados' })).getAllByRole('listitem'),
    ).toHaveLength(1);
  });

  it('without an active security-pass method, says so and links to it instead of offering the signature', async () => {
    fakeApi({ methods: [] });
    asNaturalPerson();
    renderPage();
    expect(await screen.findByText(orderSigning.signingMessages.noMethod)).toBeVisible();
    const table = await findTable();
    expect(table.queryByRole('checkbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Firmar' })).toBeNull();
    await userEvent.click(screen.getByRole('link', { name: 'Ir a Pase de Seguridad' }));
    expect(await screen.findByRole('heading', { name: 'Pase de Seguridad' })).toBeVisible();
  });

  it("lets a company's supervisor consult the orders but not sign them", async () => {
    const api = fakeApi();
    asSupervisor();
    renderPage();
    expect(await screen.findByText('Puede consultar, pero no firmar')).toBeVisible();
    const table = await findTable();
    expect(table.getByRole('row', { name: /100231/ })).toBeVisible();
    expect(table.queryByRole('checkbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Firmar' })).toBeNull();
    // Nothing asks for a second factor he could not use.
    expect(api.to('/api/securityPass/method')).toHaveLength(0);
  });
});
