export const notificationPanel = {
  title: 'Notificaciones',
  close: 'Cerrar notificaciones',
  empty: 'No tiene notificaciones nuevas.',
} as const;
