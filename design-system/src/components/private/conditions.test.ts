import { describe, expect, it } from 'vitest';
import { allConditionsAccepted, keepMandatory, type ConditionItem } from './conditions.ts';

const items: ConditionItem[] = [
  { key: 'contrato', value: 'Contrato', mandatory: true },
  { key: 'reglamento', value: 'Reglamento' },
  { key: 'datos', value: 'Datos personales', mandatory: true },
];

describe('allConditionsAccepted', () => {
  it('is true only when every condition is ticked', () => {
    expect(allConditionsAccepted(items, ['datos', 'contrato', 'reglamento'])).toBe(true);
    expect(allConditionsAccepted(items, ['contrato', 'datos'])).toBe(false);
    expect(allConditionsAccepted(items, [])).toBe(false);
  });
});

describe('keepMandatory', () => {
  it('keeps a ticked mandatory condition ticked', () => {
    expect(keepMandatory(items, ['contrato', 'reglamento'], ['reglamento'])).toEqual([
      'reglamento',
      'contrato',
    ]);
  });

  it('lets a non-mandatory condition be unticked and any condition be ticked', () => {
    expect(keepMandatory(items, ['contrato', 'reglamento'], ['contrato'])).toEqual(['contrato']);
    expect(keepMandatory(items, [], ['datos'])).toEqual(['datos']);
  });
});
