import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setNavigator } from '../../errors/navigation.ts';
import { beginSession, clearSession } from '../../store/session.ts';
import { resetUiState, uiState } from '../../store/ui.ts';
import type { WizardProps } from '../engine/Wizard.tsx';
import { WizardLauncher } from './WizardLauncher.tsx';
import { WizardPage } from './WizardPage.tsx';

// The engine is W2's and tested there: here, what the launcher asks it to show.
vi.mock('../engine/Wizard.tsx', () => ({
  Wizard: ({ wizardId, context, presentation, onClose }: WizardProps) => (
    <div role="dialog" aria-label={`Asistente ${wizardId}`}>
      {`${wizardId} ${context ?? '-'} ${presentation}`}
      {onClose ? <button onClick={() => onClose('left')}>Cerrar</button> : null}
      {onClose ? <button onClick={() => onClose('completed')}>Terminar</button> : null}
    </div>
  ),
}));

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

/** The API: contact validation and the controller's answers in order (then 'none'). */
function stubApi({ contact = false, answers = [] as string[] } = {}) {
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://portal.test');
      asked.push(url.pathname);
      if (url.pathname === '/api/cliente/validacionContacto') {
        return Promise.resolve(json({ mostrar: contact, place: contact ? 'home' : '' }));
      }
      return Promise.resolve(json({ response: answers.shift() ?? 'none' }));
    }),
  );
  return asked;
}

function tree(path: string, suspended = false) {
  return (
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="wizard/:wizardId" element={<WizardPage />} />
        <Route path="wizard" element={<WizardPage />} />
        <Route path="*" element={<p>Inicio</p>} />
      </Routes>
      <WizardLauncher suspended={suspended} />
    </MemoryRouter>
  );
}

const renderAt = (path: string, suspended = false) => render(tree(path, suspended));

/** Lets the pending fetches and the lazy engine settle. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));

const navigate = vi.fn<(to: string) => void>();

beforeEach(() => {
  sessionStorage.clear();
  beginSession({ sessionId: 'pub-1', omitirPaso: true });
  navigate.mockReset();
  setNavigator(navigate);
});

afterEach(() => {
  setNavigator(null);
  clearSession({ broadcast: false, everything: true });
});

describe('WizardLauncher', () => {
  it('after login asks the controller and opens the answered wizard as a modal', async () => {
    const asked = stubApi({
      answers: ['ask enrolamientoBco', 'open wizard EBDATOSPERSONALESCLIENTE'],
    });
    renderAt('/');
    expect(
      await screen.findByRole('dialog', { name: 'Asistente EBDATOSPERSONALESCLIENTE' }),
    ).toHaveTextContent('EBDATOSPERSONALESCLIENTE enrolamientoBco modal');
    expect(asked).toEqual([
      '/api/cliente/validacionContacto',
      '/api/jarvis/push',
      '/api/enrolamientoBco/jarvis',
    ]);
  });

  it('closes when the engine says the wizard ended', async () => {
    stubApi({ answers: ['open wizard DECLARACIONINVERSIONISTA'] });
    renderAt('/');
    await userEvent.click(await screen.findByRole('button', { name: 'Cerrar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('a wizard left or postponed confirms nothing on the home page', async () => {
    resetUiState();
    stubApi({ answers: ['open wizard DECLARACIONINVERSIONISTA'] });
    renderAt('/');
    await userEvent.click(await screen.findByRole('button', { name: 'Cerrar' }));
    expect(uiState.journeyCompleted).toBe(false);
  });

  it('a completed journey asks the home page to confirm it, and goes there', async () => {
    resetUiState();
    stubApi({ answers: ['open wizard DECLARACIONINVERSIONISTA'] });
    renderAt('/fondos');
    await userEvent.click(await screen.findByRole('button', { name: 'Terminar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(uiState.journeyCompleted).toBe(true);
    expect(screen.getByText('Inicio')).toBeInTheDocument();
    resetUiState();
  });

  it('stays hidden when contact data needs validation, without asking the controller', async () => {
    const asked = stubApi({ contact: true, answers: ['open wizard X'] });
    renderAt('/');
    await settle();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(asked).toEqual(['/api/cliente/validacionContacto']);
  });

  it('for a client in onboarding, waits for the shell prompt to close, then opens', async () => {
    sessionStorage.setItem('autoEnrolamiento', 'true');
    const asked = stubApi({ contact: true, answers: ['open wizard EBDATOSPERSONALESCLIENTE'] });
    const { rerender } = renderAt('/', true);
    await settle();
    expect(asked).toEqual(['/api/jarvis/push']);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    rerender(tree('/', false));
    expect(
      await screen.findByRole('dialog', { name: 'Asistente EBDATOSPERSONALESCLIENTE' }),
    ).toBeInTheDocument();
  });

  it('opens nothing on "none"', async () => {
    stubApi({ answers: ['none'] });
    renderAt('/');
    await settle();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('refuses a redirect to a site that is not allowed', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubApi({ answers: ['redirect_onboarding https://sitio-externo.example/robar'] });
    renderAt('/');
    await settle();
    expect(navigate).not.toHaveBeenCalled();
    expect(log).toHaveBeenCalledWith(expect.stringContaining('sitio-externo.example'));
  });

  it('follows an allowed redirect_onboarding path with the router', async () => {
    stubApi({ answers: ['redirect_onboarding /inicio-enrolamiento'] });
    renderAt('/');
    await settle();
    expect(navigate).toHaveBeenCalledWith('/inicio-enrolamiento');
  });

  it('leaves the page alone when the controller fails', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(json({ message: 'Caído' }, 500))),
    );
    renderAt('/');
    await settle();
    expect(screen.getByText('Inicio')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(log).toHaveBeenCalled();
  });
});

describe('the /wizard/:wizardId route', () => {
  it('shows the wizard embedded with the context of the link, and no modal over it', async () => {
    const asked = stubApi({ answers: ['open wizard OTRO'] });
    renderAt('/wizard/EBDATOSPERSONALESCLIENTE?context=enrolamientoBco');
    expect(
      await screen.findByRole('dialog', { name: 'Asistente EBDATOSPERSONALESCLIENTE' }),
    ).toHaveTextContent('EBDATOSPERSONALESCLIENTE enrolamientoBco embedded');
    await settle();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(asked).toEqual([]);
  });

  it('opens the default wizard, BIENVENIDA, when the link names none', async () => {
    stubApi();
    renderAt('/wizard');
    expect(await screen.findByRole('dialog')).toHaveTextContent('BIENVENIDA - embedded');
  });

  it('ignores a context that does not exist (the stored one or the base applies)', async () => {
    stubApi();
    renderAt('/wizard/DECLARACIONINVERSIONISTA?context=otro');
    expect(await screen.findByRole('dialog')).toHaveTextContent(
      'DECLARACIONINVERSIONISTA - embedded',
    );
  });
});
