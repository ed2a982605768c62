import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
// The demo configurations the reference API serves: the engine must run them as they are.
import bienvenida from '../../../../api/wizards/BIENVENIDA.json';
import campana from '../../../../api/wizards/CAMPANAINVERSION.json';
import { clearClient } from '../../store/client.ts';
import { stubWizardApi } from '../engine/stub-wizard-api.test-helper.ts';
import { Wizard } from '../engine/Wizard.tsx';
import { startTestSession } from '../engine/test-session.test-helper.ts';

/** The wizard API stub plus the suppress call; every landing call is recorded. */
function stubApi(options: Parameters<typeof stubWizardApi>[0]) {
  const api = stubWizardApi(options);
  const wizardFetch = globalThis.fetch;
  const landing: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname.startsWith('/api/landing/') && init?.method === 'POST') {
        landing.push(url.pathname);
        const wizardId = decodeURIComponent(url.pathname.split('/')[3]!);
        return new Response(
          JSON.stringify({ error: false, status: 200, data: { wizardId, suprimido: true } }),
          { headers: { 'Content-Type': 'application/json' } },
        );
      }
      if (url.pathname === '/api/client') return new Promise<Response>(() => {});
      return wizardFetch(input, init);
    }),
  );
  return { ...api, landing };
}

beforeAll(async () => {
  await Promise.all([
    import('./LandingStep.tsx'),
    import('../engine/steps/SuccessStep.tsx'),
    import('./VideoStreamingStep.tsx'),
  ]);
}, 30_000);

beforeEach(() => {
  startTestSession();
  clearClient();
});

describe('BIENVENIDA, the default wizard', { timeout: 15_000 }, () => {
  it('greets by first name; Comenzar then the success finish asks the controller and closes', async () => {
    const api = stubApi({
      templates: { BIENVENIDA: bienvenida },
      data: { BIENVENIDA: { datos: { Nombre: 'CAMILA ANDREA' } } },
    });
    const onClose = vi.fn();
    render(<Wizard wizardId="BIENVENIDA" presentation="embedded" onClose={onClose} />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Le damos la bienvenida' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2 })).toHaveTextContent('Hola, camila');
    await userEvent.click(screen.getByRole('button', { name: 'Comenzar' }));
    const finish = await screen.findByRole('button', { name: 'Finalizar' });
    // The success step's title shows once: the frame's heading, not again in the panel.
    expect(screen.getAllByRole('heading', { name: '¡Listo!' })).toHaveLength(1);
    await userEvent.click(finish);
    // The finish closes the dialog once the controller has nothing more to open.
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(api.controller.map((u) => u.searchParams.get('wizard'))).toEqual(['BIENVENIDA']);
    expect(api.puts).toEqual([]);
  });

  it('the success finish opens what the controller answers instead of closing', async () => {
    stubApi({
      templates: { BIENVENIDA: bienvenida, CAMPANAINVERSION: campana },
      jarvis: ['open wizard CAMPANAINVERSION'],
    });
    const onClose = vi.fn();
    render(<Wizard wizardId="BIENVENIDA" presentation="embedded" onClose={onClose} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Comenzar' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Finalizar' }));
    expect(
      await screen.findByRole('img', { name: /Ilustración de la cordillera/i }),
    ).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('No volver a mostrar suppresses BIENVENIDA and closes without asking the controller', async () => {
    const api = stubApi({ templates: { BIENVENIDA: bienvenida } });
    const onClose = vi.fn();
    render(<Wizard wizardId="BIENVENIDA" presentation="embedded" onClose={onClose} />);
    await userEvent.click(await screen.findByRole('button', { name: 'No volver a mostrar' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(api.landing).toEqual(['/api/landing/BIENVENIDA/no-mostrar']);
    expect(api.controller).toEqual([]);
    expect(api.puts).toEqual([]);
  });

  it('Continuar más tarde closes without saving or suppressing', async () => {
    const api = stubApi({ templates: { BIENVENIDA: bienvenida } });
    const onClose = vi.fn();
    render(<Wizard wizardId="BIENVENIDA" presentation="embedded" onClose={onClose} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Continuar más tarde' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(api.landing).toEqual([]);
    expect(api.puts).toEqual([]);
  });
});
