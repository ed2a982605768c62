import { describe, expect, it } from 'vitest';
import { fieldParts } from './field-parts.ts';

describe('fieldParts', () => {
  it('hands on the label row, the hint and the value props whole, and leaves the rest', () => {
    const onChange = () => {};
    const onBlur = () => {};
    const { labelRow, hint, valueProps, rest } = fieldParts({
      label: 'Nombres',
      labelStrong: 'Paso 1',
      labelSmall: 'Como figura en su cédula',
      tooltip: 'Sus nombres',
      necessityIndicator: 'none' as const,
      help: '<p>Ayuda</p>',
      description: 'Descripción',
      isRequired: true,
      value: ['1'],
      defaultValue: [],
      onChange,
      onBlur,
      isInvalid: false,
      errorMessage: 'Elija una opción',
      orientation: 'vertical' as const,
    });
    expect(labelRow).toEqual({
      label: 'Nombres',
      labelStrong: 'Paso 1',
      labelSmall: 'Como figura en su cédula',
      tooltip: 'Sus nombres',
      necessityIndicator: 'none',
    });
    expect(hint).toEqual({ help: '<p>Ayuda</p>', description: 'Descripción' });
    expect(valueProps).toEqual({
      value: ['1'],
      defaultValue: [],
      onChange,
      onBlur,
      isInvalid: false,
      errorMessage: 'Elija una opción',
    });
    expect(rest).toEqual({ isRequired: true, orientation: 'vertical' });
  });
});
