import { describe, expect, it } from 'vitest';
import { isoDateSchema, optionalPeriodQuery, periodQuery, wireDateSchema } from './period.ts';

const messages = (result: { error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  result.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? [];

describe('dates', () => {
  it('answers carry real ISO dates, queries real YYYYMMDD dates', () => {
    expect(isoDateSchema.safeParse('2024-02-29').success).toBe(true);
    for (const date of ['2023-02-29', '20240229', '2024-2-1', '']) {
      expect(isoDateSchema.safeParse(date).success, date).toBe(false);
    }
    expect(wireDateSchema.safeParse('20240229').success).toBe(true);
    for (const date of ['20230229', '2024-02-29', '2024022', '202402290', '20241301']) {
      expect(wireDateSchema.safeParse(date).success, date).toBe(false);
    }
  });
});

describe('a period of at least 15 days', () => {
  const query = periodQuery({});

  it('takes 15 days (1 to 16 January) and more', () => {
    expect(query.safeParse({ fechaInicio: '20260101', fechaTermino: '20260116' }).success).toBe(
      true,
    );
    expect(query.safeParse({ fechaInicio: '20190101', fechaTermino: '20261126' }).success).toBe(
      true,
    );
  });

  it('refuses 14 days with the message on fechaTermino', () => {
    expect(
      messages(query.safeParse({ fechaInicio: '20260101', fechaTermino: '20260115' })),
    ).toEqual([
      'fechaTermino: El período debe ser de al menos 15 días. Amplíe el rango de fechas.',
    ]);
  });

  it('refuses a reversed period, a missing date and an impossible one', () => {
    expect(
      messages(query.safeParse({ fechaInicio: '20260201', fechaTermino: '20260101' })),
    ).toEqual(['fechaTermino: La fecha de término debe ser posterior a la fecha de inicio.']);
    expect(query.safeParse({ fechaInicio: '20260101' }).success).toBe(false);
    expect(query.safeParse({}).success).toBe(false);
    expect(query.safeParse({ fechaInicio: '20260101', fechaTermino: '20260231' }).success).toBe(
      false,
    );
  });

  it('an optional period takes neither date, but not one alone', () => {
    const optional = optionalPeriodQuery({});
    expect(optional.safeParse({}).success).toBe(true);
    expect(messages(optional.safeParse({ fechaInicio: '20260101' }))).toEqual([
      'fechaTermino: Ingrese la fecha de inicio y la de término.',
    ]);
    expect(optional.safeParse({ fechaInicio: '20260101', fechaTermino: '20260110' }).success).toBe(
      false,
    );
  });
});
