import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { beforeEach, describe, expect, it } from 'vitest';
import { clearSession, sessionState } from './session.ts';
import { flushDrafts, saveDraft, takeDraft, useFormDraft, withoutSecrets } from './drafts.ts';

beforeEach(() => {
  sessionStorage.clear();
  clearSession({ broadcast: false, everything: true });
  window.history.replaceState(null, '', '/miPerfil/misDatosPersonales');
});

describe('drafts', () => {
  it('never keep a password or any field named like one, at any depth', () => {
    saveDraft('perfil', {
      nombre: 'Ana',
      clave: 'Secreta123',
      claveNueva: 'Otra456',
      ClaveAntigua: 'Vieja789',
      confirmarClave: 'Otra456',
      password: 'pw',
      userPassword: 'pw2',
      contacto: { email: 'ana@correo.cl', claveDinamica: '123456' },
      cuentas: [{ banco: 'Banco A', clave: 'x' }],
    });
    const raw = sessionStorage.getItem('formDraft:perfil')!;
    expect(raw).not.toMatch(/clave|password|Secreta|Otra456|Vieja789|123456/i);
    expect(takeDraft('perfil')).toEqual({
      nombre: 'Ana',
      contacto: { email: 'ana@correo.cl' },
      cuentas: [{ banco: 'Banco A' }],
    });
  });

  it('are taken once, and only on the page they were saved on', () => {
    saveDraft('perfil', { nombre: 'Ana' });
    expect(takeDraft('perfil', { url: '/otra/pagina' })).toBeNull();
    expect(takeDraft('perfil', { url: '/miPerfil/misDatosPersonales' })).toEqual({ nombre: 'Ana' });
    expect(takeDraft('perfil')).toBeNull();
  });

  it('belong to the rut they were saved for: another person on this tab never gets them', () => {
    sessionState.rut = '12345678-5';
    saveDraft('perfil', { nombre: 'Ana' });
    sessionState.rut = '11111111-1';
    expect(takeDraft('perfil')).toBeNull();
    sessionState.rut = '12345678-5';
    // Dropped when refused: it does not wait for its owner on a shared computer.
    expect(takeDraft('perfil')).toBeNull();
  });

  it('keep only data (no functions, files, class instances); dates as ISO text', () => {
    expect(
      withoutSecrets({
        a: 1,
        f: () => 1,
        file: new Blob(['x']),
        when: new Date('2024-01-05T00:00:00Z'),
      }),
    ).toEqual({ a: 1, when: '2024-01-05T00:00:00.000Z' });
  });
});

function ProfileForm() {
  const { register, getValues, reset } = useForm({
    defaultValues: { nombre: '', telefono: '', clave: '' },
  });
  useFormDraft('perfil', { getValues, reset });
  return (
    <form>
      <label>
        Nombre <input {...register('nombre')} />
      </label>
      <label>
        Teléfono <input {...register('telefono')} />
      </label>
      <label>
        Clave <input type="password" {...register('clave')} />
      </label>
    </form>
  );
}

describe('useFormDraft', () => {
  it('saves the form when the session ends and restores it, without the password, after re-login', async () => {
    const user = userEvent.setup();
    const first = render(<ProfileForm />);
    await user.type(screen.getByLabelText('Nombre'), 'Ana Pérez');
    await user.type(screen.getByLabelText('Teléfono'), '912345678');
    await user.type(screen.getByLabelText('Clave'), 'Secreta123');
    // The session ends (idle expiry or a 401): the shared handler flushes the drafts.
    flushDrafts();
    first.unmount();
    expect(sessionStorage.getItem('formDraft:perfil')).not.toContain('Secreta123');

    // Back on the same page after logging in again.
    render(<ProfileForm />);
    await act(async () => {});
    expect(screen.getByLabelText('Nombre')).toHaveValue('Ana Pérez');
    expect(screen.getByLabelText('Teléfono')).toHaveValue('912345678');
    expect(screen.getByLabelText('Clave')).toHaveValue('');
    expect(sessionStorage.getItem('formDraft:perfil')).toBeNull();
  });

  it('does not restore a draft on another page', async () => {
    saveDraft('perfil', { nombre: 'Ana', telefono: '1', clave: '' }, '/ffmm/invertir');
    render(<ProfileForm />);
    await act(async () => {});
    expect(screen.getByLabelText('Nombre')).toHaveValue('');
  });

  it('a form that is gone is not saved', () => {
    const view = render(<ProfileForm />);
    view.unmount();
    flushDrafts();
    expect(sessionStorage.getItem('formDraft:perfil')).toBeNull();
  });
});
