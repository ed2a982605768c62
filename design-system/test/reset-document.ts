/**
 * Gives the next test file the blank document it would get in a fresh jsdom: files share one
 * document per worker, and leftovers (announcer messages, portals, storage, the URL, cookies)
 * must not reach the next file's queries.
 */
export function resetDocument(): void {
  // Files under `@vitest-environment node` have no document.
  if (typeof document === 'undefined') return;
  // React Aria's live announcer re-creates its region when it finds it detached.
  document.body.replaceChildren();
  for (const name of document.body.getAttributeNames()) document.body.removeAttribute(name);
  document.documentElement.removeAttribute('style');
  document.title = '';
  localStorage.clear();
  sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  if (location.pathname !== '/' || location.search || location.hash)
    history.replaceState(null, '', '/');
}
