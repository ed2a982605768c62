import { beforeEach, describe, expect, it } from 'vitest';
import {
  advanceOnboardingStage,
  ONBOARDING_STAGES,
  onboardingPosition,
  onboardingStage,
} from './onboarding-stage.ts';

beforeEach(() => sessionStorage.clear());

describe('onboarding stages', () => {
  it('are 40 distinct names in the order the spec summarises', () => {
    expect(ONBOARDING_STAGES).toHaveLength(40);
    expect(new Set(ONBOARDING_STAGES).size).toBe(40);
    const order = [
      'landing',
      'bienvenida',
      'firmaInformacion',
      'datosBasicos',
      'datosPersonales',
      'datosDireccion',
      'datosLaborales',
      'datosConyuge',
      'autorizaciones',
      'cuentasBancarias',
      'declaracionFatca',
      'declaracionCrs',
      'declaracionPep',
      'perfilInversionista',
      'contratos',
      'contratosFirmados',
      'firmaCompletada',
      'guardar',
      'inversionesFinancieras',
      'contratoPrestamoValores',
      'limiteReenvio',
    ] as const;
    const positions = order.map((name) => ONBOARDING_STAGES.indexOf(name));
    expect(positions.every((p) => p >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  });

  it('start at the first stage and advance one by one in sessionStorage (jarvisStep)', () => {
    expect(onboardingStage()).toBe('landing');
    expect(advanceOnboardingStage()).toBe('bienvenida');
    expect(advanceOnboardingStage()).toBe('firmaInformacion');
    expect(sessionStorage.getItem('jarvisStep')).toBe('2');
    expect(onboardingStage()).toBe('firmaInformacion');
  });

  it('ignore a stored position that is not a stage, and stay on the last one', () => {
    sessionStorage.setItem('jarvisStep', 'abc');
    expect(onboardingPosition()).toBe(0);
    sessionStorage.setItem('jarvisStep', '99');
    expect(onboardingPosition()).toBe(0);
    sessionStorage.setItem('jarvisStep', '39');
    expect(advanceOnboardingStage()).toBe('fin');
    expect(onboardingPosition()).toBe(39);
  });
});
