import { navigateTo } from '../../errors/navigation.ts';

/**
 * The onboarding site the controller's `redirect_onboarding` leaves to (spec: URL not shown).
 * Set VITE_ONBOARDING_URL at build time; its origin is the one external origin allowed.
 */
export const ONBOARDING_URL: string =
  (import.meta.env.VITE_ONBOARDING_URL as string | undefined) ??
  'https://onboarding.inversiones-demo.cl/';

/** External origins a wizard may send the browser to (controls with `external`, onboarding). */
export function allowedExternalOrigins(): readonly string[] {
  try {
    return [new URL(ONBOARDING_URL).origin];
  } catch {
    return [];
  }
}

export type RedirectTarget = { kind: 'internal'; path: string } | { kind: 'external'; url: string };

/**
 * Where a configured or answered URL may lead: a same-origin path (client-side navigation) or an
 * https URL of an allow-listed origin; anything else (other origins, `//host`, `javascript:`,
 * backslashes, control characters) is null and must not be followed.
 */
export function resolveRedirect(
  url: string,
  allowed: readonly string[] = allowedExternalOrigins(),
): RedirectTarget | null {
  const value = url.trim();
  if (!value || value.length > 2048 || value.includes('\\')) return null;
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return null;
  }
  const here = window.location.origin;
  let parsed: URL;
  try {
    parsed = new URL(value, here);
  } catch {
    return null;
  }
  if (parsed.origin === here && (value.startsWith('/') || value.startsWith(here))) {
    if (value.startsWith('//')) return null;
    return { kind: 'internal', path: `${parsed.pathname}${parsed.search}${parsed.hash}` };
  }
  if (parsed.protocol === 'https:' && allowed.includes(parsed.origin)) {
    return { kind: 'external', url: parsed.href };
  }
  return null;
}

/** Follows a resolved target: the router for paths, a full load for allowed external URLs. */
export function followRedirect(target: RedirectTarget): void {
  if (target.kind === 'internal') navigateTo(target.path);
  else window.location.assign(target.url);
}
