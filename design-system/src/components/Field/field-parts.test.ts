import { describe, expect, it } from 'vitest';
import { fieldParts } from './field-parts.ts';

describe('fieldParts', () => {
  it('hands on the label row and the hint whole, and leaves the rest to the field', () => {
    const onChange = () => {};
    const { labelRow, hint, rest } = fieldParts({
      label: 'Nombres',
      labelStrong: 'Paso 1',
      labelSmall: 'Como figura en su cédula',
      tooltip: 'Sus nombres',
      necessityIndicator: 'none' as const,
      help: '<p>Ayuda</p>',
      description: 'Descripción',
      isRequired: true,
      onChange,
    });
    expect(labelRow).toEqual({
      label: 'Nombres',
      labelStrong: 'Paso 1',
      labelSmall: 'Como figura en su cédula',
      tooltip: 'Sus nombres',
      necessityIndicator: 'none',
    });
    expect(hint).toEqual({ help: '<p>Ayuda</p>', description: 'Descripción' });
    expect(rest).toEqual({ isRequired: true, onChange });
  });
});
