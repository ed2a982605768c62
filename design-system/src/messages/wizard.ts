/** Wizard chrome and saving screens (wizard-spec sections 2, 4 and 9: the spec's wording). */
export const wizard = {
  saving: 'Guardando datos....',
  signing: 'Estimado cliente el proceso de firma digital puede tardar unos minutos.',
  saved: 'Los datos se han guardado con éxito.',
  /** Not shown by the spec: a short title over the result. */
  savedTitle: 'Datos guardados',
  errorTitle: 'No pudimos guardar sus datos',
  /** Spec section 8: the default save error. */
  saveError: 'Ha ocurrido un error, por favor intente más tarde...',
  continue: 'Continuar',
  retry: 'Reintentar',
  close: 'Cerrar',
  /** Not shown by the spec: the success step's title when the configuration gives none. */
  successTitle: 'Proceso finalizado',
  finish: 'Finalizar',
  stepsLabel: 'Pasos del formulario',
  /** not shown in the spec: ours. The wizard's stage in the whole onboarding journey. */
  journeyStage: (current: number, total: number, name: string) =>
    `Etapa ${current} de ${total} · ${name}`,
  moreInfo: 'Más información sobre este paso',
} as const;
