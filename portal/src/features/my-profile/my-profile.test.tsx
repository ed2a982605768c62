// Loaded up front: a cold transform of the contract can outlast a test.
import '@inversiones/contract';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { beginSession, clearSession } from '../../store/session.ts';
import { ActiveSessionsSection } from './ActiveSessionsSection.tsx';
import { ChangePasswordPage } from './ChangePasswordPage.tsx';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

type Handler = (request: { method: string; path: string; body: unknown }) => Response;

/** Stubs fetch with `handler` and starts a session; returns the mock. */
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
  vi.unstubAllGlobals();
});

const camilaProfiles = {
  Profiles: [
    {
      code: '1001',
      nombre: 'Camila Andrea Rojas Fuentes',
      Rut: '12345678-5',
      HasTEFE: false,
      IsActive: true,
      MandataryTypes: [{ Id: 0, Description: 'Persona Natural' }],
    },
  ],
};

const ruleOf = (name: RegExp) =>
  screen.getAllByRole('listitem').find((item) => name.test(item.textContent ?? ''))!;

describe('ChangePasswordPage', { timeout: 30_000 }, () => {
  it('marks the rules as she types, with her rut and names from her own profile', async () => {
    serve(({ path }) => (path === '/api/auth/perfiles' ? json(camilaProfiles) : json({}, 404)));
    render(<ChangePasswordPage />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Clave actual/), 'Demo.2026');
    const next = screen.getByLabelText(/^Nueva clave/);
    await waitFor(() => expect(ruleOf(/^No contener su RUT/)).toBeDefined());
    await user.type(next, 'rojas');
    expect(ruleOf(/^Tener entre 8 y 128/)).toHaveTextContent('Pendiente');
    expect(ruleOf(/^No contener su nombre/)).toHaveTextContent('Pendiente');
    await user.clear(next);
    await user.type(next, 'Trigo.Lento.Faro.92');
    for (const item of screen.getAllByRole('listitem')) expect(item).toHaveTextContent('Cumplido');
    // The field is described by the rules, so a screen reader hears them with it.
    expect(next).toHaveAccessibleDescription(/Tener entre 8 y 128 caracteres: Cumplido/);
  });

  it("shows the server's refusal on the new password, and the field keeps the focus", async () => {
    serve(({ method, path }) =>
      path === '/api/auth/clave' && method === 'PUT'
        ? json(
            { message: 'La nueva clave es fácil de adivinar.', status: 400, path: ['ClaveNueva'] },
            400,
          )
        : json(camilaProfiles),
    );
    render(<ChangePasswordPage />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Clave actual/), 'Demo.2026');
    await user.type(screen.getByLabelText(/^Nueva clave/), 'Nueva.2027');
    await user.type(screen.getByLabelText(/^Repita la nueva clave/), 'Nueva.2027');
    await user.click(screen.getByRole('button', { name: 'Cambiar clave' }));
    const next = screen.getByLabelText(/^Nueva clave/);
    await waitFor(() => expect(next).toHaveAccessibleDescription(/fácil de adivinar/));
    expect(next).toHaveFocus();
    expect(next).toHaveAttribute('aria-invalid', 'true');
  });

  it('sends ClaveAntigua and ClaveNueva with PUT, then confirms and empties the form', async () => {
    const fetchMock = serve(({ path }) =>
      path === '/api/auth/clave' ? json({ ok: true }) : json(camilaProfiles),
    );
    render(<ChangePasswordPage />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Clave actual/), 'Demo.2026');
    await user.type(screen.getByLabelText(/^Nueva clave/), 'Trigo.Lento.Faro.92');
    await user.type(screen.getByLabelText(/^Repita la nueva clave/), 'Trigo.Lento.Faro.92');
    await user.click(screen.getByRole('button', { name: 'Cambiar clave' }));
    expect(await screen.findByText('Su clave fue cambiada')).toBeVisible();
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({
      ClaveAntigua: 'Demo.2026',
      ClaveNueva: 'Trigo.Lento.Faro.92',
    });
    expect(screen.getByLabelText(/^Clave actual/)).toHaveValue('');
    // A fresh form: the emptied fields are not flagged as missing.
    expect(screen.queryByText('Este campo es requerido')).toBeNull();
  });

  it('asks to repeat the same new password before calling the server', async () => {
    const fetchMock = serve(() => json(camilaProfiles));
    render(<ChangePasswordPage />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Clave actual/), 'Demo.2026');
    await user.type(screen.getByLabelText(/^Nueva clave/), 'Trigo.Lento.Faro.92');
    await user.type(screen.getByLabelText(/^Repita la nueva clave/), 'Trigo.Lento.Faro.93');
    await user.click(screen.getByRole('button', { name: 'Cambiar clave' }));
    expect(screen.getByLabelText(/^Repita la nueva clave/)).toHaveAccessibleDescription(
      /no coinciden/,
    );
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
  });
});

describe('ActiveSessionsSection', { timeout: 30_000 }, () => {
  const session = (id: string, navegador: string, actual: boolean) => ({
    id,
    navegador,
    sistemaOperativo: 'Linux',
    inicio: new Date(Date.now() - 3_600_000).toISOString(),
    ultimoUso: new Date(Date.now() - 5 * 60_000).toISOString(),
    actual,
  });
  const mine = session('11111111-1111-4111-8111-111111111111', 'Chrome', true);
  const other = session('22222222-2222-4222-8222-222222222222', 'Firefox', false);

  it('closes another session, says so, refreshes the list and keeps the focus in the section', async () => {
    let open = [mine, other];
    const fetchMock = serve(({ method, path }) => {
      if (method === 'DELETE' && path === `/api/miPerfil/sesiones/${other.id}`) {
        open = [mine];
        return json({ ok: true });
      }
      return json({ sesiones: open });
    });
    render(<ActiveSessionsSection />);
    const list = await screen.findByRole('list', { name: 'Sesiones activas' });
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('Esta sesión');
    expect(within(list).getAllByRole('listitem')[1]).toHaveTextContent('hace 5 minutos');
    await userEvent.click(
      screen.getByRole('button', { name: 'Cerrar sesión en Firefox en Linux' }),
    );
    expect(await screen.findByText('Se cerró la sesión en Firefox en Linux.')).toBeVisible();
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: /Cerrar sesión en Firefox/ })).toBeNull(),
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Sesiones activas' })).toHaveFocus();
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'DELETE')).toHaveLength(1);
  });

  it('says so when the session was already closed elsewhere (404)', async () => {
    serve(({ method }) =>
      method === 'DELETE'
        ? json({ message: 'La sesión indicada no existe o ya fue cerrada.', status: 404 }, 404)
        : json({ sesiones: [mine, other] }),
    );
    render(<ActiveSessionsSection />);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Cerrar sesión en Firefox en Linux' }),
    );
    expect(await screen.findByText('Esa sesión ya estaba cerrada.')).toBeVisible();
  });
});
