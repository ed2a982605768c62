export const managerList = {
  /** The spec's add control. */
  add: 'Agregar',
  edit: 'Editar',
  remove: 'Eliminar',
  view: 'Ver',
  /** Accessible names: the visible verb first (label in name), then which item. */
  editItem: (name: string) => `Editar ${name}`,
  removeItem: (name: string) => `Eliminar ${name}`,
  viewItem: (name: string) => `Ver ${name}`,
  /** The spec's limit message, verbatim (its typo 'elemetos' included). */
  limitReached: 'No se pueden agregar más elemetos a la lista.',
  /** Not given by the spec: our own short wording for the 'no data' card. */
  emptyTitle: 'Sin registros',
  emptyMessage: 'Aún no hay elementos en esta lista. Use Agregar para ingresar el primero.',
  /** The delete confirmation names what goes (the spec gives only the 'No' / 'Si' buttons). */
  deleteMessage: (name: string) => `¿Está seguro que desea eliminar ${name}?`,
  /** Announced once the item has left the list. */
  removed: (name: string) => `Se eliminó ${name}.`,
  loading: 'Cargando...',
  errorTitle: 'No se pudo cargar la lista',
  retry: 'Reintentar',
  /** The secondary list is read-only; the tip says why (our wording). */
  readOnly: 'Solo lectura',
  secondaryInfoLabel: (title: string) => `Más información sobre ${title}`,
  bankAccount: {
    listTitle: 'Cuentas bancarias',
    accountType: 'Tipo de cuenta',
    currency: 'Moneda',
    accountNumber: 'Número de cuenta',
    /** '•••• 4321' is read as 'terminada en 4321'. */
    endingIn: (lastDigits: string) => `terminada en ${lastDigits}`,
    itemName: (bank: string, lastDigits: string) => `cuenta ${bank} terminada en ${lastDigits}`,
    emptyTitle: 'Sin cuentas bancarias',
    emptyMessage: 'No tiene cuentas bancarias registradas. Agregue una para recibir sus rescates.',
  },
} as const;
