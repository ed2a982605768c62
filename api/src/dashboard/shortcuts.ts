// The home shortcuts: what each one opens, which the profile's menu allows, and the saved choice.
import { dashboard, type MenuItem, type RoleFacts } from '@inversiones/contract';

type ShortcutId = dashboard.ShortcutId;
import { buildMenu } from '../client/menu-tree.ts';
import type { Database } from '../db/database.ts';

interface ShortcutDefinition {
  label: string;
  route: string;
  /**
   * The menu item whose presence offers it (spec 6 through the menu); null while its area has no
   * menu entry yet, so it is not offered.
   */
  menuId: string | null;
}

export const shortcutDefinitions: Readonly<Record<ShortcutId, ShortcutDefinition>> = {
  misFondos: { label: 'Mis Fondos', route: '/ffmm/misFondos', menuId: '0201' },
  invertir: { label: 'Invertir', route: '/ffmm/invertir', menuId: '0202' },
  inviertePorObjetivos: {
    label: 'Invierte por Objetivos',
    route: '/ffmm/inviertePorObjetivos',
    menuId: '0203',
  },
  valoresDelDia: { label: 'Valores del Día', route: '/ffmm/valoresDelDia', menuId: '0201' },
  movimientosEnTransito: {
    label: 'Movimientos en Tránsito',
    route: '/ffmm/enTransito',
    menuId: '0201',
  },
  cartolas: { label: 'Cartolas', route: '/cartolas', menuId: '06' },
  certificados: { label: 'Certificados', route: '/certificados', menuId: null },
  apv: { label: 'APV', route: '/apv', menuId: '04' },
  acciones: { label: 'Acciones', route: '/acciones', menuId: '03' },
  compraVentaDivisas: {
    label: 'Compra y Venta de Divisas',
    route: '/compraVentaDivisas',
    menuId: null,
  },
  transferenciasInternacionales: {
    label: 'Transferencias Internacionales',
    route: '/tefe/instruir',
    menuId: '05',
  },
  botonDePago: { label: 'Botón de Pago', route: '/botonDePago', menuId: null },
  perfilInversionista: {
    label: 'Perfil Inversionista',
    route: '/perfilInversionista',
    menuId: null,
  },
  simuladores: { label: 'Simuladores', route: '/simuladores', menuId: null },
  reunionOnline: {
    label: 'Agendar reunión online',
    route: '/reunionOnline/landing',
    menuId: '09',
  },
};

/** What a client who never chose sees, in this order, of those her profile may use. */
const DEFAULT_SHORTCUTS: readonly ShortcutId[] = [
  'misFondos',
  'invertir',
  'valoresDelDia',
  'movimientosEnTransito',
  'cartolas',
  'apv',
  'inviertePorObjetivos',
];

const menuIds = (items: readonly MenuItem[]): string[] =>
  items.flatMap((item) => [item.id, ...menuIds(item.items)]);

/** The shortcuts the profile's menu (spec 6) allows, in the contract's order. */
export function availableShortcuts(facts: RoleFacts): ShortcutId[] {
  const allowed = new Set(menuIds(buildMenu(facts)));
  return (Object.keys(shortcutDefinitions) as ShortcutId[]).filter((id) => {
    const { menuId } = shortcutDefinitions[id];
    return menuId !== null && allowed.has(menuId);
  });
}

export const shortcutMessages = {
  unavailable: (label: string) =>
    `El acceso directo "${label}" no está disponible para su perfil. Elija otro de la lista.`,
} as const;

/** The answer of GET and PUT: the choice (saved, or the default) limited to what is allowed. */
export function shortcutsAnswer(
  saved: readonly string[] | null,
  facts: RoleFacts,
): dashboard.Shortcuts {
  const available = availableShortcuts(facts);
  const allowed = new Set<string>(available);
  // A saved id the profile lost since (e.g. a changed role) is left out, not an error.
  const selected = (saved ?? DEFAULT_SHORTCUTS)
    .filter((id): id is ShortcutId => allowed.has(id))
    .slice(0, dashboard.MAX_SHORTCUTS);
  return {
    selected,
    available: available.map((id) => ({
      id,
      label: shortcutDefinitions[id].label,
      route: shortcutDefinitions[id].route,
    })),
  };
}

export interface ShortcutOwner {
  clientId: number;
  /** The mandatary code of the profile the session acts as ('' without profiles). */
  profileCode: string;
}

export async function savedShortcuts(db: Database, owner: ShortcutOwner): Promise<string[] | null> {
  const [row] = await db.query<{ shortcut_ids: string[] }>(
    'SELECT shortcut_ids FROM shortcut_choices WHERE client_id = $1 AND profile_code = $2',
    [owner.clientId, owner.profileCode],
  );
  return row ? row.shortcut_ids : null;
}

/** One upsert: concurrent saves each replace the whole row, the last one committed stays. */
export async function saveShortcuts(
  db: Database,
  owner: ShortcutOwner,
  ids: readonly ShortcutId[],
  at: number,
): Promise<string[]> {
  const [row] = await db.query<{ shortcut_ids: string[] }>(
    `INSERT INTO shortcut_choices (client_id, profile_code, shortcut_ids, updated_at)
     VALUES ($1, $2, $3::jsonb, $4)
     ON CONFLICT (client_id, profile_code)
     DO UPDATE SET shortcut_ids = EXCLUDED.shortcut_ids, updated_at = EXCLUDED.updated_at
     RETURNING shortcut_ids`,
    [owner.clientId, owner.profileCode, JSON.stringify(ids), at],
  );
  return row?.shortcut_ids ?? [...ids];
}
