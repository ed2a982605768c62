import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setNavigator } from '../../errors/navigation.ts';
import { markEnrolment } from '../../store/enrolment.ts';
import { resetUiState, uiState } from '../../store/ui.ts';
import { startTestSession } from '../../wizard/engine/test-session.test-helper.ts';
import { ContactValidation } from './ContactValidation.tsx';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** The contact-validation calls; `confirm` answers each POST of the codes in turn. */
function serve(mostrar: boolean, confirm: Response[] = []) {
  const posts: { path: string; body: unknown }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const { pathname } = new URL(String(input), 'http://localhost');
    if (init?.method === 'POST')
      posts.push({ path: pathname, body: JSON.parse(String(init.body)) });
    if (pathname === '/api/cliente/validacionContacto' && init?.method !== 'POST') {
      return json({ mostrar, place: mostrar ? 'home' : '' });
    }
    if (pathname === '/api/cliente/validacionContacto/codigo') {
      return json({
        destinoEmail: 'p***********@correo-demo.cl',
        destinoTelefono: '+56 9 **** 1234',
        expiraEnSegundos: 600,
        reenviarEnSegundos: 60,
      });
    }
    if (pathname === '/api/cliente/validacionContacto') {
      return confirm.shift() ?? json({ mostrar: false, place: '' });
    }
    return json({ message: 'No existe', status: 404 }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return posts;
}

afterEach(() => {
  setNavigator(null);
  vi.unstubAllGlobals();
  resetUiState();
});

describe('contact validation on home', { timeout: 30_000 }, () => {
  it('is not shown when validacionContacto does not ask for it', async () => {
    startTestSession(vi.fn());
    serve(false);
    render(<ContactValidation />);
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it('is not shown to a client in onboarding: her wizards collect the data', async () => {
    startTestSession(vi.fn());
    markEnrolment(true);
    serve(true);
    render(<ContactValidation />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    markEnrolment(false);
  });

  it('checks the mobile before sending, sends both addresses, and saves with both codes', async () => {
    startTestSession(vi.fn());
    const posts = serve(true, [json({ message: 'Los códigos no son válidos.', status: 422 }, 422)]);
    render(<ContactValidation />);
    const form = await screen.findByRole('form', { name: 'Valide sus datos de contacto' });
    expect(form).toBeInTheDocument();
    await userEvent.type(
      screen.getByRole('textbox', { name: /Correo electrónico/ }),
      'paula@correo.cl',
    );
    const number = screen.getByRole('textbox', { name: /Número/ });
    await userEvent.type(number, '223456789');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar códigos' }));
    expect(number).toHaveFocus();
    expect(posts).toHaveLength(0);

    await userEvent.clear(number);
    await userEvent.type(number, '977771234');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar códigos' }));
    const emailCode = await screen.findByRole('textbox', { name: /Código recibido por correo/ });
    await waitFor(() => expect(emailCode).toHaveFocus());
    expect(posts[0]).toEqual({
      path: '/api/cliente/validacionContacto/codigo',
      body: { email: 'paula@correo.cl', telefono: '977771234' },
    });
    expect(screen.getByText(/^Enviamos un código a p\*+@correo-demo\.cl/)).toBeInTheDocument();

    await userEvent.type(emailCode, '12a3456');
    await userEvent.type(
      screen.getByRole('textbox', { name: /Código recibido por SMS/ }),
      '654321',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Validar' }));
    expect(await screen.findByText('Los códigos no son válidos.')).toBeInTheDocument();
    expect(uiState.contactValidated).toBe(0);

    await userEvent.click(screen.getByRole('button', { name: 'Validar' }));
    expect(await screen.findByText('Datos de contacto validados')).toBeInTheDocument();
    expect(posts.at(-1)).toEqual({
      path: '/api/cliente/validacionContacto',
      body: { codigoEmail: '123456', codigoTelefono: '654321' },
    });
    // The wizard launcher asks the controller again.
    expect(uiState.contactValidated).toBe(1);
  });
});
