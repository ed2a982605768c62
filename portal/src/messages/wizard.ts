// Texts of the wizard engine (wizard-spec sections 2, 4, 8 and 9; the spec's wording where it gives one).
export const wizard = {
  back: 'Volver',
  postpone: 'Continuar más tarde',
  next: 'Continuar',
  controlsLabel: 'Acciones del paso',
  saving: 'Guardando datos....',
  signing: 'Estimado cliente el proceso de firma digital puede tardar unos minutos.',
  saved: 'Los datos se han guardado con éxito.',
  retry: 'Reintentar',
  close: 'Cerrar',
  /** Spec section 8: default save error of wizards other than bank enrolment and digital channel use. */
  saveError: 'Ha ocurrido un error, por favor intente más tarde...',
  /** Not shown by the spec: the careful wording after the single retry is spent. */
  saveErrorFinal:
    'No pudimos guardar sus datos. Sus respuestas siguen en este paso: puede continuar más tarde o contactar a su ejecutivo.',
  backToStep: 'Volver al paso',
  /** Not shown in the spec: ours (the next step of the journey could not be asked for). */
  controllerErrorTitle: 'No pudimos cargar el siguiente paso',
  /** Not shown: a configuration that does not parse. */
  configErrorTitle: 'No es posible mostrar este formulario',
  configErrorHint: 'Informe este detalle a su ejecutivo o intente más tarde:',
  loadErrorTitle: 'No pudimos cargar el formulario',
  /** Not shown: a step type the engine does not know. */
  unknownStep: (type: string) => `Este paso no está disponible (tipo «${type}» desconocido).`,
  /** Not shown: a step that failed to display (its code did not load or it broke). */
  stepFailed:
    'No pudimos mostrar este paso. Cierre el formulario e intente nuevamente en unos minutos; sus datos guardados se mantienen.',
  counter: (n: number, total: number) => `${n} / ${total}`,
  stepsLabel: 'Pasos del formulario',
  info: 'Más información',
  redirectRefused: 'No es posible abrir ese enlace desde el portal.',
} as const;

/** A wizard's steps as sections of a page (Mis Datos Personales): ours, the spec shows none. */
export const wizardSections = {
  save: 'Guardar cambios',
  saved: 'Sus datos fueron guardados.',
  loading: 'Cargando sus datos...',
  loadFailed:
    'No fue posible acceder a la información solicitada. Por favor, reintente en unos instantes.',
} as const;
