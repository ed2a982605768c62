import { areaMenuIds } from './guards/role-routes.ts';

/** The guard of an area: none, required menu ids (spec 2), or the TEFE rule (spec 6). */
export type AreaGuard = { menuIds: readonly string[] } | 'tefe' | null;

/** An area a spec 6 rule guards: the rule table's menu ids (contract roles.ts). */
function ruleGuard(area: string): AreaGuard {
  const menuIds = areaMenuIds(area);
  if (!menuIds) throw new Error(`Ninguna regla de roles protege el área ${area}`);
  return { menuIds };
}

/**
 * Spec 2: the child areas of the authenticated shell, with the menu ids they require (the ids of
 * the reference API's menu). 'capsulas' is public (its own route, outside the shell).
 */
export const shellAreas: readonly { area: string; guard: AreaGuard }[] = [
  { area: 'perfilInversionista', guard: null },
  { area: 'simuladores', guard: null },
  { area: 'ffmm', guard: { menuIds: ['02'] } },
  { area: 'pad', guard: null },
  { area: 'fondosInversion', guard: null },
  { area: 'acciones', guard: { menuIds: ['03'] } },
  { area: 'apv', guard: ruleGuard('apv') },
  { area: 'id', guard: null },
  { area: 'administracionCarteras', guard: null },
  { area: 'cartolas', guard: { menuIds: ['06'] } },
  // Spec 2 `operations-signature`: the API's menu item 11, for every profile.
  { area: 'firmaOperaciones', guard: { menuIds: ['11'] } },
  { area: 'infoDocs', guard: null },
  { area: 'miPerfil', guard: null },
  { area: 'miPerfilEmpresa', guard: ruleGuard('miPerfilEmpresa') },
  { area: 'simultaneas', guard: null },
  { area: 'ventaCorta', guard: null },
  { area: 'research', guard: null },
  { area: 'mantencion', guard: null },
  { area: 'ccm', guard: null },
  { area: 'tefe', guard: 'tefe' },
  { area: 'reunionOnline', guard: ruleGuard('reunionOnline') },
  { area: 'compraVentaDivisas', guard: null },
];
