// Loaded up front: a cold transform of the contract can outlast a test.
import '@inversiones/contract';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { beginSession, clearSession } from '../../store/session.ts';
import { ProfileManagerPage } from './ProfileManagerPage.tsx';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

type Handler = (request: { method: string; path: string; body: unknown }) => Response;

function serve(handler: Handler) {
  sessionStorage.clear();
  clearSession({ broadcast: false, everything: true });
  beginSession({ sessionId: 'pub-1', omitirPaso: true });
  document.cookie = 'XSRF-TOKEN=token-de-prueba; path=/';
  const fetchMock = vi.fn<typeof fetch>((input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    return Promise.resolve(handler({ method: init?.method ?? 'GET', path: url.pathname, body }));
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const rodrigo = {
  Rut: '15432198-5',
  nombre: 'Rodrigo Ignacio Soto Muñoz',
  HasTEFE: false,
  IsActive: true,
  MandataryTypes: [{ Id: 3, Description: 'Supervisor' }],
  esUsted: true,
};
const andres = {
  Rut: '13246579-7',
  nombre: 'Andrés Lagos',
  HasTEFE: true,
  IsActive: true,
  MandataryTypes: [{ Id: 2, Description: 'Operador' }],
  esUsted: false,
};
const empresa = { nombre: 'Inversiones Cordillera SpA', Rut: '76543210-3' };
const sent = { destino: '+56 9 **** 3210', expiraEnSegundos: 300, reenviarEnSegundos: 60 };

describe('ProfileManagerPage', { timeout: 30_000 }, () => {
  it('adds a mandatary with a code: the same request id and change travel with the code', async () => {
    const calls: { path: string; body: unknown }[] = [];
    serve(({ path, body }) => {
      calls.push({ path, body });
      if (path === '/api/mantenedorPerfiles/mandatarios' && !body) {
        return json({ empresa, mandatarios: [rodrigo] });
      }
      if (path === '/api/mantenedorPerfiles/otp/enviaCodigo') return json(sent);
      if (path === '/api/mantenedorPerfiles/mandatarios') {
        return json({ empresa, mandatarios: [andres, rodrigo] });
      }
      return json({}, 404);
    });
    render(<ProfileManagerPage />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Agregar mandatario' }));
    await user.type(screen.getByLabelText(/^RUT del mandatario/), '132465797');
    await user.type(screen.getByLabelText(/^Nombre completo/), 'Andrés Lagos');
    await user.click(screen.getByRole('checkbox', { name: 'Operador' }));
    await user.click(screen.getByRole('checkbox', { name: /TEFE/ }));
    await user.click(screen.getByRole('button', { name: 'Enviar código' }));
    expect(await screen.findByRole('heading', { name: 'Confirme el cambio' })).toHaveFocus();
    expect(
      screen.getByText(
        'Agregar a Andrés Lagos (RUT 13.246.579-7) como Operador, con autorización para operar TEFE.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Reenviar código' })).toBeDisabled();
    await user.type(screen.getByLabelText(/^Código de verificación/), '123456');
    await user.click(screen.getByRole('button', { name: 'Confirmar' }));
    expect(
      await screen.findByText('Andrés Lagos fue agregado como mandatario de la empresa.'),
    ).toBeVisible();
    const send = calls.find((c) => c.path.endsWith('enviaCodigo'))?.body as {
      idSolicitud: string;
      cambio: unknown;
    };
    const confirm = calls.at(-1)?.body as { idSolicitud: string; cambio: unknown; codigo: string };
    expect(send.cambio).toEqual({
      accion: 'agregar',
      rut: '13.246.579-7',
      nombre: 'Andrés Lagos',
      tipos: [2],
      tefe: true,
    });
    expect(confirm).toEqual({
      idSolicitud: send.idSolicitud,
      cambio: send.cambio,
      codigo: '123456',
    });
    expect(screen.getByRole('button', { name: 'Eliminar a Andrés Lagos' })).toBeVisible();
  });

  it('counts down the resend wait, then enables Reenviar código and says so politely', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setInterval', 'Date'] });
    serve(({ path }) =>
      path === '/api/mantenedorPerfiles/mandatarios'
        ? json({ empresa, mandatarios: [rodrigo, andres] })
        : path.endsWith('enviaCodigo')
          ? json({ ...sent, reenviarEnSegundos: 3 })
          : json({}, 404),
    );
    render(<ProfileManagerPage />);
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(await screen.findByRole('button', { name: 'Eliminar a Andrés Lagos' }));
    expect(await screen.findByText('Podrá solicitar un nuevo código en 3 segundos.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Reenviar código' })).toBeDisabled();
    await act(() => vi.advanceTimersByTimeAsync(3_100));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Reenviar código' })).toBeEnabled(),
    );
    const announced = screen.getByText('Ya puede solicitar un nuevo código.');
    expect(announced.closest('[aria-live="polite"]')).not.toBeNull();
  });

  it('tells an operator this section is for supervisors (the API answers 403)', async () => {
    serve(() => json({ message: 'No autorizado', status: 403 }, 403));
    render(<ProfileManagerPage />);
    expect(await screen.findByText('Sección para supervisores de una empresa')).toBeVisible();
  });
});
