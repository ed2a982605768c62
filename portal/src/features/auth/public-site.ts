import { resolveRedirect, type RedirectTarget } from '../../wizard/controller/safe-redirect.ts';

/**
 * The public site a closed session goes to (portal-spec 2; its address is not given). Set
 * VITE_PUBLIC_SITE_URL at build time: a same-origin path (the demo's page the API serves) or an
 * https URL of an origin listed in VITE_PUBLIC_SITE_ORIGINS (comma separated).
 */
export const PUBLIC_SITE_URL: string =
  (import.meta.env.VITE_PUBLIC_SITE_URL as string | undefined) ?? '/sitio-publico';

/** Origins the logout may leave to besides this one (the firm's own sites). */
const PUBLIC_SITE_ORIGINS: readonly string[] = (
  (import.meta.env.VITE_PUBLIC_SITE_ORIGINS as string | undefined) ??
  'https://www.inversiones-demo.cl'
)
  .split(',')
  .map((origin) => origin.trim())
  .filter(Boolean);

/** When the configured address is refused: the login, saying the session was closed. */
export const PUBLIC_SITE_FALLBACK = '/login/cerrada';

/** Where the logout goes: the configured site when it is safe, else the fallback. */
export function publicSiteTarget(url: string = PUBLIC_SITE_URL): RedirectTarget {
  return (
    resolveRedirect(url, PUBLIC_SITE_ORIGINS) ?? { kind: 'internal', path: PUBLIC_SITE_FALLBACK }
  );
}

/** Leaves the portal for the public site: a full page load (the site is not a portal route). */
export function leaveForPublicSite(target: RedirectTarget = publicSiteTarget()): void {
  window.location.replace(target.kind === 'internal' ? target.path : target.url);
}

/** How long 'Su sesión se está cerrando' stays on screen (not in the spec). */
export const REDIRECT_DELAY_MS = 1500;
