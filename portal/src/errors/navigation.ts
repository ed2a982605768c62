// Navigation for code outside React (the error handler, the session watch): the router wires
// its navigate; until then a full page load.
type Navigator = (to: string) => void;

const fallback: Navigator = (to) => window.location.assign(to);
let navigator: Navigator = fallback;

/** The router calls this once with its navigate (`setNavigator((to) => router.navigate(to))`). */
export function setNavigator(fn: Navigator | null): void {
  navigator = fn ?? fallback;
}

export function navigateTo(to: string): void {
  navigator(to);
}

/** The URL the user is on (path, query and hash), to come back after the next login. */
export function currentUrl(): string {
  const { pathname, search, hash } = window.location;
  return `${pathname}${search}${hash}`;
}
