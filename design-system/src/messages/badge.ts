export const badge = {
  /** The mark of new menu items (menu isNew). */
  new: '¡Nuevo!',
  /** Announced with the bell's counter. */
  unreadNotifications: (count: number) =>
    count === 1 ? '1 notificación sin leer' : `${count} notificaciones sin leer`,
  /** Visually hidden before the investor profile's name. */
  profilePrefix: 'Perfil de inversionista:',
  profiles: { conservador: 'Conservador', moderado: 'Moderado', agresivo: 'Agresivo' },
} as const;
