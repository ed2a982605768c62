import { wizardConfig } from '@inversiones/contract';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setNavigator } from '../../errors/navigation.ts';
import { beginSession, clearSession } from '../../store/session.ts';
import { makeStepNav } from '../engine/step-nav.test-helper.ts';
import type { StepComponentProps } from '../engine/step-props.ts';
import { FirmandoStep } from './FirmandoStep.tsx';
import { AUTHORIZATION_ID, json, stubFetch } from './contracts.test-helper.ts';

const SIGNING = 'Estimado cliente el proceso de firma digital puede tardar unos minutos.';

const step = (contratos?: Record<string, unknown>) =>
  wizardConfig.wizardStepSchema.parse({
    config: { type: 'firmando', title: 'Firmando documentos', contratos },
    items: [],
  });

const saved = {
  documentos: [
    {
      titulo: 'C',
      documentos: [
        { key: 'CONTRATO_GENERAL_FONDOS', obligatorio: true, selected: true },
        { key: 'MANDATO_LIQUIDACION', selected: false },
      ],
    },
  ],
};

function renderStep(props: Partial<StepComponentProps>) {
  const nav = makeStepNav();
  render(
    <FirmandoStep
      wizardId="UCDSHOWCONTRACTNOTMAIL"
      context="base"
      step={step({ contratoId: 'UCD-2026' })}
      index={1}
      total={3}
      data={saved}
      headingId="h"
      nav={nav}
      {...props}
    />,
  );
  return nav;
}

beforeEach(() => {
  sessionStorage.clear();
  beginSession({ sessionId: 'pub-1', omitirPaso: true });
  document.cookie = 'XSRF-TOKEN=tok; path=/';
  setNavigator(vi.fn());
});

afterEach(() => {
  setNavigator(null);
  vi.unstubAllGlobals();
  clearSession({ broadcast: false, everything: true });
});

describe('FirmandoStep', { timeout: 20_000 }, () => {
  it('shows the signing notice, signs the ticked documents by contract id, then goes on', async () => {
    let release: (response: Response) => void = () => undefined;
    const fetchMock = stubFetch(
      () =>
        new Promise<Response>((resolve) => {
          release = resolve;
        }),
    );
    const nav = renderStep({});
    expect(screen.getByRole('status')).toHaveTextContent(SIGNING);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/api/contratos/UCD-2026/autorizacion');
    const [url, init] = fetchMock.mock.calls[1]!;
    expect(String(url)).toBe('/api/contratos/UCD-2026/firma');
    expect(JSON.parse(String(init?.body))).toEqual({
      authorizationId: AUTHORIZATION_ID,
      documentos: ['CONTRATO_GENERAL_FONDOS'],
    });
    release(json({ firmado: true, fechaAutorizacion: '21/11/2026', documentos: [] }));
    await waitFor(() => expect(nav.next).toHaveBeenCalledWith({ fechaAutorizacion: '21/11/2026' }));
  });

  it('without a contract id it is only the transition', async () => {
    const fetchMock = stubFetch(() => json({}));
    const nav = renderStep({ step: step(), data: {} });
    await waitFor(() => expect(nav.next).toHaveBeenCalledWith({}));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('digital-channel use: the retry text first, then the referral', async () => {
    stubFetch(() => json({ message: 'caído', status: 503 }, 503));
    const nav = renderStep({ context: 'usoCanalDigital' });
    expect(
      await screen.findByText('Ha ocurrido un error, por favor intente nuevamente...'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(
      await screen.findByText(
        /Lo invitamos a realizar el proceso de firma con su Ejecutivo de Inversión/,
      ),
    ).toBeInTheDocument();
    expect(nav.next).not.toHaveBeenCalled();
  });
});
