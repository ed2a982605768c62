/**
 * The portal is built with this placeholder as its CSP nonce (Vite's `html.cspNonce`): it appears
 * in `dist/index.html` on a `<meta property="csp-nonce">` and on the script and style tags. The
 * server that serves the portal replaces it, on every response, with a fresh random nonce that it
 * also puts in the `Content-Security-Policy` header (`style-src 'self' 'nonce-...'`).
 *
 * Why: React Aria injects two tiny `<style>` elements at run time (usePress, usePreventScroll) and
 * reads the nonce from that meta tag; without it a strict `style-src 'self'` blocks them.
 */
export const CSP_NONCE_PLACEHOLDER = '__CSP_NONCE__';
