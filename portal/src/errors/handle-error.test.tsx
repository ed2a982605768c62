import { act, render, screen } from '@testing-library/react';
import { ToastRegion, clearToasts } from '@inversiones/design-system';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { registerDraftSource, takeDraft } from '../store/drafts.ts';
import { clearErrorEntries, errorsState } from '../store/errors.ts';
import { beginSession, clearSession, sessionState, takeReturnUrl } from '../store/session.ts';
import { resetUiState, uiState } from '../store/ui.ts';
import { describeError, handleApiError, setNavigator, takeLoginNotice } from './handle-error.ts';

const navigate = vi.fn<(to: string) => void>();
// The shape the HTTP client's ApiError gives the handler: message, status and the server's body.
const http = (status: number, message = 'Mensaje del servidor') =>
  Object.assign(new Error(message), { status, data: { message, status } });

beforeEach(() => {
  sessionStorage.clear();
  clearSession({ broadcast: false, everything: true });
  clearErrorEntries();
  resetUiState();
  navigate.mockReset();
  setNavigator(navigate);
  window.history.replaceState(null, '', '/ffmm/invertir?fondo=12#paso-2');
  beginSession({ sessionId: 'pub-1', omitirPaso: true });
});

afterEach(() => {
  setNavigator(null);
  act(() => clearToasts());
  window.history.replaceState(null, '', '/');
});

describe('describeError', () => {
  it('yields the server message, status and data', () => {
    expect(describeError(http(404, 'Recurso no encontrado.'))).toEqual({
      message: 'Recurso no encontrado.',
      status: 404,
      data: { message: 'Recurso no encontrado.', status: 404 },
    });
  });

  it("falls back to 'Error', then to 'Server error'", () => {
    expect(describeError(new Error(''))).toMatchObject({ message: 'Error', status: 0 });
    expect(describeError(new TypeError('x is undefined'))).toMatchObject({ message: 'Error' });
    expect(describeError('boom')).toMatchObject({ message: 'Server error', status: 0 });
    expect(describeError(undefined)).toMatchObject({ message: 'Server error' });
  });
});

describe('handleApiError', () => {
  it('redirect (401 by default): clears the session, keeps message and return URL, goes to /login/401', () => {
    const result = handleApiError(http(401, 'Su sesión ha expirado.'), { mode: 'redirect' });
    expect(result.status).toBe(401);
    expect(sessionState.active).toBe(false);
    expect(sessionStorage.getItem('sessionId')).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/login/401');
    expect(takeLoginNotice()).toEqual({ status: '401', message: 'Su sesión ha expirado.' });
    expect(takeLoginNotice()).toBeNull();
    expect(takeReturnUrl()).toBe('/ffmm/invertir?fondo=12#paso-2');
    expect(errorsState.entries).toHaveLength(0);
  });

  it('keeps the form in progress as a draft when it redirects', () => {
    const unregister = registerDraftSource('invertir', () => ({ monto: 1000, clave: 'x' }));
    handleApiError(http(401));
    unregister();
    expect(takeDraft('invertir')).toEqual({ monto: 1000 });
  });

  it('a late 401 once the session ended on the logout or login screen does not move the user', () => {
    clearSession({ broadcast: false });
    window.history.replaceState(null, '', '/logout');
    handleApiError(http(401));
    window.history.replaceState(null, '', '/login');
    handleApiError(http(401));
    expect(navigate).not.toHaveBeenCalled();
  });

  it('a call without a session on a guarded page goes to /login/401', () => {
    clearSession({ broadcast: false });
    handleApiError(http(401, 'Debe iniciar sesión para continuar.'));
    expect(navigate).toHaveBeenCalledWith('/login/401');
    expect(takeReturnUrl()).toBe('/ffmm/invertir?fondo=12#paso-2');
  });

  it('a 403 redirects only when asked (401 and 403 while loading the client)', () => {
    handleApiError(http(403), { mode: 'redirect' });
    expect(navigate).not.toHaveBeenCalled();
    expect(sessionState.active).toBe(true);
    handleApiError(http(403), { mode: 'redirect', redirectOn: [401, 403] });
    expect(navigate).toHaveBeenCalledWith('/login/403');
  });

  it('several failures together redirect once', () => {
    handleApiError(http(401, 'Primera'));
    handleApiError(http(401, 'Segunda'));
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(takeLoginNotice()?.message).toBe('Primera');
  });

  it('any other status gives a priority-3 "Error" entry that cannot be closed', () => {
    handleApiError(http(500, 'Ha ocurrido un error, por favor intente más tarde...'), {
      mode: 'redirect',
    });
    expect(errorsState.entries).toEqual([
      expect.objectContaining({
        priority: 3,
        text: 'Error',
        closable: false,
        status: 500,
        message: 'Ha ocurrido un error, por favor intente más tarde...',
      }),
    ]);
    expect(navigate).not.toHaveBeenCalled();
    expect(uiState.modal).toBeNull();
  });

  it('modal mode opens the error modal with the display kind', () => {
    handleApiError(http(500, 'No fue posible cargar sus fondos.'), {
      mode: 'modal',
      display: 'critical',
    });
    expect(uiState.modal).toEqual({
      kind: 'critical',
      title: 'Error',
      message: 'No fue posible cargar sus fondos.',
    });
    expect(errorsState.entries).toHaveLength(1);
  });

  it('notification mode shows a toast with the message', () => {
    render(<ToastRegion />);
    act(() => {
      handleApiError(http(409, 'Cuenta ingresada ya existe, debe ingresar una cuenta nueva.'), {
        mode: 'notification',
      });
    });
    expect(screen.getByRole('alertdialog')).toHaveAccessibleDescription(
      'Cuenta ingresada ya existe, debe ingresar una cuenta nueva.',
    );
    expect(uiState.modal).toBeNull();
  });

  it('auto mode: critical in the modal, the rest as a toast, a 401 still redirects', () => {
    render(<ToastRegion />);
    act(() => {
      handleApiError(http(500, 'Grave'), { mode: 'auto', display: 'critical' });
      handleApiError(http(400, 'Leve'), { mode: 'auto' });
    });
    expect(uiState.modal?.message).toBe('Grave');
    expect(screen.getByRole('alertdialog')).toHaveAccessibleDescription('Leve');
    handleApiError(http(401), { mode: 'auto' });
    expect(navigate).toHaveBeenCalledWith('/login/401');
  });
});
