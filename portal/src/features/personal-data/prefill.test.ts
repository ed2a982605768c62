import type { Client } from '@inversiones/contract';
import { describe, expect, it } from 'vitest';
import { prefillPersonalData } from './prefill.ts';

const camila: Client = {
  UserId: '123456785',
  InternalUserId: 1,
  Segmento: 'Personas',
  DescripcionTipoPersona: 'Persona Natural',
  TieneCuenta: 1,
  Edad: 38,
  Perfil: 'Moderado',
  PerfilId: 2,
  Genero: 'F',
  ClienteJefe: false,
  Ejecutivos: [],
  AreaGeneralTitular: 'Banca Privada',
  Nombre: 'Camila Andrea',
  ApellidoPaterno: 'Rojas',
  ApellidoMaterno: 'Fuentes',
  RutCliente: '12345678-5',
  Email: 'camila.rojas@correo-demo.cl',
  Telefono: '+56 9 8765 4321',
  Create: '2026-11-27T12:00:00.000Z',
};

describe('the personal data shown before anything is saved', () => {
  it('comes from the client record where the wizard has nothing', () => {
    expect(prefillPersonalData({}, camila)).toEqual({
      datos: {
        Nombre: 'Camila Andrea',
        ApellidoPaterno: 'Rojas',
        ApellidoMaterno: 'Fuentes',
        Rut: '12.345.678-5',
        Sexo: 'F',
        Email: 'camila.rojas@correo-demo.cl',
        Telefono: '+56 9 8765 4321',
      },
    });
  });

  it('never replaces what the client saved, and keeps the other steps', () => {
    const saved = { datos: { Nombre: 'Cami' }, direccion: { calle: 'Uno 1' } };
    const shown = prefillPersonalData(saved, camila);
    expect(shown.datos).toMatchObject({ Nombre: 'Cami', ApellidoPaterno: 'Rojas' });
    expect(shown.direccion).toEqual({ calle: 'Uno 1' });
    expect(prefillPersonalData(saved, null)).toEqual(saved);
  });
});
