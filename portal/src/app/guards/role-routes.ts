import { guardedRoutes } from '@inversiones/contract/roles';

/**
 * Spec 6 as route guards: the screens below a shell area that a role rule guards (the contract's
 * rule table, by the menu ids the API answers), as react-router paths with the ids they need.
 * The areas themselves (`/apv`, `/miPerfilEmpresa`, `/reunionOnline`, `/tefe`) are guarded in
 * areas.ts from the same table.
 */
export const guardedScreens: readonly { path: string; area: string; menuIds: readonly string[] }[] =
  guardedRoutes
    .filter(({ route }) => route.split('/').length > 2)
    .map(({ route, menuIds }) => ({
      path: `${route.slice(1)}/*`,
      area: route.split('/')[1] ?? '',
      menuIds,
    }));

/** The menu ids the rule table asks of a whole area (`/apv`: 04), or null when none guards it. */
export function areaMenuIds(area: string): readonly string[] | null {
  return guardedRoutes.find(({ route }) => route === `/${area}`)?.menuIds ?? null;
}
