import { documentSigning, orderSigning } from '@inversiones/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearPendingSignatures } from '../../store/pending-signatures.ts';
import {
  asNaturalPerson,
  asSupervisor,
  catchSaves,
  fakeApi,
  json,
  renderPage,
  type ApiOptions,
} from '../order-signing/order-signing.test-helper.tsx';
import {
  asCompanyOperator,
  companyDocuments,
  documentsApi,
  type DocumentsApiOptions,
} from './document-signing.test-helper.ts';

// Each interaction re-renders the page and its modals in jsdom: slow under load.
vi.setConfig({ testTimeout: 30_000 });

const WRONG_CODE =
  'El código no es válido. Revise que sea el último que recibió o que muestra su aplicación e intente nuevamente. Tras 5 intentos fallidos el método se bloquea durante 15 minutos.';
const ANNEX = 'Anexo al Contrato General de Fondos: nuevas series';
const ANNEX_NAME = `${ANNEX}, versión 1`;
const PRIVACY_2 = 'Política de Privacidad y Tratamiento de Datos, versión 2';
const COMPANY_ANNEX = 'Anexo al Contrato General de Fondos: operaciones a plazo';

const signDialog = () => within(screen.getByRole('dialog', { name: 'Firma de documento' }));
const rejectDialog = () => within(screen.getByRole('dialog', { name: 'Rechazo de documento' }));
const card = (title: string, version = 1) =>
  within(
    screen
      .getAllByRole('article', { name: title })
      .find((article) => article.textContent?.includes(`Versión ${version}`))!,
  );

/** The page on its documents' tab with the documents' API beside the orders'. */
function open(documents: DocumentsApiOptions = {}, options: ApiOptions = {}) {
  const docs = documentsApi(documents);
  const api = fakeApi({ ...options, extra: docs.extra, pendingDocuments: docs.pending });
  return api;
}

async function findList() {
  const list = await screen.findByRole('region', { name: 'Documentos por firmar' });
  await waitFor(() => expect(list).not.toHaveAttribute('aria-busy'));
  await within(list).findAllByRole('article');
  return within(list);
}

/** Opens the signing modal of a document, declares and types the code. */
async function prepareSignature(name: string, code = '123456') {
  await userEvent.click(await screen.findByRole('button', { name: `Firmar ${name}` }));
  await userEvent.click(signDialog().getByRole('checkbox', { name: /Declaro haber leído/ }));
  await userEvent.type(signDialog().getByRole('textbox', { name: /Código de verificación/ }), code);
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

describe('Firma de Operaciones: documentos', () => {
  it('lists the documents in a fifth tab kept in the URL, each with its state in words', async () => {
    const api = open();
    asNaturalPerson();
    renderPage();
    await screen.findByRole('heading', { level: 1, name: 'Firma de Operaciones' });
    expect(screen.getAllByRole('tab').at(4)).toHaveTextContent('Documentos');
    await userEvent.click(screen.getByRole('tab', { name: 'Documentos' }));
    const list = await findList();
    expect(screen.getByRole('tab', { name: 'Documentos' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(api.to('/api/documentosFirma')).toHaveLength(1);
    const cards = list.getAllByRole('article');
    expect(cards).toHaveLength(5);
    const names = documentSigning.documentStateNames;
    expect(cards[0]).toHaveTextContent(`Estado: ${names.porFirmar}`);
    expect(cards[0]).toHaveTextContent('Versión 1 · Emitido el 20/11/2026');
    expect(cards[0]).toHaveTextContent(`Descripción de ${ANNEX}.`);
    expect(cards[1]).toHaveTextContent(`Estado: ${names.nuevaVersion}`);
    expect(cards[1]).toHaveTextContent('Versión 2 · Emitido el 18/11/2026');
    expect(cards[2]).toHaveTextContent(`Estado: ${names.rechazado}`);
    expect(cards[2]).toHaveTextContent('Prefiero recibir los dividendos en mi cuenta corriente.');
    expect(cards[2]).toHaveTextContent('Rechazado el 05/10/2026 16:20');
    expect(cards[3]).toHaveTextContent(`Estado: ${names.firmadoFisico}`);
    expect(cards[4]).toHaveTextContent(`Estado: ${names.firmadoDigital}`);
    // Only what waits can be signed or rejected.
    expect(list.getAllByRole('button', { name: /^Firmar/ })).toHaveLength(2);
    expect(list.getAllByRole('button', { name: /^Rechazar/ })).toHaveLength(2);
    expect(
      card('Política de Privacidad y Tratamiento de Datos', 1).getByRole('button', {
        name: 'Descargar documento firmado Política de Privacidad y Tratamiento de Datos, versión 1',
      }),
    ).toBeVisible();
  });

  it("opens a document's PDF, checked to be a PDF, and says so when it is not", async () => {
    open({
      file: (doc) =>
        doc.id === '104'
          ? new Response('<html>error</html>', { headers: { 'Content-Type': 'text/html' } })
          : new Response('%PDF-1.7', {
              headers: {
                'Content-Type': 'application/pdf',
                'Content-Disposition': `attachment; filename="documento-${doc.id}-v${doc.version}.pdf"`,
              },
            }),
    });
    asNaturalPerson();
    renderPage('/firmaOperaciones?familia=documentos');
    const list = await findList();
    await userEvent.click(list.getByRole('button', { name: `Ver documento ${ANNEX_NAME}` }));
    await waitFor(() => expect(saved).toEqual(['documento-101-v1.pdf']));
    await userEvent.click(
      list.getByRole('button', {
        name: 'Ver documento Declaración de Origen de Fondos, versión 1',
      }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No pudimos abrir el documento «Declaración de Origen de Fondos», versión 1.',
    );
    expect(saved).toHaveLength(1);
  });

  it('signs a personal document with the code: announced, the document signed, the list and count asked again', async () => {
    const api = open();
    asNaturalPerson();
    renderPage('/firmaOperaciones?familia=documentos');
    await findList();
    await prepareSignature(ANNEX_NAME);
    expect(signDialog().getByText(`Va a firmar el documento ${ANNEX_NAME}.`)).toBeVisible();
    await userEvent.click(signDialog().getByRole('button', { name: 'Firmar' }));

    const success = await screen.findByText(`Firmó el documento «${ANNEX}», versión 1.`);
    expect(success.closest('[role="status"]')).not.toBeNull();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.to('/api/documentosFirma/101/firma', 'POST')[0]?.body).toEqual({
      declaracion: true,
      metodo: 'cronto',
      codigo: '123456',
      authorizationId: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    const signed = card(ANNEX);
    expect(signed.getByText(/^Firmado digitalmente/)).toBeVisible();
    expect(signed.queryByRole('button', { name: /^Firmar/ })).toBeNull();
    await waitFor(() => expect(api.to('/api/documentosFirma')).toHaveLength(2));
    await waitFor(() => expect(api.to('/api/firmas/pendientes')).toHaveLength(1));
    // The focus stays on the document, whose 'Firmar' is gone.
    await waitFor(() => expect(screen.getByRole('heading', { name: ANNEX })).toHaveFocus());

    await userEvent.click(
      signed.getByRole('button', { name: `Descargar documento firmado ${ANNEX_NAME}` }),
    );
    await waitFor(() => expect(saved).toEqual(['documento-101-v1-firmado.pdf']));
  });

  it('keeps a refused code in the modal with the declaration ticked; the next try is a new act', async () => {
    const api = open({
      sign: (_request, attempt) =>
        attempt === 1 ? json({ message: WRONG_CODE, status: 400, path: ['codigo'] }, 400) : null,
    });
    asNaturalPerson();
    renderPage('/firmaOperaciones?familia=documentos');
    await findList();
    await prepareSignature(ANNEX_NAME, '111111');
    await userEvent.click(signDialog().getByRole('button', { name: 'Firmar' }));
    expect(await signDialog().findByRole('alert')).toHaveTextContent(WRONG_CODE);
    const code = signDialog().getByRole('textbox', { name: /Código de verificación/ });
    expect(code).toHaveValue('111111');
    await waitFor(() => expect(code).toHaveFocus());
    expect(signDialog().getByRole('checkbox', { name: /Declaro haber leído/ })).toBeChecked();

    await userEvent.clear(code);
    await userEvent.type(code, '222222');
    await userEvent.click(signDialog().getByRole('button', { name: 'Firmar' }));
    expect(await screen.findByText(`Firmó el documento «${ANNEX}», versión 1.`)).toBeVisible();
    const [refused, accepted] = api
      .to('/api/documentosFirma/101/firma', 'POST')
      .map((call) => call.body as documentSigning.SignRequest);
    expect(accepted?.codigo).toBe('222222');
    expect(accepted?.authorizationId).not.toBe(refused?.authorizationId);
  });

  it('offers Reintentar after a call with no answer, sending the same act again', async () => {
    const api = open({
      sign: (_request, attempt) =>
        attempt === 1 ? json({ message: 'Error interno', status: 503 }, 503) : null,
    });
    asNaturalPerson();
    renderPage('/firmaOperaciones?familia=documentos');
    await findList();
    await prepareSignature(ANNEX_NAME);
    await userEvent.click(signDialog().getByRole('button', { name: 'Firmar' }));
    expect(await signDialog().findByRole('alert')).toHaveTextContent(
      'No fue posible completar la firma. Puede reintentar: si el documento alcanzó a firmarse, no se firmará dos veces.',
    );
    await userEvent.click(signDialog().getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText(`Firmó el documento «${ANNEX}», versión 1.`)).toBeVisible();
    const [first, retry] = api
      .to('/api/documentosFirma/101/firma', 'POST')
      .map((call) => call.body as documentSigning.SignRequest);
    expect(retry?.authorizationId).toBe(first?.authorizationId);
  });

  it("rejects a document with a reason, refusing a short one with the contract's message before any call", async () => {
    const api = open();
    asNaturalPerson();
    renderPage('/firmaOperaciones?familia=documentos');
    await findList();
    await userEvent.click(screen.getByRole('button', { name: `Rechazar ${PRIVACY_2}` }));
    const reason = rejectDialog().getByRole('textbox', { name: /Motivo del rechazo/ });
    await userEvent.type(reason, '  No.  ');
    await userEvent.click(rejectDialog().getByRole('button', { name: 'Rechazar documento' }));
    expect(reason).toHaveAccessibleDescription(
      expect.stringContaining('Cuéntenos el motivo en al menos 10 caracteres.'),
    );
    expect(reason).toHaveFocus();
    expect(api.to('/api/documentosFirma/102/rechazar', 'POST')).toHaveLength(0);

    await userEvent.clear(reason);
    await userEvent.type(reason, '  No acepto el plazo de conservación de diez años.  ');
    await userEvent.click(rejectDialog().getByRole('button', { name: 'Rechazar documento' }));
    const done = await screen.findByText(
      'Rechazó el documento «Política de Privacidad y Tratamiento de Datos», versión 2.',
    );
    expect(done.closest('[role="status"]')).not.toBeNull();
    expect(api.to('/api/documentosFirma/102/rechazar', 'POST')[0]?.body).toEqual({
      motivo: 'No acepto el plazo de conservación de diez años.',
    });
    const rejected = card('Política de Privacidad y Tratamiento de Datos', 2);
    expect(rejected.getByText(/^Rechazado$/)).toBeVisible();
    expect(rejected.getByText('No acepto el plazo de conservación de diez años.')).toBeVisible();
    expect(rejected.queryByRole('button', { name: /^Rechazar/ })).toBeNull();
    await waitFor(() => expect(api.to('/api/firmas/pendientes')).toHaveLength(1));
  });

  it("shows a company document's attorneys, and after a joint signature that it waits for another attorney", async () => {
    const api = open({ documents: companyDocuments(), company: true });
    asCompanyOperator();
    renderPage('/firmaOperaciones?familia=documentos');
    await findList();
    const document = card(COMPANY_ANNEX);
    const attorneys = document.getByRole('list', {
      name: `Apoderados que firman ${COMPANY_ANNEX}, versión 1`,
    });
    expect(
      within(attorneys)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Rodrigo Ignacio Soto MuñozUsted15.432.198-5 · Poder conjuntoPendiente de firma',
      'Patricia Elena Lagos Vidal10.987.654-2 · Poder conjuntoPendiente de firma',
      'Andrés Felipe Morales Cid13.246.857-5 · Poder conjuntoPendiente de firma',
    ]);
    expect(
      document.getByText(
        'Firma un apoderado con poder individual, o dos apoderados con poder conjunto.',
      ),
    ).toBeVisible();

    await prepareSignature(`${COMPANY_ANNEX}, versión 1`);
    await userEvent.click(signDialog().getByRole('button', { name: 'Firmar' }));
    const waiting = await screen.findByText(
      'Su firma quedó registrada. El documento espera la firma de otro apoderado.',
    );
    expect(waiting.closest('[role="status"]')).not.toBeNull();
    expect(api.to('/api/documentosFirma/201/firma', 'POST')).toHaveLength(1);
    const after = card(COMPANY_ANNEX);
    expect(after.getByText(/^Por firmar$/)).toBeVisible();
    expect(after.getByText('Espera la firma de otro apoderado')).toBeVisible();
    expect(
      after.getByText(
        'Falta la firma de otro apoderado: Patricia Elena Lagos Vidal (10.987.654-2) o Andrés Felipe Morales Cid (13.246.857-5).',
      ),
    ).toBeVisible();
    expect(after.getByText('Firmó 1 apoderado.')).toBeVisible();
    expect(within(after.getByRole('list')).getAllByRole('listitem')[0]).toHaveTextContent(
      'Firmado',
    );
    expect(after.queryByRole('button', { name: /^Firmar/ })).toBeNull();
  });

  it("lets a company's supervisor consult the documents but neither sign nor reject them", async () => {
    const api = open({
      documents: companyDocuments().map((d) => ({
        ...d,
        puedeFirmar: false,
        puedeRechazar: false,
      })),
    });
    asSupervisor();
    renderPage('/firmaOperaciones?familia=documentos');
    expect(await screen.findByText('Puede consultar, pero no firmar')).toBeVisible();
    const list = await findList();
    expect(list.getByRole('article', { name: COMPANY_ANNEX })).toHaveTextContent(
      'Estado: Por firmar',
    );
    expect(list.queryByRole('button', { name: /^Firmar/ })).toBeNull();
    expect(list.queryByRole('button', { name: /^Rechazar/ })).toBeNull();
    expect(list.getByRole('button', { name: /^Ver documento/ })).toBeVisible();
    expect(api.to('/api/securityPass/method')).toHaveLength(0);
  });

  it('without an active security-pass method, points to it and offers no signature, but the rejection', async () => {
    open({}, { methods: [] });
    asNaturalPerson();
    renderPage('/firmaOperaciones?familia=documentos');
    expect(await screen.findByText(orderSigning.signingMessages.noMethod)).toBeVisible();
    const list = await findList();
    expect(list.queryByRole('button', { name: /^Firmar/ })).toBeNull();
    expect(list.getByRole('button', { name: `Rechazar ${ANNEX_NAME}` })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Ir a Pase de Seguridad' })).toBeVisible();
  });
});
