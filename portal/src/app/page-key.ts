/**
 * Screens whose tabs are routes: moving between their tabs keeps focus on the tab (the tabs
 * pattern) instead of moving it to the page's heading as a new page does.
 */
const routedTabScreens = ['/ffmm/misFondos'];

/** What counts as a new page for focus and announcements: the path, tabs folded into their screen. */
export function pageKeyOf(pathname: string): string {
  return (
    routedTabScreens.find((screen) => pathname === screen || pathname.startsWith(`${screen}/`)) ??
    pathname
  );
}
