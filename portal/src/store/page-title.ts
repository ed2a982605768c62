import { useEffect } from 'react';
import { proxy } from 'valtio';

/** The name of the page on screen and how many forms on it show errors (the document's title). */
export const pageTitleState = proxy({ page: null as string | null, formsWithErrors: 0 });

/** Names the page in the document's title while it is on screen (WCAG 2.4.2). */
export function usePageTitle(page: string): void {
  useEffect(() => {
    pageTitleState.page = page;
    return () => {
      if (pageTitleState.page === page) pageTitleState.page = null;
    };
  }, [page]);
}

/**
 * A form calls this with whether it shows errors: the title then starts with 'Error: ', as in
 * GOV.UK's pattern, so a screen reader user hears it on arrival and on each new page.
 */
export function useErrorTitle(hasErrors: boolean): void {
  useEffect(() => {
    if (!hasErrors) return;
    pageTitleState.formsWithErrors += 1;
    return () => {
      pageTitleState.formsWithErrors -= 1;
    };
  }, [hasErrors]);
}
