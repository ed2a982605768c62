import { wizardConfig } from '@inversiones/contract';
import { describe, expect, it } from 'vitest';
import { contractIdOf, isFlowWizard, listConfig } from './contract-config.ts';
import { mergeSaved, toContractGroups, withSelection } from './contract-groups.ts';

const step = (config: Record<string, unknown>) =>
  wizardConfig.wizardStepSchema.parse({ config: { type: 'contratos', ...config }, items: [] });

describe('contract step configuration', () => {
  it('takes the contract id from the data first, then from the step', () => {
    const configured = step({ contratos: { contratoId: 'UCD-2026' } });
    expect(contractIdOf(configured, {})).toBe('UCD-2026');
    expect(contractIdOf(configured, { contratoId: 'CGF-2026' })).toBe('CGF-2026');
    expect(contractIdOf(step({}), {})).toBeUndefined();
  });

  it('is flow-wizard when configured, or when the data carries a contratoId', () => {
    expect(isFlowWizard(step({ contratos: { flowWizard: true, contratoId: 'X' } }), {})).toBe(true);
    expect(isFlowWizard(step({ contratos: { flowWizard: false } }), { contratoId: 'X' })).toBe(
      false,
    );
    expect(isFlowWizard(step({}), { contratoId: 'X' })).toBe(true);
    // Flow-wizard without any contract id cannot sign: the documents are marked selected instead.
    expect(isFlowWizard(step({ contratos: { flowWizard: true } }), {})).toBe(false);
  });

  it('reads the list kind, ignoring an unknown one', () => {
    expect(listConfig(step({ list: { type: 'signedPanel', notice: 'n' } }))).toMatchObject({
      type: 'signedPanel',
      notice: 'n',
    });
    expect(listConfig(step({ list: { type: 'otra' } }))).toEqual({});
  });
});

describe('contract groups', () => {
  const configured = [
    {
      titulo: 'G',
      documentos: [
        { key: 'A', nombre: 'Doc A', obligatorio: true },
        { key: 'B' },
        { key: 'C', display: false },
      ],
    },
  ];

  it('names a document by nombre, else by its key; display false hides it', () => {
    const [group] = toContractGroups(configured);
    expect(group!.documents.map((d) => [d.id, d.name, d.display, d.mandatory])).toEqual([
      ['A', 'Doc A', true, true],
      ['B', 'B', true, false],
      ['C', 'C', false, false],
    ]);
  });

  it('keeps what the client saved over the configuration, and saves the selection back', () => {
    const saved = [{ titulo: 'G', documentos: [{ key: 'B', selected: true }] }];
    const merged = mergeSaved(configured, saved);
    const groups = toContractGroups(merged);
    expect(groups[0]!.documents.find((d) => d.id === 'B')?.selected).toBe(true);
    const out = withSelection(merged, groups, new Set(['A']));
    expect(out[0]!.documentos).toEqual([
      { key: 'A', nombre: 'Doc A', obligatorio: true, selected: true },
      { key: 'B', selected: false },
      { key: 'C', display: false },
    ]);
  });
});
