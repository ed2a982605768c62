import { wizard } from '@inversiones/contract';
import { describe, expect, it } from 'vitest';
import { read, type TestBrowser } from '../test-support/browser.ts';
import { useDemoApp } from '../test-support/demo-app.ts';

// 27/11/2026 at 09:30 in Santiago: the day a poll kept today is dated.
const NOW = Date.parse('2026-11-27T09:30:00-03:00');
const demo = useDemoApp({ now: () => NOW });

const CAMILA = '12345678-5';
const RODRIGO = '15432198-5';
const VALENTINA = '16789012-1';

async function historyOf(browser: TestBrowser) {
  const body = await read(await browser.get('/perfilInversionista/historial'));
  return wizard.investorProfileHistory.response.parse(body).history;
}

const riskPoll = (respuestas: string, actualizarPerfil: boolean) => ({
  idEncuesta: 2,
  canal: 'INTERNET',
  respuestas,
  actualizarPerfil,
});

describe('investor profile history', () => {
  it('tells how the current profile came to be, newest first, dating the profile list', async () => {
    const camila = await demo.as(CAMILA);
    expect(await historyOf(camila)).toEqual([
      { PerfilId: 2, Nombre: 'Moderado', fecha: '2025-03-10', origen: 'encuesta' },
      { PerfilId: 1, Nombre: 'Conservador', fecha: '2022-03-14', origen: 'ejecutivo' },
    ]);
    const { PerfilInversionista } = wizard.investorProfiles.response.parse(
      await read(await camila.get('/perfilInversionista')),
    );
    expect(PerfilInversionista.find((p) => p.Current)).toMatchObject({
      Nombre: 'Moderado',
      FechaEncuesta: '10/03/2025',
    });
  });

  it('grows by a poll that keeps its result, and not by a simulation', async () => {
    const rodrigo = await demo.as(RODRIGO, '2001');
    const before = await historyOf(rodrigo);
    const simulated = await rodrigo.call('POST', '/perfilInversionista/riesgo', {
      body: riskPoll('1;1|2;1|3;1', false),
    });
    expect(simulated.status).toBe(200);
    expect(await historyOf(rodrigo)).toEqual(before);

    const kept = await rodrigo.call('POST', '/perfilInversionista/riesgo', {
      body: riskPoll('1;1|2;1|3;1', true),
    });
    expect(kept.status).toBe(200);
    const after = await historyOf(rodrigo);
    expect(after[0]).toEqual({
      PerfilId: 1,
      Nombre: 'Conservador',
      fecha: '2026-11-27',
      origen: 'encuesta',
    });
    expect(after.slice(1)).toEqual(before);
  });

  it("is the acting profile's: a company's own, and none for a client still onboarding", async () => {
    const company = await demo.as(RODRIGO, '2002');
    expect((await historyOf(company)).map((h) => h.Nombre)).toEqual(['Moderado', 'Conservador']);
    expect(await historyOf(await demo.as(VALENTINA))).toEqual([]);
  });
});
