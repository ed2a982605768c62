import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { wizardConfig } from '@inversiones/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearClient, clientState } from '../../store/client.ts';
import { makeStepNav } from '../engine/step-nav.test-helper.ts';
import type { StepComponentProps } from '../engine/step-props.ts';
import { stubLandingFetch } from './landing-fetch.test-helper.ts';
import { StepHeadingLevelContext } from '../engine/step-heading-level.ts';
import { startTestSession } from '../engine/test-session.test-helper.ts';
import { LandingStep } from './LandingStep.tsx';

const landing = (config: Record<string, unknown> = {}, items: unknown[] = []) =>
  ({
    config: {
      type: 'landing',
      title: 'Le damos la bienvenida',
      landingTitle: 'Hola, ${Nombre}',
      image: '/api/publico/imagenes/landing.svg',
      saveable: false,
      controls: [
        { label: 'Comenzar', action: 'next', style: 'primary' },
        { label: 'Continuar más tarde', action: 'postpone' },
        { label: 'No volver a mostrar', action: 'noShowMore', style: 'link' },
      ],
      ...config,
    },
    items: items.length
      ? items
      : [{ element: 'paragraph', label: 'Necesitamos completar algunos datos.' }],
  }) as wizardConfig.WizardStep;

function renderStep(
  step: wizardConfig.WizardStep,
  data: Record<string, unknown> = { datos: { Nombre: 'CAMILA ANDREA' } },
  nav = makeStepNav(),
) {
  const props: StepComponentProps = {
    wizardId: 'BIENVENIDA',
    context: 'base',
    step,
    index: 0,
    total: 2,
    data,
    headingId: 'step-title',
    nav,
  };
  render(
    // Embedded, as the /wizard page shows it: the step title is the h1, the hero's title an h2.
    <StepHeadingLevelContext.Provider value={2}>
      <h1 id="step-title">Le damos la bienvenida</h1>
      <LandingStep {...props} />
    </StepHeadingLevelContext.Provider>,
  );
  return nav;
}

beforeEach(() => {
  startTestSession();
  clearClient();
});
afterEach(() => clearClient());

describe('LandingStep', () => {
  it("puts the client's first name in the title, lower-cased for the capitalising style", () => {
    stubLandingFetch({});
    renderStep(landing());
    const title = screen.getByRole('heading', { level: 2 });
    expect(title).toHaveTextContent('Hola, camila');
    expect(within(title).getByText('camila')).toHaveAttribute('data-first-name');
    expect(screen.getByText('Necesitamos completar algunos datos.')).toBeInTheDocument();
  });

  it("takes the name from the logged-in client's record when the data has none", async () => {
    stubLandingFetch({});
    clientState.client = { Nombre: 'RODRIGO IGNACIO' } as typeof clientState.client;
    renderStep(landing({ landingTitle: 'Bienvenida, ${Nombre}' }), {});
    expect(await screen.findByRole('heading', { level: 2 })).toHaveTextContent(
      'Bienvenida, rodrigo',
    );
  });

  it('leaves the name out (and its comma) when nobody is known', () => {
    stubLandingFetch({});
    renderStep(landing({ landingTitle: 'Hola ${Nombre}, le damos la bienvenida' }), {});
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(
      /^Hola, le damos la bienvenida$/,
    );
  });

  it('runs the configured controls: Comenzar goes on, Continuar más tarde postpones', async () => {
    stubLandingFetch({});
    const nav = renderStep(landing());
    await userEvent.click(screen.getByRole('button', { name: 'Comenzar' }));
    expect(nav.next).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Continuar más tarde' }));
    expect(nav.postpone).toHaveBeenCalledTimes(1);
    expect(nav.close).not.toHaveBeenCalled();
  });

  it('No volver a mostrar calls the suppress service with the wizard name, then closes', async () => {
    const { calls } = stubLandingFetch({
      'POST /api/landing/BIENVENIDA/no-mostrar': {
        body: { error: false, status: 200, data: { wizardId: 'BIENVENIDA', suprimido: true } },
      },
    });
    const nav = renderStep(landing());
    await userEvent.click(screen.getByRole('button', { name: 'No volver a mostrar' }));
    await waitFor(() => expect(nav.close).toHaveBeenCalledTimes(1));
    expect(calls).toContainEqual({
      method: 'POST',
      path: '/api/landing/BIENVENIDA/no-mostrar',
      body: { context: 'base' },
    });
    expect(nav.next).not.toHaveBeenCalled();
    expect(nav.control).not.toHaveBeenCalled();
  });

  it('closes even when the suppress service fails, logging the failure', async () => {
    stubLandingFetch({
      'POST /api/landing/BIENVENIDA/no-mostrar': {
        status: 500,
        body: { error: true, status: 500, data: { message: 'caída' } },
      },
    });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const nav = renderStep(landing());
    await userEvent.click(screen.getByRole('button', { name: 'No volver a mostrar' }));
    await waitFor(() => expect(nav.close).toHaveBeenCalledTimes(1));
    expect(logged).toHaveBeenCalledWith(
      expect.stringContaining('No volver a mostrar'),
      expect.objectContaining({ error: true, status: 500 }),
    );
  });

  it('disables the controls while the suppress call runs', async () => {
    stubLandingFetch({ 'POST /api/landing/BIENVENIDA/no-mostrar': 'pending' });
    renderStep(landing());
    await userEvent.click(screen.getByRole('button', { name: 'No volver a mostrar' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Comenzar' })).toBeDisabled());
  });

  it('hands other configured controls to the engine', async () => {
    stubLandingFetch({});
    const control = { label: 'Ver fondos', url: '/fondos' };
    const nav = renderStep(landing({ controls: [control] }));
    await userEvent.click(screen.getByRole('button', { name: 'Ver fondos' }));
    expect(nav.control).toHaveBeenCalledWith(control, {});
  });

  it('shows a campaign (controls of type onboarding) as the hero with its picture', async () => {
    stubLandingFetch({});
    const nav = renderStep(
      landing(
        {
          type: 'campaign',
          landingTitle: '${Nombre}, su ahorro puede trabajar',
          image: '/api/publico/imagenes/campana.svg',
          imageAlt: 'Montañas verdes bajo un sol',
          message: '<p>Diversifique su inversión.</p>',
          controls: [
            { label: 'Ver el video', action: 'next', type: 'onboarding' },
            { label: 'Ahora no', action: 'postpone', type: 'onboarding' },
          ],
        },
        [],
      ),
    );
    expect(screen.getByRole('img', { name: 'Montañas verdes bajo un sol' })).toHaveAttribute(
      'src',
      '/api/publico/imagenes/campana.svg',
    );
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(
      'Camila, su ahorro puede trabajar',
    );
    expect(await screen.findByText('Diversifique su inversión.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Ahora no' }));
    expect(nav.postpone).toHaveBeenCalledTimes(1);
  });
});
