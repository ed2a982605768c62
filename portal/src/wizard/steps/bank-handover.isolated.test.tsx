import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { wizardConfig } from '@inversiones/contract';
import type * as Controller from '../controller/index.ts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeStepNav } from '../engine/step-nav.test-helper.ts';

const followRedirect = vi.hoisted(() => vi.fn());
vi.mock('../controller/index.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof Controller>()),
  followRedirect,
}));

import { BANK_OFFER_URL, handOverToBank } from './bank-handover.ts';
import { stubLandingFetch } from './landing-fetch.test-helper.ts';
import { startTestSession } from '../engine/test-session.test-helper.ts';
import { LandingStep } from './LandingStep.tsx';

const BANK = 'POST /api/landing/acceso-banco';

let opened: ReturnType<typeof vi.fn>;
let logged: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  startTestSession();
  followRedirect.mockReset();
  opened = vi.fn(() => null);
  vi.spyOn(window, 'open').mockImplementation(opened as unknown as typeof window.open);
  logged = vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('handOverToBank', () => {
  it('sends the browser to the allow-listed bank URL the service returns', async () => {
    const url = 'https://banco.inversiones-demo.cl/traspaso?ticket=abc123';
    const { calls } = stubLandingFetch({ [BANK]: { body: { url } } });
    expect(await handOverToBank()).toBe('followed');
    expect(calls).toContainEqual({ method: 'POST', path: '/api/landing/acceso-banco', body: {} });
    expect(followRedirect).toHaveBeenCalledWith({ kind: 'external', url });
    expect(opened).not.toHaveBeenCalled();
  });

  it('follows a same-origin URL inside the portal', async () => {
    stubLandingFetch({ [BANK]: { body: { url: '/inicio?desde=banco' } } });
    expect(await handOverToBank()).toBe('followed');
    expect(followRedirect).toHaveBeenCalledWith({ kind: 'internal', path: '/inicio?desde=banco' });
  });

  it('opens the bank offer page in a new tab for any other site', async () => {
    stubLandingFetch({ [BANK]: { body: { url: 'https://banco-falso.example/traspaso' } } });
    expect(await handOverToBank()).toBe('offer');
    expect(followRedirect).not.toHaveBeenCalled();
    expect(opened).toHaveBeenCalledWith(BANK_OFFER_URL, '_blank', 'noopener,noreferrer');
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('banco-falso.example'));
  });

  it('without a URL logs the spec message and opens the offer page in a new tab', async () => {
    stubLandingFetch({ [BANK]: { body: { url: null } } });
    expect(await handOverToBank()).toBe('offer');
    expect(logged).toHaveBeenCalledWith('Ha ocurrido un error al traspasar la sesion a banco');
    expect(opened).toHaveBeenCalledWith(BANK_OFFER_URL, '_blank', 'noopener,noreferrer');
    expect(followRedirect).not.toHaveBeenCalled();
  });

  it('treats a failed call like no URL', async () => {
    stubLandingFetch({ [BANK]: 'network' });
    expect(await handOverToBank()).toBe('offer');
    expect(logged).toHaveBeenCalledWith('Ha ocurrido un error al traspasar la sesion a banco');
    expect(opened).toHaveBeenCalledTimes(1);
  });
});

describe('the bank control of a landing', () => {
  it('hands over without leaving the step through the engine', async () => {
    const url = 'https://banco.inversiones-demo.cl/traspaso?ticket=xyz';
    stubLandingFetch({ [BANK]: { body: { url } } });
    const nav = makeStepNav();
    const step = {
      config: {
        type: 'LANDING_MODAL',
        landingTitle: 'Novedades',
        controls: [{ label: 'Abrir mi cuenta en el banco', action: 'bank' }],
      },
      items: [],
    } as wizardConfig.WizardStep;
    render(
      <LandingStep
        wizardId="LANDINGNUEVO"
        context="base"
        step={step}
        index={0}
        total={1}
        data={{}}
        headingId="none"
        nav={nav}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Abrir mi cuenta en el banco' }));
    await waitFor(() => expect(followRedirect).toHaveBeenCalledWith({ kind: 'external', url }));
    expect(nav.control).not.toHaveBeenCalled();
    expect(nav.next).not.toHaveBeenCalled();
  });
});
