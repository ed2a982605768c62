import { randomUUID } from 'node:crypto';
import { apiErrorBodySchema, company } from '@inversiones/contract';
import { describe, expect, it } from 'vitest';
import { read, type TestBrowser } from '../test-support/browser.ts';
import { useDemoApp } from '../test-support/demo-app.ts';

const demo = useDemoApp();
const RODRIGO = '15.432.198-5';
const CORDILLERA_SUPERVISOR = '2002';
const PACIFICO_OPERATOR = '2003';
const PATRICIA = '10.987.654-2';
const ANDRES = '13.246.857-5';

const profileOf = async (browser: TestBrowser) =>
  company.companyProfile.response.parse(
    await read(await browser.get('/clientePersonaJuridica/empresa')),
  );

const validate = (browser: TestBrowser, tipo: string, RutApoderados: unknown) =>
  browser.call('POST', `/clientePersonaJuridica/firmaContratos/${tipo}/validacionSpf`, {
    body: { RutApoderados },
  });

const sign = (browser: TestBrowser, tipo: string, authorizationId: string = randomUUID()) =>
  browser.call('POST', `/clientePersonaJuridica/firmaContratos/${tipo}/firma`, {
    body: { authorizationId },
  });

async function errorOf(response: Response, status: number) {
  expect(response.status).toBe(status);
  return apiErrorBodySchema.parse(await response.json());
}

const contractOf = async (response: Response) => {
  expect(response.status).toBe(200);
  return company.companyContractSchema.parse(await response.json());
};

describe('who may read the company profile', () => {
  it('a natural person is refused (403) and learns nothing of any company', async () => {
    const camila = await demo.as('12.345.678-5');
    const response = await camila.get('/clientePersonaJuridica/empresa');
    const text = await response.text();
    expect(response.status).toBe(403);
    expect(text).not.toMatch(/Pacífico|Cordillera|apoderad/i);
    expect((await validate(camila, 'marco', ['15.432.198-5'])).status).toBe(403);
    expect((await sign(camila, 'marco')).status).toBe(403);
  });

  it('Rodrigo acting for himself (a natural person) is refused too', async () => {
    const rodrigo = await demo.as(RODRIGO, '2001');
    expect((await rodrigo.get('/clientePersonaJuridica/empresa')).status).toBe(403);
  });

  it('the supervisor of Cordillera reads Cordillera only, and may not validate nor sign', async () => {
    const rodrigo = await demo.as(RODRIGO, CORDILLERA_SUPERVISOR);
    const response = await rodrigo.get('/clientePersonaJuridica/empresa');
    const text = await response.clone().text();
    const profile = company.companyProfile.response.parse(await response.json());
    expect(profile.empresa.razonSocial).toBe('Inversiones Cordillera SpA');
    expect(profile.empresa.rut).toBe('76543210-3');
    expect(text).not.toContain('Pacífico');
    expect((await validate(rodrigo, 'marco', ['12.876.543-3'])).status).toBe(403);
    expect((await sign(rodrigo, 'marco')).status).toBe(403);
  });

  it("the operator of Comercial Pacífico reads its data, attorneys' powers and contracts", async () => {
    const rodrigo = await demo.as(RODRIGO, PACIFICO_OPERATOR);
    const profile = await profileOf(rodrigo);
    expect(profile.empresa).toMatchObject({
      razonSocial: 'Comercial Pacífico Ltda.',
      rut: '77123456-9',
      giro: 'Importación y distribución de insumos industriales',
      direccion: { comuna: 'Valparaíso' },
    });
    expect(profile.empresa.representantesLegales.map((r) => r.cargo)).toEqual([
      'Gerente General',
      'Socia Administradora',
    ]);
    expect(profile.apoderados).toEqual([
      expect.objectContaining({
        rut: '15432198-5',
        poderes: { marco: 'individual', generalFondos: 'conjunta' },
      }),
      expect.objectContaining({
        rut: '10987654-2',
        poderes: { marco: 'conjunta', generalFondos: 'conjunta' },
      }),
      expect.objectContaining({
        rut: '13246857-5',
        poderes: { marco: null, generalFondos: 'conjunta' },
      }),
    ]);
    expect(profile.contratos.map((c) => [c.tipo, c.nombre, c.estado])).toEqual([
      ['marco', 'Contrato Marco', 'pendiente'],
      ['generalFondos', 'Contrato General de Fondos', 'pendiente'],
    ]);
    expect(profile.segundoFactor).toEqual([]);
    expect(profile.rutUsuario).toBe('15432198-5');
  });
});

describe('SPF validation (RutApoderados)', () => {
  it('refuses, with the reason, a set that may not sign the contract', async () => {
    const rodrigo = await demo.as(RODRIGO, PACIFICO_OPERATOR);
    const joint = await errorOf(await validate(rodrigo, 'marco', [PATRICIA]), 422);
    expect(joint.message).toBe(
      'Patricia Elena Lagos Vidal firma el Contrato Marco en forma conjunta: debe firmar junto a otro apoderado con poder para este contrato.',
    );
    expect(joint.path).toEqual(['RutApoderados']);
    const noPower = await errorOf(await validate(rodrigo, 'marco', [RODRIGO, ANDRES]), 422);
    expect(noPower.message).toBe(
      'Andrés Felipe Morales Cid no tiene poder para firmar el Contrato Marco.',
    );
    // Cordillera's attorney is, for Pacífico, nobody: the answer says no more than that.
    const stranger = await errorOf(await validate(rodrigo, 'marco', ['12.876.543-3']), 422);
    expect(stranger.message).toBe(
      'El RUT 12.876.543-3 no corresponde a un apoderado de la empresa.',
    );
    expect(stranger.message).not.toContain('Fuentes');
    const twoJoint = await errorOf(await validate(rodrigo, 'generalFondos', [RODRIGO]), 422);
    expect(twoJoint.message).toContain('en forma conjunta');
  });

  it('refuses malformed requests: an invalid rut, too many, none, an unknown contract', async () => {
    const rodrigo = await demo.as(RODRIGO, PACIFICO_OPERATOR);
    expect((await validate(rodrigo, 'marco', ['12.345.678-9'])).status).toBe(400);
    expect((await validate(rodrigo, 'marco', [])).status).toBe(400);
    expect((await validate(rodrigo, 'marco', Array(11).fill(RODRIGO))).status).toBe(400);
    expect((await validate(rodrigo, 'otro', [RODRIGO])).status).toBe(404);
    expect((await sign(rodrigo, 'otro')).status).toBe(404);
    expect(
      (
        await rodrigo.call('POST', '/clientePersonaJuridica/firmaContratos/marco/firma', {
          body: { authorizationId: 'no-es-un-uuid' },
        })
      ).status,
    ).toBe(400);
  });
});

describe('signing the contracts', () => {
  it('an individual power signs the framework contract alone, idempotently by authorizationId', async () => {
    const rodrigo = await demo.as(RODRIGO, PACIFICO_OPERATOR);
    expect((await errorOf(await sign(rodrigo, 'marco'), 409)).message).toBe(
      'Antes de firmar, valide los apoderados que firmarán el Contrato Marco.',
    );
    const validated = await contractOf(await validate(rodrigo, 'marco', ['154321985']));
    expect(validated).toMatchObject({ estado: 'enFirma', puedeFirmar: true, firmadoEl: null });
    expect(validated.firmantes).toEqual([
      { rut: '15432198-5', nombre: 'Rodrigo Ignacio Soto Muñoz', firmadoEl: null },
    ]);

    const id = randomUUID();
    const signed = await contractOf(await sign(rodrigo, 'marco', id));
    expect(signed.estado).toBe('firmado');
    expect(signed.firmadoEl).not.toBeNull();
    expect(signed.firmantes[0]!.firmadoEl).toBe(signed.firmadoEl);
    expect(signed.puedeFirmar).toBe(false);
    // A retry (same id, or a second click with a new id) changes nothing.
    expect(await contractOf(await sign(rodrigo, 'marco', id))).toEqual(signed);
    expect(await contractOf(await sign(rodrigo, 'marco'))).toEqual(signed);
    const rows = await demo.db.query(
      `SELECT 1 FROM company_contract_signatures WHERE company_rut = '77123456-9' AND contract_type = 'marco'`,
    );
    expect(rows).toHaveLength(1);
    expect((await errorOf(await validate(rodrigo, 'marco', [RODRIGO]), 409)).message).toBe(
      'El Contrato Marco ya está firmado.',
    );
    // The id of that signature cannot sign another contract.
    await contractOf(await validate(rodrigo, 'generalFondos', [RODRIGO, PATRICIA]));
    expect((await errorOf(await sign(rodrigo, 'generalFondos', id), 409)).message).toBe(
      'Esta autorización de firma ya fue usada. Vuelva a firmar.',
    );
  });

  it('joint powers: the contract stays in signing until every validated attorney signs', async () => {
    const rodrigo = await demo.as(RODRIGO, PACIFICO_OPERATOR);
    // Not yet signed by anyone: the set may still change.
    const set = await contractOf(await validate(rodrigo, 'generalFondos', [PATRICIA, RODRIGO]));
    expect(set.firmantes.map((f) => f.rut)).toEqual(['10987654-2', '15432198-5']);

    const after = await contractOf(await sign(rodrigo, 'generalFondos'));
    expect(after.estado).toBe('enFirma');
    expect(after.firmantes.map((f) => [f.rut, f.firmadoEl !== null])).toEqual([
      ['10987654-2', false],
      ['15432198-5', true],
    ]);
    expect(after.puedeFirmar).toBe(false);
    expect(
      (await errorOf(await validate(rodrigo, 'generalFondos', [RODRIGO, ANDRES]), 409)).message,
    ).toBe(
      'La firma del Contrato General de Fondos ya comenzó con los apoderados validados; no es posible cambiarlos.',
    );
    // The supervisor of another company sees none of this.
    const supervisor = await demo.as(RODRIGO, CORDILLERA_SUPERVISOR);
    const cordillera = await profileOf(supervisor);
    expect(cordillera.contratos.every((c) => c.estado === 'pendiente')).toBe(true);
  });
});
