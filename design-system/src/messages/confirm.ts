export const confirm = {
  logoutTitle: 'Cerrar Sesión',
  /** The spec's logout confirmation. */
  logoutMessage: '¿Está seguro que desea cerrar su sesión?',
  logoutConfirm: 'Cerrar sesión',
  cancel: 'Cancelar',
  bankTitle: 'Ir al sitio de su banco',
  /** Not given by the spec: our own short, polite wording. */
  bankMessage: 'Será dirigido al sitio de su banco para continuar la operación. ¿Desea continuar?',
  bankConfirm: 'Continuar',
  deleteTitle: 'Eliminar',
  deleteMessage: '¿Está seguro que desea eliminar este elemento?',
  /** The spec's exact delete buttons. */
  deleteNo: 'No',
  deleteYes: 'Si',
} as const;
