export const mandataryList = {
  rut: 'RUT',
  you: 'Usted',
  tefe: 'Opera TEFE',
  active: 'Activo',
  inactive: 'Inactivo',
  remove: 'Eliminar',
  removing: 'Eliminando',
  /** The accessible name of each row's button: whom it removes. */
  removeOf: (name: string) => `Eliminar a ${name}`,
  /** While pending: the name still holds the visible text (WCAG 2.5.3, label in name). */
  removingOf: (name: string) => `Eliminando a ${name}`,
  /** Why a row has no remove button. */
  selfNote: 'No puede eliminarse a sí mismo.',
  loading: 'Cargando mandatarios',
  emptyTitle: 'La empresa no tiene otros mandatarios',
  emptyText: 'Agregue un mandatario para que pueda operar o supervisar en nombre de la empresa.',
  types: 'Tipos',
} as const;
