import { describe, expect, it } from 'vitest';
import { registeredStepTypes, registerStep, stepEntry } from './step-registry.ts';

describe('step registry', () => {
  it('registers the part-1 step types with their placeholders', () => {
    expect(registeredStepTypes()).toEqual(
      expect.arrayContaining(['form', 'info', 'success', 'saveOk', 'loader', 'error']),
    );
    expect(stepEntry('form')?.placeholder).toBe(4);
  });

  it('has no entry for an unknown type (the engine shows the error block)', () => {
    expect(stepEntry('holograma')).toBeUndefined();
  });

  it('adds a type with one entry', () => {
    registerStep('landing-prueba', () => Promise.resolve(() => null), 2);
    expect(stepEntry('landing-prueba')?.placeholder).toBe(2);
  });
});
