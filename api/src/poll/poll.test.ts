import { pathOf, wizard } from '@inversiones/contract';
import { describe, expect, it } from 'vitest';
import { read, TestBrowser } from '../test-support/browser.ts';
import { useDemoApp } from '../test-support/demo-app.ts';
import { answersFromRiskString, profileFromAnswers } from './investor-profile.ts';

// 21/11/2026 12:00 UTC: the poll date the answers carry.
const NOW = Date.UTC(2026, 10, 21, 12);

const demo = useDemoApp({ now: () => NOW });

const risk = (respuestas: string, actualizarPerfil = true) => ({
  idEncuesta: 2,
  canal: 'INTERNET',
  respuestas,
  actualizarPerfil,
});

const currentOf = (body: unknown) => {
  const { PerfilInversionista } = wizard.riskProfilePoll.response.parse(body);
  const list = Array.isArray(PerfilInversionista) ? PerfilInversionista : [PerfilInversionista];
  return list.find((p) => p.Current);
};

describe('poll answers', () => {
  it('read the risk string as numbered answers and average them into a profile', () => {
    expect(answersFromRiskString('1;3|2;1|10;2')).toEqual([
      { pregunta: 1, alternativa: '3' },
      { pregunta: 2, alternativa: '1' },
      { pregunta: 10, alternativa: '2' },
    ]);
    expect(profileFromAnswers(answersFromRiskString('1;1|2;2|3;1'))).toBe(1);
    expect(profileFromAnswers(answersFromRiskString('1;1|2;3|3;2'))).toBe(2);
    expect(profileFromAnswers(answersFromRiskString('1;3|2;3|3;2'))).toBe(3);
  });
});

describe('risk-profile poll (id 2, INTERNET)', () => {
  it('answers the three profiles with the computed one current, and keeps it everywhere', async () => {
    const browser = await demo.as('15432198-5', '2001');
    for (const [answers, id, name] of [
      ['1;1|2;1|3;1', 1, 'Conservador'],
      ['1;2|2;2|3;2', 2, 'Moderado'],
      ['1;3|2;3|3;3', 3, 'Agresivo'],
    ] as const) {
      const response = await browser.call('POST', '/perfilInversionista/riesgo', {
        body: risk(answers),
      });
      expect(response.status).toBe(200);
      const body = await read(response);
      expect(body.PerfilInversionista).toHaveLength(3);
      expect(currentOf(body)).toMatchObject({
        PerfilId: id,
        Nombre: name,
        FechaEncuesta: '21/11/2026',
      });
      expect((await read(await browser.get('/client'))).Perfil).toBe(name);
      const profiles = wizard.investorProfiles.response.parse(
        await read(await browser.get('/perfilInversionista')),
      );
      expect(profiles.PerfilInversionista.find((p) => p.Current)?.PerfilId).toBe(id);
    }
    // The investor-profile wizard keeps the last answers and profile.
    const saved = await read(
      await browser.get(
        pathOf(wizard.getWizardData, { context: 'base', id: 'PERFILINVERSIONISTA' }),
      ),
    );
    expect(saved.jsonData.encuesta.perfilId).toBe(3);
    expect(saved.jsonData.PerfilInversionista).toMatchObject({ PerfilId: 3, Current: true });
  });

  it('with false computes the profile without changing the client', async () => {
    const browser = await demo.as('12345678-5');
    const response = await browser.call('POST', '/perfilInversionista/riesgo', {
      body: risk('1;3|2;3', false),
    });
    expect(currentOf(await read(response))?.PerfilId).toBe(3);
    expect((await read(await browser.get('/client'))).Perfil).toBe('Moderado');
  });

  it('refuses another poll id, channel or a malformed answer string', async () => {
    const browser = await demo.as('12345678-5');
    for (const body of [
      { ...risk('1;2'), idEncuesta: 1 },
      { ...risk('1;2'), canal: 'MOVIL' },
      risk('1-2,2-3'),
      risk(''),
    ]) {
      const response = await browser.call('POST', '/perfilInversionista/riesgo', { body });
      expect(response.status).toBe(400);
    }
    const anonymous = await new TestBrowser(demo.app).call('POST', '/perfilInversionista/riesgo', {
      body: risk('1;2'),
    });
    expect(anonymous.status).toBe(401);
  });
});

describe('poll post and profiles', () => {
  it('the poll post merges the answers into the investor-profile wizard, keeping its other data', async () => {
    const browser = await demo.as('12345678-5');
    const path = pathOf(wizard.getWizardData, { context: 'base', id: 'PERFILINVERSIONISTA' });
    const put = await browser.call('PUT', path, {
      // Only the template's keys are kept (issue 19): the other data is what the poll's root holds.
      body: { templateVersion: 1, jsonData: { encuesta: { nota: 'x' } } },
    });
    expect(put.status).toBe(200);
    const response = await browser.call('POST', '/perfilInversionista/encuesta', {
      body: { preguntas: [{ pregunta: 1, alternativa: 1 }] },
    });
    expect(currentOf(await read(response))?.Nombre).toBe('Conservador');
    const saved = (await read(await browser.get(path))).jsonData;
    expect(saved).toMatchObject({
      encuesta: { nota: 'x', perfilId: 1, preguntas: [{ pregunta: 1, alternativa: 1 }] },
      PerfilInversionista: { PerfilId: 1 },
    });
  });

  it('an onboarding client without a poll has no profile yet', async () => {
    const browser = await demo.as('16789012-1');
    expect(await read(await browser.get('/perfilInversionista'))).toEqual({
      PerfilInversionista: [],
    });
  });
});
