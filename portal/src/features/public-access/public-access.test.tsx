import '@inversiones/contract';
import { NavigationProvider } from '@inversiones/design-system';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/sha';
import { MemoryRouter, useHref, useNavigate } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DemoOutboxPage } from './DemoOutboxPage.tsx';
import { EnrolmentPage } from './EnrolmentPage.tsx';
import { PasswordStep } from './PasswordStep.tsx';
import { ResetPasswordPage } from './ResetPasswordPage.tsx';
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

describe('Crear mi clave', { timeout: 30_000 }, () => {
  const identity = [
    { id: 'comuna', texto: '¿En qué comuna está el domicilio que tiene registrado con nosotros?' },
    { id: 'anio-nacimiento', texto: '¿En qué año nació?' },
  ];
  const catalogue = [
    { id: 'mascota', texto: '¿Cómo se llamaba su primera mascota?' },
    { id: 'colegio', texto: '¿Cómo se llamaba su colegio de enseñanza básica?' },
    { id: 'libro', texto: '¿Cuál es el primer libro que recuerda haber leído?' },
  ];
  const refused =
    'El número de serie de su cédula de identidad no es válido o la cédula está vencida. Para crear su clave, contacte a su Ejecutivo de Inversiones.';

  async function toIdentity() {
    renderAt(<EnrolmentPage />);
    await userEvent.type(screen.getByRole('textbox', { name: /^RUT/ }), '192837464');
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    await screen.findByRole('heading', { level: 1, name: 'Confirme su identidad' });
  }

  async function fillIdentity(serial: string) {
    const field = screen.getByRole('textbox', { name: /^Número de serie/ });
    await userEvent.clear(field);
    await userEvent.type(field, serial);
    for (const [i, answer] of ['Providencia', '1994'].entries()) {
      const input = screen.getByRole('textbox', {
        name: new RegExp(identity[i]!.texto.slice(1, 12)),
      });
      await userEvent.clear(input);
      await userEvent.type(input, answer);
    }
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar identidad' }));
  }

  it('serial refused on the field, then PIN, password with live rules and own questions', async () => {
    const sent: Record<string, unknown> = {};
    serve({
      'GET /api/authPub/desafio': async () => json(await challenge()),
      'POST /api/authPub/enrolamiento/inicio': () =>
        json({ flujo: 'f'.repeat(43), preguntas: identity }),
      'POST /api/authPub/enrolamiento/identidad': (_url, init) => {
        const body = JSON.parse(String(init?.body)) as { numeroSerie: string };
        return body.numeroSerie.startsWith('999')
          ? json({ message: refused, status: 400, path: ['numeroSerie'] }, 400)
          : json({ canal: 'sms', destino: '+56 9 **** 8765' });
      },
      'POST /api/authPub/enrolamiento/pin': () => json({ preguntas: catalogue }),
      'POST /api/authPub/enrolamiento/clave': (_url, init) => {
        Object.assign(sent, JSON.parse(String(init?.body)));
        return json({ ok: true });
      },
    });
    await toIdentity();
    await fillIdentity('999431986');
    const serial = screen.getByRole('textbox', { name: /^Número de serie/ });
    await vi.waitFor(() => expect(serial).toHaveAccessibleDescription(/Ejecutivo de Inversiones/));
    expect(serial).toHaveFocus();

    await fillIdentity('527431986');
    await screen.findByRole('heading', { name: 'Ingrese su PIN' });
    expect(screen.getByText(/su celular \(\+56 9 \*\*\*\* 8765\)/)).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: /^PIN/ }), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Validar PIN' }));

    await screen.findByRole('heading', { level: 1, name: /Cree su clave/ });
    const clave = screen.getByLabelText(/^Clave/);
    expect(clave).toHaveAttribute('autocomplete', 'new-password');
    await userEvent.type(clave, 'Cordillera nevada 2026');
    expect(screen.getByText('Tener entre 8 y 128 caracteres')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/^Repita la clave/), 'Cordillera nevada 2026');
    // Submitting without questions: told which is missing, nothing sent.
    await userEvent.click(screen.getByRole('button', { name: 'Crear mi clave' }));
    expect(await screen.findAllByText('Elija una pregunta.')).toHaveLength(3);
    expect(sent).toEqual({});

    for (const [i, question] of catalogue.entries()) {
      await userEvent.click(screen.getByRole('button', { name: new RegExp(`Pregunta ${i + 1}`) }));
      await userEvent.click(await screen.findByRole('option', { name: question.texto }));
      await userEvent.type(
        screen.getByRole('textbox', { name: new RegExp(`^Respuesta ${i + 1}`) }),
        `R${i}`,
      );
    }
    await userEvent.click(screen.getByRole('button', { name: 'Crear mi clave' }));
    expect(await screen.findByRole('heading', { name: 'Clave creada' })).toBeInTheDocument();
    expect(sent).toEqual({
      flujo: 'f'.repeat(43),
      clave: 'Cordillera nevada 2026',
      preguntas: catalogue.map((q, i) => ({ id: q.id, respuesta: `R${i}` })),
    });
  });

  it('without contact data on record: the DATOS FALTANTES dialog names the executive', async () => {
    serve({
      'GET /api/authPub/desafio': async () => json(await challenge()),
      'POST /api/authPub/enrolamiento/inicio': () =>
        json({ flujo: 'f'.repeat(43), preguntas: identity }),
      'POST /api/authPub/enrolamiento/identidad': () =>
        json({
          datosFaltantes: {
            datos: ['Correo electrónico', 'Teléfono celular'],
            contacto: {
              tipo: 'ejecutivo',
              nombre: 'Francisca Morales',
              email: 'francisca.morales@inversiones-demo.cl',
            },
          },
        }),
    });
    await toIdentity();
    await fillIdentity('108642975');
    const dialog = await screen.findByRole('alertdialog', { name: 'DATOS FALTANTES' });
    expect(dialog).toHaveTextContent('Teléfono celular');
    expect(dialog).toHaveTextContent('Francisca Morales');
  });
});

describe('Recuperar clave', { timeout: 30_000 }, () => {
  it('RUT, questions (or start again), PIN, new password, then the success panel', async () => {
    const called: string[] = [];
    const answer = (body: unknown) => (url: URL) => (called.push(url.pathname), json(body));
    serve({
      'GET /api/authPub/desafio': async () => json(await challenge()),
      'POST /api/authPub/reset/preguntas': answer({
        flujo: 'f'.repeat(43),
        preguntas: [{ id: 'mascota', texto: 'Mascota' }],
      }),
      'POST /api/authPub/reset/preguntas/validar': answer({ canal: 'email', destino: 's***@x.cl' }),
      'POST /api/authPub/reset/pin': answer({ ok: true }),
      'POST /api/authPub/reset/clave': answer({ ok: true }),
      'POST /api/authPub/reset/procesar': answer({ ok: true }),
    });
    renderAt(<ResetPasswordPage />);
    const toQuestions = async () => {
      await userEvent.type(screen.getByRole('textbox', { name: /^RUT/ }), '145678900');
      await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));
      return screen.findByRole('textbox', { name: 'Mascota' });
    };
    await toQuestions();
    await userEvent.click(screen.getByRole('button', { name: 'Comenzar nuevamente' }));
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Recuperar clave');
    await userEvent.type(await toQuestions(), 'Pelusa');
    await userEvent.click(screen.getByRole('button', { name: 'Validar respuestas' }));

    await screen.findByRole('heading', { name: 'Ingrese su PIN' });
    expect(screen.getByRole('button', { name: 'Comenzar nuevamente' })).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: /^PIN/ }), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Validar PIN' }));

    await screen.findByRole('heading', { level: 1, name: 'Cree su nueva clave' });
    expect(screen.queryByRole('button', { name: 'Comenzar nuevamente' })).toBeNull();
    await userEvent.type(screen.getByLabelText(/^Nueva clave/), 'Trigo.Lento.Faro.92');
    await userEvent.type(screen.getByLabelText(/^Repita la nueva clave/), 'Trigo.Lento.Faro.92');
    await userEvent.click(screen.getByRole('button', { name: 'Cambiar clave' }));
    expect(await screen.findByRole('heading', { name: 'Clave actualizada' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Recuperar clave');
    expect(called).toEqual([
      '/api/authPub/reset/preguntas',
      '/api/authPub/reset/preguntas',
      '/api/authPub/reset/preguntas/validar',
      '/api/authPub/reset/pin',
      '/api/authPub/reset/clave',
      '/api/authPub/reset/procesar',
    ]);
  });
});

describe('Recuperar clave: la nueva clave', { timeout: 30_000 }, () => {
  it('names the empty or unmatched field, focuses it, and keeps a refusal by the server', async () => {
    const onSubmit = vi.fn(async () => {
      throw new Error('La clave no cumple las reglas.');
    });
    render(<PasswordStep rut="12.345.678-5" onSubmit={onSubmit} />);
    const user = userEvent.setup();
    const next = screen.getByLabelText(/^Nueva clave/);
    const repeat = screen.getByLabelText(/^Repita la nueva clave/);
    await user.click(screen.getByRole('button', { name: 'Cambiar clave' }));
    expect(next).toHaveAccessibleDescription(/Ingrese su nueva clave\./);
    expect(next).toHaveFocus();
    await user.type(next, 'Trigo.Lento.Faro.92');
    expect(next).not.toHaveAccessibleDescription(/Ingrese su nueva clave\./);
    await user.type(repeat, 'Trigo');
    await user.click(screen.getByRole('button', { name: 'Cambiar clave' }));
    expect(repeat).toHaveAccessibleDescription(/Las claves no coinciden\./);
    expect(repeat).toHaveFocus();
    await user.type(repeat, '.Lento.Faro.92');
    expect(repeat).not.toHaveAccessibleDescription(/Las claves no coinciden\./);
    await user.click(screen.getByRole('button', { name: 'Cambiar clave' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('La clave no cumple las reglas.');
    expect(next).toHaveFocus();
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('marks the rules as she types (her rut refused), and asks for the repetition to match', async () => {
    const onSubmit = vi.fn(async () => {});
    render(<PasswordStep rut="12.345.678-5" onSubmit={onSubmit} />);
    const user = userEvent.setup();
    const next = screen.getByLabelText(/^Nueva clave/);
    const rule = (name: RegExp) =>
      screen.getAllByRole('listitem').find((item) => name.test(item.textContent ?? ''));
    await user.type(next, 'clave-12345678');
    expect(rule(/^No contener su RUT/)).toHaveTextContent('Pendiente');
    await user.clear(next);
    await user.type(next, 'Trigo.Lento.Faro.92');
    expect(rule(/^No contener su RUT/)).toHaveTextContent('Cumplido');
    expect(next).toHaveAccessibleDescription(/Tener entre 8 y 128 caracteres: Cumplido/);
    await user.type(screen.getByLabelText(/^Repita la nueva clave/), 'Trigo.Lento.Faro.9');
    await user.keyboard('{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText(/^Repita la nueva clave/), '2');
    await user.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledWith('Trigo.Lento.Faro.92');
  });
});
