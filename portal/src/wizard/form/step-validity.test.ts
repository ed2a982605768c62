import { describe, expect, it, vi } from 'vitest';
import { createStepValidity } from './step-validity.ts';

const required = (value: unknown) => (value ? true : 'Este campo es requerido');

describe('step validity', () => {
  it('is valid only while every field in the step passes, each kept by its own runs', () => {
    const validity = createStepValidity();
    const nombre = validity.track('nombre', required);
    const correo = validity.track('correo', required);
    validity.enter('nombre', () => nombre('', {}));
    validity.enter('correo', () => correo('ana@correo.cl', {}));
    expect(validity.isValid()).toBe(false);

    expect(nombre('Ana', {})).toBe(true);
    expect(validity.isValid()).toBe(true);
    correo('', {});
    expect(validity.isValid()).toBe(false);
  });

  it('does not count a field out of the step, and forgets a field that leaves', () => {
    const validity = createStepValidity();
    const conyuge = validity.track('conyuge', required);
    conyuge('', {});
    expect(validity.isValid()).toBe(true);

    validity.enter('conyuge', () => conyuge('', {}));
    expect(validity.isValid()).toBe(false);
    validity.leave('conyuge');
    expect(validity.isValid()).toBe(true);
    conyuge('', {});
    expect(validity.isValid()).toBe(true);
  });

  it('tells its subscribers when the step turns valid or invalid, not on every run', () => {
    const validity = createStepValidity();
    const nombre = validity.track('nombre', required);
    const listener = vi.fn();
    const unsubscribe = validity.subscribe(listener);
    validity.enter('nombre', () => nombre('', {}));
    nombre('', {});
    nombre('A', {});
    nombre('An', {});
    expect(listener).toHaveBeenCalledTimes(2);

    unsubscribe();
    nombre('', {});
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('needs one leave for a field said to enter twice (its render, then its effect)', () => {
    const validity = createStepValidity();
    const nombre = validity.track('nombre', required);
    validity.enter('nombre', () => nombre('', {}));
    validity.enter('nombre', () => nombre('', {}));
    validity.leave('nombre');
    expect(validity.isValid()).toBe(true);
  });
});
