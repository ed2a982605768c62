import { describe, expect, it } from 'vitest';
import {
  advertisement,
  MAX_SHORTCUTS,
  profitability,
  saveShortcuts,
  SHORTCUT_IDS,
  shortcuts,
} from './dashboard.ts';
import { pageNumber } from './page.ts';

describe('profitability periods', () => {
  const query = profitability.request;

  it.each(['Año en Curso', 'Últimos 12 Meses', 'Mes en Curso'])(
    'takes %s without dates',
    (periodo) => {
      expect(query.safeParse({ periodo }).success).toBe(true);
      expect(
        query.safeParse({ periodo, fechaInicio: '20260101', fechaTermino: '20260201' }).success,
      ).toBe(false);
    },
  );

  it('takes Período Seleccionado only with a period of at least 15 days', () => {
    const periodo = 'Período Seleccionado';
    expect(
      query.safeParse({ periodo, fechaInicio: '20260901', fechaTermino: '20261031' }).success,
    ).toBe(true);
    expect(
      query.safeParse({ periodo, fechaInicio: '20260901', fechaTermino: '20260916' }).success,
    ).toBe(true);
    const short = query.safeParse({ periodo, fechaInicio: '20260901', fechaTermino: '20260915' });
    expect(short.error?.issues.map((issue) => issue.message)).toEqual([
      'El período debe ser de al menos 15 días. Amplíe el rango de fechas.',
    ]);
    expect(query.safeParse({ periodo }).success).toBe(false);
  });

  it('refuses a period the spec does not name', () => {
    for (const periodo of ['Año', 'año en curso', '']) {
      expect(query.safeParse({ periodo }).success, periodo).toBe(false);
    }
  });
});

describe('shortcuts', () => {
  const save = saveShortcuts.request;

  it('GET and PUT are the same path, and PUT answers the new choice', () => {
    expect(saveShortcuts.path).toBe(shortcuts.path);
    expect(saveShortcuts.response).toBe(shortcuts.response);
  });

  it(`keeps from none to ${MAX_SHORTCUTS} known ids, in the client's order`, () => {
    expect(save.parse({ selected: [] })).toEqual({ selected: [] });
    const six = SHORTCUT_IDS.slice(0, MAX_SHORTCUTS).reverse();
    expect(save.parse({ selected: six })).toEqual({ selected: six });
  });

  it('refuses more than the limit, a repeated id and an unknown one', () => {
    const seven = SHORTCUT_IDS.slice(0, MAX_SHORTCUTS + 1);
    expect(save.safeParse({ selected: seven }).error?.issues[0]?.message).toBe(
      'Elija a lo más 6 accesos directos.',
    );
    expect(save.safeParse({ selected: ['misFondos', 'misFondos'] }).error?.issues[0]?.message).toBe(
      'Un acceso directo se repite.',
    );
    expect(save.safeParse({ selected: ['borrarTodo'] }).error?.issues[0]?.message).toBe(
      'Acceso directo desconocido.',
    );
    expect(save.safeParse({}).success).toBe(false);
  });
});

describe('advertisement', () => {
  it('asks for the web or the mobile variant only', () => {
    expect(advertisement.request.safeParse({ variante: 'web' }).success).toBe(true);
    expect(advertisement.request.safeParse({ variante: 'mobile' }).success).toBe(true);
    expect(advertisement.request.safeParse({ variante: 'tablet' }).success).toBe(false);
    expect(advertisement.request.safeParse({}).success).toBe(false);
  });
});

describe('page numbers', () => {
  it('default to the first page', () => {
    expect(pageNumber(undefined)).toBe(1);
    expect(pageNumber('3')).toBe(3);
  });
});
