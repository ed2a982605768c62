// The storage of wizard data: merges are atomic in the database (PGlite here, PostgreSQL in the
// test:postgres run), and a full replace with If-Match is refused when someone saved in between.
import { ETAG_HEADER, IF_MATCH_HEADER, entityTag, pathOf, wizard } from '@inversiones/contract';
import { describe, expect, it } from 'vitest';
import { read } from '../test-support/browser.ts';
import { useDemoApp } from '../test-support/demo-app.ts';
import { mergeWizardSection, readWizardData } from './wizard-data.ts';

const demo = useDemoApp();
const CAMILA = '12345678-5';

describe('save-section merges', () => {
  it('lose nothing when 8 sessions send 50 rounds of sections in parallel (400 merges)', async () => {
    const key = { rut: '15432198-5', context: 'base', wizardId: 'DEMOFORMULARIOLARGO' };
    const sessions = 8;
    const rounds = 50;
    for (let round = 0; round < rounds; round++) {
      await Promise.all(
        Array.from({ length: sessions }, (_, session) =>
          mergeWizardSection(demo.db, key, 1, { [`s${session}r${round}`]: round }, Date.now()),
        ),
      );
    }
    // And all 400 at once, on a second wizard.
    const burst = { ...key, wizardId: 'BIENVENIDA' };
    await Promise.all(
      Array.from({ length: sessions * rounds }, (_, n) =>
        mergeWizardSection(demo.db, burst, 1, { [`k${n}`]: n }, Date.now()),
      ),
    );
    for (const target of [key, burst]) {
      const stored = await readWizardData(demo.db, target);
      expect(Object.keys(stored?.jsonData ?? {})).toHaveLength(sessions * rounds);
      expect(stored?.version).toBe(sessions * rounds);
    }
  });

  it('through the API: 4 sessions save the personal-data sections in parallel, none is lost', async () => {
    // The template's three roots (datos, direccion, laborales), each saved ten times over.
    const roots = ['datos', 'direccion', 'laborales'];
    const field = { datos: 'Nombre', direccion: 'codigoPais', laborales: 'SituacionLaboral' };
    const browsers = await Promise.all(Array.from({ length: 4 }, () => demo.as(CAMILA)));
    const path = pathOf(wizard.saveSection, { context: 'base', id: 'EBDATOSPERSONALESCLIENTE' });
    const saves = Array.from({ length: 30 }, (_, n) => ({
      root: roots[n % 3] as keyof typeof field,
      round: n,
    }));
    const answers = await Promise.all(
      saves.map(({ root, round }, n) =>
        browsers[n % browsers.length]!.call('PUT', path, {
          body: { [root]: { [field[root]]: `r${round}` } },
        }),
      ),
    );
    expect(answers.map((r) => r.status)).toEqual(answers.map(() => 200));
    expect(Object.keys(await read(await browsers[0]!.get(path))).sort()).toEqual(roots);
  });
});

describe('PUT wizard data with If-Match', () => {
  const path = pathOf(wizard.putWizardData, { context: 'base', id: 'EBPERFILINVERSIONISTA' });

  it('reads a version (ETag and body), replaces with it, and answers 409 to a stale one', async () => {
    const browser = await demo.as('16789012-1');
    const first = await browser.get(path);
    expect(first.headers.get(ETAG_HEADER)).toBe(entityTag(0));
    const { templateVersion, version } = wizard.wizardDataSchema.parse(await read(first));
    expect(version).toBe(0);

    const put = (jsonData: Record<string, unknown>, tag: string) =>
      browser.call('PUT', path, {
        body: { templateVersion, jsonData },
        headers: { [IF_MATCH_HEADER]: tag },
      });
    const saved = await put({ encuesta: { nombre: 'Valentina' } }, entityTag(0));
    expect(saved.status).toBe(200);
    expect(saved.headers.get(ETAG_HEADER)).toBe(entityTag(1));
    expect(await read(saved)).toMatchObject({
      version: 1,
      jsonData: { encuesta: { nombre: 'Valentina' } },
    });

    // Another tab still holds version 0: its replace would erase what was saved.
    const stale = await put({ encuesta: { nombre: 'Otra' } }, entityTag(0));
    expect(stale.status).toBe(409);
    expect(await read(stale)).toEqual({
      status: 409,
      message:
        'Los datos del formulario fueron modificados en otra sesión desde que los abrió. Recargue el asistente para ver lo guardado e intente nuevamente.',
    });
    expect((await put({ encuesta: { nombre: 'Otra' } }, '"basura')).status).toBe(409);
    const reread = await browser.get(path);
    expect(reread.headers.get(ETAG_HEADER)).toBe(entityTag(1));
    expect(await read(reread)).toMatchObject({
      version: 1,
      jsonData: { encuesta: { nombre: 'Valentina' } },
    });

    // Two replaces from version 1 at once: exactly one wins.
    const race = await Promise.all([
      put({ encuesta: { a: 1 } }, entityTag(1)),
      put({ encuesta: { b: 2 } }, entityTag(1)),
    ]);
    expect(race.map((r) => r.status).sort()).toEqual([200, 409]);

    // A save-section also moves the version, so a replace read before it is refused.
    const sectionPath = pathOf(wizard.saveSection, {
      context: 'base',
      id: 'EBPERFILINVERSIONISTA',
    });
    expect((await browser.call('PUT', sectionPath, { body: { encuesta: { c: 3 } } })).status).toBe(
      200,
    );
    expect((await put({ encuesta: { d: 4 } }, entityTag(2))).status).toBe(409);
    expect((await put({ encuesta: { d: 4 } }, entityTag(3))).status).toBe(200);
  });
});
