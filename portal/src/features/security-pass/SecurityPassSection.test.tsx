import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { beginSession, clearSession } from '../../store/session.ts';
import { SecurityPassSection } from './SecurityPassSection.tsx';

vi.setConfig({ testTimeout: 20_000 });

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const smsActive = {
  tipo: 'sms',
  estado: 'activo',
  destino: '+56 9 **** 4321',
  activoDesde: '2026-11-27T13:30:00.000Z',
  bloqueadoHasta: null,
};

function fakeApi() {
  let methods: unknown[] = [];
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const key = `${init?.method ?? 'GET'} ${url.pathname}`;
    if (key === 'GET /api/securityPass/method') {
      return json({ segundoFactorPendiente: false, metodos: methods });
    }
    if (key === 'GET /api/securityPass/cronto') {
      return json({
        secreto: SECRET,
        uri: `otpauth://totp/Inversiones:Cliente?secret=${SECRET}&issuer=Inversiones`,
        emisor: 'Inversiones',
        cuenta: 'Cliente ***678-5',
      });
    }
    if (key === 'GET /api/securityPass/otp/inversiones') {
      return json({ destino: '+56 9 **** 4321', expiraEnSegundos: 300, reenviarEnSegundos: 60 });
    }
    if (key === 'POST /api/securityPass/otp/inversiones') {
      methods = [smsActive];
      return json({ ok: true });
    }
    return json({ message: 'No encontrado', status: 404 }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

beforeEach(() => {
  beginSession({ sessionId: 's-1', omitirPaso: true });
  document.cookie = 'XSRF-TOKEN=x';
});

afterEach(() => {
  clearSession({ broadcast: false });
  vi.unstubAllGlobals();
});

describe('SecurityPassSection', () => {
  it('enrols an app with its QR code and the secret grouped in fours', async () => {
    fakeApi();
    render(<SecurityPassSection />);
    expect(await screen.findByText(/Aún no tiene métodos de verificación/)).toBeVisible();
    await userEvent.click(
      screen.getByRole('button', { name: 'Agregar aplicación de autenticación' }),
    );
    expect(
      await screen.findByRole('img', { name: /Código QR para agregar su cuenta/ }),
    ).toBeVisible();
    expect(screen.getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeVisible();
    expect(JSON.stringify({ ...sessionStorage, ...localStorage })).not.toContain(SECRET);
  });

  it('enrols the phone on record: sends a code, then activates it with the code', async () => {
    const fetchMock = fakeApi();
    render(<SecurityPassSection />);
    await userEvent.click(await screen.findByRole('button', { name: 'Agregar código por SMS' }));
    await userEvent.click(screen.getByRole('button', { name: 'Enviar código' }));
    expect(
      await screen.findByText('Le enviamos un código a +56 9 **** 4321. Vence en 5 minutos.'),
    ).toBeVisible();
    const sent = fetchMock.mock.calls
      .map(([input]) => new URL(String(input), 'http://localhost'))
      .find((url) => url.pathname === '/api/securityPass/otp/inversiones');
    expect(Object.fromEntries(sent?.searchParams ?? [])).toEqual({
      canal: 'sms',
      proposito: 'enrolamiento',
    });
    await userEvent.type(screen.getByRole('textbox', { name: /Código de verificación/ }), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Activar' }));
    expect(
      await screen.findByText('Código por SMS: activado. Le pediremos un código al ingresar.'),
    ).toBeVisible();
    const list = await screen.findByRole('list', { name: 'Sus métodos de verificación' });
    expect(within(list).getByText('Enviamos los códigos a +56 9 **** 4321')).toBeVisible();
    expect(within(list).getByText('Activo')).toBeVisible();
  });
});
