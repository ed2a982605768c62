export const header = {
  menu: 'Menú',
  mainMenu: 'Menú principal',
  /** The main menu's last entry, holding what does not fit one row. */
  more: 'Más',
  closeMenu: 'Cerrar menú',
  home: 'Inicio',
  notifications: 'Notificaciones',
  profileMenu: 'Menú de perfil',
  /** The visible label of the profile menu button (from 768 px): not 'Mi Perfil', the main menu's entry. */
  profileMenuShort: 'Mi cuenta',
  executive: 'Su ejecutivo',
  client: 'Cliente',
  /** Whose session a mandatary is in, under the company's name. */
  actingAs: (role: string) => `Usted actúa como ${role}`,
  /** A menu item's count when the caller gives no words for it (our wording). */
  itemCount: (count: number) => (count === 1 ? '1 pendiente' : `${count} pendientes`),
  /** Names a submenu trigger of the main menu (the item's own label goes first). */
  submenu: (label: string) => `${label}, submenú`,
} as const;
