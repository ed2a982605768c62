/**
 * Where a closed session goes. The spec's public site is not given (its addresses are omitted):
 * this deployment's public entry is the login, with the 'cerrada' status.
 */
export const PUBLIC_SITE_PATH = '/login/cerrada';

/** How long 'Su sesión se está cerrando' stays on screen (not in the spec). */
export const REDIRECT_DELAY_MS = 1500;
