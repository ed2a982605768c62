import { describe, expect, it } from 'vitest';
import { displayDateTime, periodErrors } from './period.ts';

describe('periodErrors', () => {
  it('requires both dates', () => {
    expect(periodErrors({ from: '', to: '20240331' })).toEqual({
      from: 'Este campo es requerido',
    });
    expect(periodErrors({ from: '20240301', to: '' })).toEqual({ to: 'Este campo es requerido' });
  });

  it('refuses a period that ends before it starts', () => {
    expect(periodErrors({ from: '20240331', to: '20240301' })).toEqual({
      to: 'La fecha Hasta debe ser posterior a la fecha Desde.',
    });
  });

  it('accepts 15 days or more and refuses 14 (portal-spec 5)', () => {
    expect(periodErrors({ from: '20240101', to: '20240116' })).toEqual({});
    expect(periodErrors({ from: '20240101', to: '20240115' })).toEqual({
      to: 'El período debe ser de al menos 15 días. Amplíe el rango de fechas.',
    });
  });
});

describe('displayDateTime', () => {
  it('shows an ISO date and time as DD/MM/YYYY HH:mm and other text as given', () => {
    expect(displayDateTime('2024-03-18T10:42:00')).toBe('18/03/2024 10:42');
    expect(displayDateTime('18/03/2024 10:42')).toBe('18/03/2024 10:42');
  });
});
