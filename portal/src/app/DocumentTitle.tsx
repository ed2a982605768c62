import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import * as messages from '../messages.ts';
import { pageTitleState } from '../store/page-title.ts';

/** Writes the document's title from the page on screen and whether a form on it shows errors. */
export function DocumentTitle() {
  const { page, formsWithErrors } = useSnapshot(pageTitleState);
  useEffect(() => {
    document.title = messages.pageTitle.compose(page, formsWithErrors > 0);
  }, [page, formsWithErrors]);
  return null;
}
