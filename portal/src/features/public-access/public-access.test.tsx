import '@inversiones/contract';
import { NavigationProvider } from '@inversiones/design-system';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/sha';
import { MemoryRouter, useHref, useNavigate } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DemoOutboxPage } from './DemoOutboxPage.tsx';
import { UnlockPage } from './UnlockPage.tsx';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

type Handler = (url: URL, init?: RequestInit) => Response | Promise<Response>;

function serve(routes: Record<string, Handler>) {
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const handler = routes[`${init?.method ?? 'GET'} ${url.pathname}`];
    return handler ? handler(url, init) : json({ message: 'No encontrado.', status: 404 }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

function Providers({ children }: { children: React.ReactNode }) {
  const navigate = useNavigate();
  return (
    <NavigationProvider navigate={(to) => void navigate(to)} useHref={useHref}>
      {children}
    </NavigationProvider>
  );
}

function renderAt(element: React.ReactNode) {
  return render(
    <MemoryRouter>
      <Providers>{element}</Providers>
    </MemoryRouter>,
  );
}

/** A small real challenge: the page solves it as the browser would. */
const challenge = () =>
  createChallenge({
    algorithm: 'SHA-256',
    cost: 1,
    counter: 20,
    deriveKey,
    hmacSignatureSecret: 'k',
  });

describe('Desbloquear cuenta', { timeout: 30_000 }, () => {
  it('solves the check in the background, then asks the questions and unlocks', async () => {
    const questions = [
      { id: 'mascota', texto: '¿Cómo se llamaba su primera mascota?' },
      { id: 'colegio', texto: '¿Cómo se llamaba su colegio de enseñanza básica?' },
    ];
    let started: { rut: string; desafio: string } | undefined;
    let answered = 0;
    serve({
      'GET /api/authPub/desafio': async () => json(await challenge()),
      'POST /api/authPub/desbloqueo/preguntas': (_url, init) => {
        started = JSON.parse(String(init?.body));
        return json({ flujo: 'f'.repeat(43), preguntas: questions });
      },
      'POST /api/authPub/desbloqueo/procesar': () =>
        ++answered === 1
          ? json({ message: 'Los datos ingresados no coinciden.', status: 400 }, 400)
          : json({ ok: true }),
    });
    renderAt(<UnlockPage />);
    expect(await screen.findByRole('status', {}, { timeout: 20_000 })).toBeInTheDocument();
    await screen.findByText('Verificación lista. Puede continuar.', {}, { timeout: 20_000 });

    await userEvent.type(screen.getByRole('textbox', { name: /^RUT/ }), '98765433');
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    const field = await screen.findByRole('textbox', { name: questions[0]!.texto });
    // The solved challenge travels with the RUT: the signed challenge and the counter found.
    const payload = JSON.parse(atob(started!.desafio)) as { solution: { counter: number } };
    expect(started!.rut).toBe('9.876.543-3');
    expect(payload.solution.counter).toBe(20);

    await userEvent.type(field, 'Firulais');
    await userEvent.type(screen.getByRole('textbox', { name: questions[1]!.texto }), 'Otro');
    await userEvent.click(screen.getByRole('button', { name: 'Desbloquear cuenta' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Los datos ingresados no coinciden.',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Desbloquear cuenta' }));
    expect(await screen.findByRole('heading', { name: 'Cuenta desbloqueada' })).toBeInTheDocument();
    // The page keeps its own name as the level-1 heading over the success panel.
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Desbloquear cuenta');
  });

  it('asks for the answers it is missing before sending anything', async () => {
    const fetchMock = serve({
      'GET /api/authPub/desafio': async () => json(await challenge()),
      'POST /api/authPub/desbloqueo/preguntas': () =>
        json({ flujo: 'f'.repeat(43), preguntas: [{ id: 'mascota', texto: 'Mascota' }] }),
    });
    renderAt(<UnlockPage />);
    await userEvent.type(screen.getByRole('textbox', { name: /^RUT/ }), '98765433');
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    await screen.findByRole('textbox', { name: 'Mascota' });
    await userEvent.click(screen.getByRole('button', { name: 'Desbloquear cuenta' }));
    expect(await screen.findByText('Ingrese su respuesta.')).toBeInTheDocument();
    const calls = fetchMock.mock.calls.map(
      ([input]) => new URL(String(input), 'http://x').pathname,
    );
    expect(calls).not.toContain('/api/authPub/desbloqueo/procesar');
  });
});

describe('Bandeja de demostración', { timeout: 30_000 }, () => {
  const message = (id: number, body: string) => ({
    id,
    rut: '14567890-0',
    channel: 'sms',
    destination: '+56 9 **** 1234',
    subject: 'Su PIN de recuperación de clave',
    body,
    sentAt: '2026-11-27T13:31:26.000Z',
  });

  it('lists the messages as the API gives them (newest first) and filters by RUT', async () => {
    const fetchMock = serve({
      'GET /api/demo/bandeja': (url) =>
        json({
          messages: url.searchParams.get('rut')
            ? [message(2, 'Su PIN es 222222.')]
            : [message(2, 'Su PIN es 222222.'), message(1, 'Su PIN es 111111.')],
        }),
    });
    renderAt(<DemoOutboxPage />);
    const table = await screen.findByRole('table', { name: 'Mensajes enviados' });
    await within(table).findByText(/111111/);
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('222222');
    expect(rows[2]).toHaveTextContent('111111');

    await userEvent.type(screen.getByRole('textbox', { name: /^Filtrar por RUT/ }), '145678900');
    await userEvent.click(screen.getByRole('button', { name: 'Ver mensajes' }));
    await vi.waitFor(() => expect(within(table).queryByText(/111111/)).toBeNull());
    const last = new URL(String(fetchMock.mock.calls.at(-1)![0]), 'http://x');
    expect(last.searchParams.get('rut')).toBe('14.567.890-0');
  });

  it('says it is unavailable when the API is not in demo mode (404)', async () => {
    serve({});
    renderAt(<DemoOutboxPage />);
    expect(
      await screen.findByRole('heading', { name: 'Bandeja no disponible' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
