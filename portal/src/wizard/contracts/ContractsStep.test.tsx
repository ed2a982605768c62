import { wizardConfig } from '@inversiones/contract';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setNavigator } from '../../errors/navigation.ts';
import { beginSession, clearSession } from '../../store/session.ts';
import { makeStepNav } from '../engine/step-nav.test-helper.ts';
import type { StepComponentProps } from '../engine/step-props.ts';
import { ContractsStep } from './ContractsStep.tsx';
import {
  AUTHORIZATION_ID,
  captureDownloads,
  json,
  pdf,
  stubFetch,
  wireDoc,
} from './contracts.test-helper.ts';

const SIGNING = 'Estimado cliente el proceso de firma digital puede tardar unos minutos.';
const ACCEPT = 'He leído y acepto las condiciones de los documentos a firmar.';

const groups = [
  {
    titulo: 'Contratos de uso de canal digital',
    documentos: [
      {
        key: 'CONTRATO_GENERAL_FONDOS',
        nombre: 'Contrato General de Fondos',
        url: '/documentos/CONTRATO_GENERAL_FONDOS.pdf',
        obligatorio: true,
        display: true,
        descripcion: 'Regula la inversión en fondos mutuos.',
      },
      {
        key: 'MANDATO_LIQUIDACION',
        nombre: 'Mandato de Liquidación',
        url: '/documentos/MANDATO_LIQUIDACION.pdf',
        display: true,
      },
      { key: 'OCULTO', nombre: 'Anexo interno de control', display: false },
    ],
  },
];

const step = (contratos: Record<string, unknown> = {}) =>
  wizardConfig.wizardStepSchema.parse({
    config: { type: 'contratos', title: 'Contratos por firmar', saveable: true, contratos },
    items: groups,
  });

function renderStep(props: Partial<StepComponentProps> = {}) {
  const nav = makeStepNav();
  render(
    <>
      <h2 id="h" tabIndex={-1}>
        Contratos por firmar
      </h2>
      <ContractsStep
        wizardId="UCDSHOWCONTRACT"
        context="base"
        step={step()}
        index={0}
        total={2}
        data={{}}
        headingId="h"
        nav={nav}
        {...props}
      />
    </>,
  );
  return nav;
}

const navigate = vi.fn<(to: string) => void>();

beforeEach(() => {
  sessionStorage.clear();
  beginSession({ sessionId: 'pub-1', omitirPaso: true });
  document.cookie = 'XSRF-TOKEN=tok; path=/';
  navigate.mockReset();
  setNavigator(navigate);
});

afterEach(() => {
  setNavigator(null);
  vi.unstubAllGlobals();
  clearSession({ broadcast: false, everything: true });
});

describe('ContractsStep', { timeout: 20_000 }, () => {
  it('shows only displayed documents; Firmar is enabled only while the conditions are accepted', async () => {
    const nav = renderStep();
    expect(screen.getByText('Contrato General de Fondos')).toBeInTheDocument();
    expect(screen.queryByText('Anexo interno de control')).not.toBeInTheDocument();
    const firmar = screen.getByRole('button', { name: 'Firmar' });
    expect(firmar).toBeDisabled();
    const accept = screen.getByRole('checkbox', { name: ACCEPT });
    await userEvent.click(accept);
    expect(firmar).toBeEnabled();
    // Each click flips the flag.
    await userEvent.click(accept);
    expect(firmar).toBeDisabled();
    await userEvent.click(accept);
    await userEvent.click(firmar);
    // Not flow-wizard: the ticked documents are marked selected, the hidden one kept as it was.
    expect(nav.next).toHaveBeenCalledWith({
      documentos: [
        {
          ...groups[0],
          documentos: [
            { ...groups[0]!.documentos[0], selected: true },
            { ...groups[0]!.documentos[1], selected: false },
            groups[0]!.documentos[2],
          ],
        },
      ],
    });
  });

  it('keeps a mandatory document ticked; an optional one can be ticked and unticked', async () => {
    renderStep();
    const mandatory = screen.getByRole('checkbox', { name: /Contrato General de Fondos/ });
    expect(mandatory).toBeChecked();
    await userEvent.click(mandatory);
    expect(mandatory).toBeChecked();
    const optional = screen.getByRole('checkbox', { name: /Mandato de Liquidación/ });
    await userEvent.click(optional);
    expect(optional).toBeChecked();
    await userEvent.click(optional);
    expect(optional).not.toBeChecked();
  });

  it("opens the '+' description overlay of a document", async () => {
    renderStep();
    await userEvent.click(
      screen.getByRole('button', { name: 'Ver descripción de Contrato General de Fondos' }),
    );
    expect(await screen.findByText('Regula la inversión en fondos mutuos.')).toBeVisible();
  });

  it('downloads a document under its name, lower case and hyphenated, with a timestamp', async () => {
    const fetchMock = stubFetch(() => pdf());
    const downloads = captureDownloads();
    renderStep();
    await userEvent.click(screen.getByRole('button', { name: 'Descargar Mandato de Liquidación' }));
    await waitFor(() => expect(downloads.saved).toHaveLength(1));
    expect(downloads.saved[0]).toMatch(/^mandato-de-liquidación-\d{8}-\d{6}\.pdf$/);
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/documentos/MANDATO_LIQUIDACION.pdf');
    downloads.restore();
  });

  it('flow-wizard: signs by contract id behind the signing notice, then goes on', async () => {
    let release: (response: Response) => void = () => undefined;
    const fetchMock = stubFetch(
      () =>
        new Promise<Response>((resolve) => {
          release = resolve;
        }),
    );
    const nav = renderStep({
      context: 'usoCanalDigital',
      step: step({ flowWizard: true, contratoId: 'UCD-2026' }),
    });
    await userEvent.click(screen.getByRole('checkbox', { name: ACCEPT }));
    await userEvent.click(screen.getByRole('button', { name: 'Firmar' }));
    expect(await screen.findByText(SIGNING)).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls.at(-1)!;
    expect(String(url)).toBe('/api/usoCanalDigital/contratos/UCD-2026/firma');
    expect(JSON.parse(String(init?.body))).toMatchObject({
      documentos: ['CONTRATO_GENERAL_FONDOS'],
      authorizationId: AUTHORIZATION_ID,
    });
    expect(nav.next).not.toHaveBeenCalled();
    release(
      json({
        firmado: true,
        fechaAutorizacion: '21/11/2026',
        documentos: [{ titulo: 'C', documentos: [wireDoc('CONTRATO_GENERAL_FONDOS', 'CGF')] }],
      }),
    );
    await waitFor(() => expect(nav.next).toHaveBeenCalledTimes(1));
    expect(vi.mocked(nav.next).mock.calls[0]?.[0]).toMatchObject({
      fechaAutorizacion: '21/11/2026',
    });
  });

  it('digital-channel use: a failure offers Reintentar, a second one refers to the executive; Cerrar goes to /', async () => {
    stubFetch(() => json({ message: 'caído', status: 503 }, 503));
    const nav = renderStep({
      context: 'usoCanalDigital',
      step: step({ flowWizard: true, contratoId: 'UCD-2026' }),
    });
    await userEvent.click(screen.getByRole('checkbox', { name: ACCEPT }));
    await userEvent.click(screen.getByRole('button', { name: 'Firmar' }));
    expect(
      await screen.findByText('Ha ocurrido un error, por favor intente nuevamente...'),
    ).toBeInTheDocument();
    expect(sessionStorage.getItem('intentosFirma:usoCanalDigital:UCDSHOWCONTRACT')).toBe('1');
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    const referral = await screen.findByRole('alert');
    expect(
      within(referral).getByText(
        'Estimado Cliente, ha ocurrido un error con el servicio de firma electrónica. Lo invitamos a realizar el proceso de firma con su Ejecutivo de Inversión',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reintentar' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cerrar' }));
    expect(nav.close).toHaveBeenCalled();
    expect(navigate).toHaveBeenCalledWith('/');
    expect(nav.next).not.toHaveBeenCalled();
  });

  it('other contexts: the default error text, and back to the documents', async () => {
    stubFetch(() => json({ message: 'x', status: 500 }, 500));
    renderStep({ step: step({ flowWizard: true, contratoId: 'UCD-2026' }) });
    await userEvent.click(screen.getByRole('checkbox', { name: ACCEPT }));
    await userEvent.click(screen.getByRole('button', { name: 'Firmar' }));
    expect(
      await screen.findByText('Ha ocurrido un error, por favor intente más tarde...'),
    ).toBeInTheDocument();
    // The title says what failed: the signing, not a save.
    expect(screen.getByRole('heading', { name: 'No pudimos firmar los documentos' })).toBeVisible();
    expect(screen.queryByText('No pudimos guardar sus datos')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Volver a los documentos' }));
    expect(screen.getByRole('button', { name: 'Firmar' })).toBeInTheDocument();
  });
});
