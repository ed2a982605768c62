import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RequireLogin } from './RequireLogin.tsx';
import { requireSecondFactor, secondFactorState } from '../../store/second-factor.ts';
import { beginSession, clearSession } from '../../store/session.ts';
import { PrimaryKeyPage } from '../../features/auth/PrimaryKeyPage.tsx';

vi.setConfig({ testTimeout: 20_000 });

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const REFUSED =
  'El código no es válido. Revise que sea el último que recibió o que muestra su aplicación e intente nuevamente. Tras 5 intentos fallidos el método se bloquea durante 15 minutos.';
const profile = {
  code: '1001',
  nombre: 'Camila Andrea Rojas Fuentes',
  Rut: '12345678-5',
  HasTEFE: false,
  IsActive: true,
  MandataryTypes: [{ Id: 0, Description: 'Persona Natural' }],
};

function fakeApi(rightCode: string) {
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const key = `${init?.method ?? 'GET'} ${url.pathname}`;
    if (key === 'POST /api/securityPass/cronto') {
      const { codigo } = JSON.parse(String(init?.body)) as { codigo: string };
      return codigo === rightCode
        ? json({ ok: true })
        : json({ message: REFUSED, status: 400, path: ['codigo'] }, 400);
    }
    if (key === 'GET /api/auth/perfiles') return json({ Profiles: [profile] });
    if (key === 'GET /api/contextualize/1001') {
      return json({
        profile,
        profileRole: 'Persona Natural',
        flagPN: true,
        flagSupervisor: false,
        flagOperador: false,
      });
    }
    return json({ message: 'No encontrado', status: 404 }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function Where() {
  return <output aria-label="ruta">{useLocation().pathname}</output>;
}

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="clavePrimaria" element={<PrimaryKeyPage />} />
        <Route element={<RequireLogin />}>
          <Route index element={<p>Inicio</p>} />
        </Route>
        <Route path="login" element={<p>Ingreso</p>} />
      </Routes>
      <Where />
    </MemoryRouter>,
  );
}

beforeEach(() => {
  beginSession({ sessionId: 's-1', omitirPaso: true, segundoFactor: ['cronto'] });
  requireSecondFactor(['cronto']);
  document.cookie = 'XSRF-TOKEN=x';
});

afterEach(() => {
  clearSession({ broadcast: false });
  vi.unstubAllGlobals();
});

describe('clavePrimaria', () => {
  it('sends a session that owes the second factor there from any guarded page', async () => {
    fakeApi('123456');
    renderAt('/');
    await waitFor(() => expect(screen.getByLabelText('ruta')).toHaveTextContent('/clavePrimaria'));
    expect(await screen.findByRole('heading', { name: 'Clave primaria' })).toBeVisible();
  });

  it('checks the shape before calling the server', async () => {
    const fetchMock = fakeApi('123456');
    renderAt('/clavePrimaria');
    await userEvent.type(
      await screen.findByRole('textbox', { name: /Código de verificación/ }),
      '12a45',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByText('Ingrese los 6 dígitos del código.')).toBeVisible();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the server's refusal and stays; the right code goes on to the home page", async () => {
    fakeApi('654321');
    renderAt('/clavePrimaria');
    const field = await screen.findByRole('textbox', { name: /Código de verificación/ });
    await userEvent.type(field, '111111');
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No fue posible verificar el código');
    expect(alert).toHaveTextContent(REFUSED);
    expect(field).toHaveFocus();
    expect(screen.getByLabelText('ruta')).toHaveTextContent('/clavePrimaria');
    expect(secondFactorState.pending).toEqual(['cronto']);

    await userEvent.clear(field);
    await userEvent.type(field, '654321');
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    await waitFor(() => expect(screen.getByLabelText('ruta')).toHaveTextContent(/^\/$/));
    expect(screen.getByText('Inicio')).toBeVisible();
    expect(secondFactorState.pending).toBeNull();
  });
});
