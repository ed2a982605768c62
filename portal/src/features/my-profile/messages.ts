/** Mi perfil: Cambiar Clave, Administrar Dispositivos (its sessions) and Mis Ejecutivos. */

/** Spec 8, verbatim; the title over it is ours. */
export const states = {
  unavailable:
    'No fue posible acceder a la información solicitada. Por favor, reintente en unos instantes.',
  unavailableTitle: 'Información no disponible',
  retry: 'Reintentar',
  loading: 'Cargando...',
} as const;

export const changePassword = {
  title: 'Cambiar Clave',
  intro:
    'Elija una clave larga y fácil de recordar para usted, como una frase de varias palabras. No necesita mayúsculas, números ni símbolos.',
  current: 'Clave actual',
  next: 'Nueva clave',
  confirm: 'Repita la nueva clave',
  submit: 'Cambiar clave',
  submitting: 'Cambiando clave',
  currentRequired: 'Ingrese su clave actual.',
  nextRequired: 'Ingrese la nueva clave.',
  confirmMismatch: 'Las claves no coinciden.',
  failedTitle: 'No fue posible cambiar la clave',
  lockedTitle: 'Cambio de clave bloqueado',
  doneTitle: 'Su clave fue cambiada',
  done: 'Desde ahora ingrese con su nueva clave. Por su seguridad, cerramos las demás sesiones abiertas con su cuenta.',
  rulesTitle: 'Su nueva clave debe',
  serverNote:
    'Al enviarla también revisamos que no sea una clave común o filtrada y que no sea fácil de adivinar.',
} as const;

export const devices = {
  title: 'Administrar Dispositivos',
  sessionsTitle: 'Sesiones activas',
  sessionsIntro:
    'Estos son los dispositivos donde su cuenta tiene una sesión abierta. Si no reconoce alguno, cierre esa sesión y cambie su clave.',
  closed: (device: string) => `Se cerró la sesión en ${device}.`,
  closeFailed: 'No fue posible cerrar la sesión. Por favor, reintente en unos instantes.',
  alreadyClosed: 'Esa sesión ya estaba cerrada.',
  justNow: 'hace menos de un minuto',
} as const;

export const executives = {
  title: 'Mis Ejecutivos',
  intro: (holder: string) => `Ejecutivos de inversiones de ${holder}.`,
  noneTitle: 'Sin ejecutivo asignado',
  none: 'Aún no tiene un ejecutivo asignado. Mientras tanto, la Mesa de Ayuda atiende sus consultas.',
  role: 'Ejecutivo de inversiones',
  schedule: 'Agendar reunión online',
  email: 'Correo electrónico',
  phone: 'Teléfono',
} as const;
