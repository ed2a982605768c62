import { readKey, storageKeys, writeKey } from '../../store/storage-keys.ts';

/**
 * The 40 named stages of the overall onboarding (wizard-spec section 1). The spec names about
 * twenty of them and their broad order; the others and the exact order are ours.
 */
export const ONBOARDING_STAGES = [
  'landing',
  'bienvenida',
  'firmaInformacion',
  'datosBasicos',
  'validacionIdentidad',
  'numeroSerieCedula',
  'datosPersonales',
  'datosContacto',
  'validacionCorreo',
  'validacionTelefono',
  'datosDireccion',
  'datosLaborales',
  'datosConyuge',
  'autorizaciones',
  'cuentasBancarias',
  'formasDePago',
  'origenFondos',
  'declaracionFatca',
  'declaracionCrs',
  'declaracionPep',
  'residenciaTributaria',
  'beneficiarioFinal',
  'declaracionInversionista',
  'perfilInversionista',
  'resultadoPerfil',
  'documentosIdentidad',
  'cedulaAnverso',
  'cedulaReverso',
  'confirmacionDatos',
  'contratos',
  'firmaContratos',
  'contratosFirmados',
  'firmaCompletada',
  'guardar',
  'inversionesFinancieras',
  'contratoPrestamoValores',
  'revisionEjecutivo',
  'activacionCuenta',
  'limiteReenvio',
  'fin',
] as const;

export type OnboardingStage = (typeof ONBOARDING_STAGES)[number];

const LAST = ONBOARDING_STAGES.length - 1;

/** The stored position (spec key `jarvisStep`), 0 when absent or not a valid index. */
export function onboardingPosition(): number {
  const stored = Number(readKey(storageKeys.jarvisStep));
  return Number.isInteger(stored) && stored >= 0 && stored <= LAST ? stored : 0;
}

export function onboardingStage(): OnboardingStage {
  return ONBOARDING_STAGES[onboardingPosition()]!;
}

/** Spec: the position advances by one on each controller call (it stays on the last stage). */
export function advanceOnboardingStage(): OnboardingStage {
  const next = Math.min(onboardingPosition() + 1, LAST);
  writeKey(storageKeys.jarvisStep, String(next));
  return ONBOARDING_STAGES[next]!;
}
