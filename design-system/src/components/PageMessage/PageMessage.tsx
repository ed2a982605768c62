import type { ReactNode } from 'react';
import { pageMessage } from './PageMessage.css.ts';

export interface PageMessageProps {
  /** The message: a heading, text and actions, stacked 16 px apart. */
  children: ReactNode;
  /** main (default) when it stands for the whole page; div inside a page that has its own. */
  as?: 'main' | 'div';
}

/**
 * A page-level message with nothing else around it: the loading and error screens a router shows
 * before any layout is available. Static styles only, so it costs almost nothing to load first.
 */
export function PageMessage({ children, as = 'main' }: PageMessageProps) {
  const Element = as;
  return <Element className={pageMessage}>{children}</Element>;
}
