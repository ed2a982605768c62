import { wizardConfig } from '@inversiones/contract';
import { describe, expect, it } from 'vitest';
import datos from '../../../../api/wizards/EBDATOSPERSONALESCLIENTE.json';
import { mergeSection, sectionStep } from './section-steps.ts';

const config = (() => {
  const parsed = wizardConfig.parseWizardConfig(datos);
  if (!parsed.success) throw new Error(parsed.message);
  return parsed.data;
})();

describe('a wizard step as a page section', () => {
  it('keeps the picked items in the template’s order, read-only where asked, with one Guardar', () => {
    const step = sectionStep(
      config,
      { step: 0, keys: ['numeroSerie', 'Rut'], readOnly: ['Rut'], title: 'Identificación' },
      'Guardar cambios',
    );
    expect(step?.items.map((item) => [item.key, item.element])).toEqual([
      ['Rut', 'read-only-text'],
      ['numeroSerie', 'input'],
    ]);
    expect(step?.config.title).toBe('Identificación');
    expect(step?.config.controls).toEqual([{ label: 'Guardar cambios', action: 'next' }]);
    expect(step?.config.root).toBe('datos');
  });

  it('a step the template lacks gives nothing to show', () => {
    expect(sectionStep(config, { step: 9 }, 'Guardar')).toBeNull();
  });

  it('joins the answers at the root, keeps the other sections and drops hidden fields', () => {
    const data = { datos: { Nombre: 'Ana', Rut: '1-9' }, direccion: { calle: 'Uno 1' } };
    expect(mergeSection(data, 'datos', { Nombre: 'Ana María' }, ['Rut'])).toEqual({
      datos: { Nombre: 'Ana María' },
      direccion: { calle: 'Uno 1' },
    });
    expect(mergeSection({ a: 1 }, undefined, { b: 2 })).toEqual({ a: 1, b: 2 });
  });
});
