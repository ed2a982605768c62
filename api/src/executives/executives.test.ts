import { executives } from '@inversiones/contract';
import { describe, expect, it } from 'vitest';
import { read } from '../test-support/browser.ts';
import { useDemoApp } from '../test-support/demo-app.ts';

const demo = useDemoApp();

const executivesOf = async (rut: string, profile?: string) => {
  const response = await (await demo.as(rut, profile)).get('/miPerfil/ejecutivos');
  return { status: response.status, body: await read(response) };
};

describe('GET /api/miPerfil/ejecutivos', () => {
  it('a natural person gets her own executive with contact, and the help desk', async () => {
    const { status, body } = await executivesOf('12.345.678-5');
    expect(status).toBe(200);
    const parsed = executives.executives.response.parse(body);
    expect(parsed.titular).toBe('Camila Andrea Rojas Fuentes');
    expect(parsed.ejecutivos).toEqual([
      {
        nombre: 'Francisca Morales Vidal',
        email: 'francisca.morales@inversiones-demo.cl',
        telefono: '+56 2 2345 6710',
      },
    ]);
    expect(parsed.mesaDeAyuda.nombre).toBe('Mesa de Ayuda');
  });

  it("a supervisor acting for an active company gets the company's executive", async () => {
    const { status, body } = await executivesOf('15.432.198-5', '2002');
    expect(status).toBe(200);
    const parsed = executives.executives.response.parse(body);
    expect(parsed.titular).toBe('Inversiones Cordillera SpA');
    expect(parsed.ejecutivos.map((e) => e.nombre)).toEqual(['Sebastián Araya Lagos']);
  });

  it("an operator of a company is refused (403), and learns nothing of the company's", async () => {
    const { status, body } = await executivesOf('15.432.198-5', '2003');
    expect(status).toBe(403);
    expect(JSON.stringify(body)).not.toContain('Araya');
  });

  it('a client without executive gets an empty list and the help desk', async () => {
    const { status, body } = await executivesOf('16.789.012-1');
    expect(status).toBe(200);
    expect(executives.executives.response.parse(body).ejecutivos).toEqual([]);
  });
});
