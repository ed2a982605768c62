import { useEffect, useRef } from 'react';
// React Aria's public announcer package: it re-exports the one singleton react-aria's components use.
import { clearAnnouncer } from '@react-aria/live-announcer';

/** How long a lazily loaded page may take to show its heading before focus is left alone. */
const HEADING_WAIT_MS = 5000;

/** The attribute marking a heading that received focus because its page opened (no ring). */
export const PAGE_HEADING_ATTRIBUTE = 'data-page-heading';

/** A dialog holds focus, or a tab does: routed tabs change the page under a tablist in use. */
function focusIsKept(): boolean {
  return (
    document.activeElement?.closest('[role="dialog"], [role="alertdialog"], [role="tab"]') != null
  );
}

function focusHeading(heading: HTMLElement): void {
  if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
  heading.setAttribute(PAGE_HEADING_ATTRIBUTE, '');
  heading.focus();
}

/**
 * On each change of `pageKey` after the first (a route change): React Aria's live announcer is
 * cleared, since its messages point at the page that left (axe role-img-alt), and focus moves to
 * the new page's main heading, so a screen reader announces the page the user opened (WCAG
 * 2.4.3). A dialog that holds focus keeps it, and so does a tab (the tabs pattern: arrows move
 * between routed tabs). The heading appears once a lazy page has loaded.
 */
export function usePageChange(pageKey: string, headingSelector = 'main h1'): void {
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    clearAnnouncer('assertive');
    clearAnnouncer('polite');
    const started = performance.now();
    let frame = 0;
    const look = () => {
      const heading = document.querySelector<HTMLElement>(headingSelector);
      // A loading overlay may hold focus until the page is there; a dialog over the page keeps it.
      if (heading) {
        if (!focusIsKept()) focusHeading(heading);
      } else if (performance.now() - started < HEADING_WAIT_MS) frame = requestAnimationFrame(look);
    };
    frame = requestAnimationFrame(look);
    return () => cancelAnimationFrame(frame);
  }, [pageKey, headingSelector]);
}
