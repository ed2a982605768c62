// Texts of the wizard's manager step (wizard-spec 2, 4 and 5: bank-account and placement-agent lists).
export const wizardManager = {
  /** not shown in the spec: ours (spec key messageErrorSameCount). */
  /** Portal-spec 5, verbatim. */
  duplicateAccount: 'Cuenta ingresada ya existe, debe ingresar una cuenta nueva.',
  /** not shown in the spec: ours (the sub-form's heading when adding). */
  addTitle: (item: string) => `Agregar ${item.toLowerCase()}`,
  /** not shown in the spec: ours. */
  editTitle: (item: string) => `Editar ${item.toLowerCase()}`,
  /** not shown in the spec: ours. */
  defaultItem: 'Elemento',
  bankItem: 'Cuenta bancaria',
  /** not shown in the spec: ours (sub-form buttons). */
  cancel: 'Cancelar',
  save: 'Guardar',
  backToList: 'Volver a la lista',
  /** not shown in the spec: ours (placement agents cannot be changed from the portal). */
  readOnlyNote: 'Esta información es de solo lectura: para modificarla contacte a su ejecutivo.',
  secondaryInfo: 'Estos datos los administra su ejecutivo de inversiones; aquí solo puede verlos.',
  /** Announced after a change (not shown in the spec: ours). */
  added: (name: string) => `Se agregó ${name}.`,
  updated: (name: string) => `Se actualizó ${name}.`,
  /** The save-failure block: the engine's message plus Reintentar. */
  saveFailedTitle: 'No se pudieron guardar los cambios',
  retry: 'Reintentar',
} as const;
