import { describe, expect, it } from 'vitest';
import { rutInputSchema, rutSchema } from './common-schemas.ts';

describe('rut schemas', () => {
  it('take a typed rut with or without dots and hyphen only when its check digit is right', () => {
    for (const rut of ['12.345.678-5', '12345678-5', '123456785', ' 15678432-k ', '9.876.543-3']) {
      expect(rutInputSchema.safeParse(rut).success, rut).toBe(true);
    }
    for (const rut of ['12.345.678-4', '1.2345678-5', '012345678-5', '1-9', 'abc', '']) {
      expect(rutInputSchema.safeParse(rut).success, rut).toBe(false);
    }
  });

  it('take a sent rut only in its stored form with the right check digit', () => {
    expect(rutSchema.safeParse('12345678-5').success).toBe(true);
    expect(rutSchema.safeParse('15678432-K').success).toBe(true);
    for (const rut of ['12345678-4', '12.345.678-5', '123456785', '15678432-k']) {
      expect(rutSchema.safeParse(rut).success, rut).toBe(false);
    }
  });
});
