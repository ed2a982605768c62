import { useMemo, type Ref } from 'react';
import { sanitizeHtml } from '../../html/sanitize-html.ts';
import { safeHtml } from './SafeHtml.css.ts';

export interface SafeHtmlProps {
  /** Untrusted HTML (configuration, server messages): sanitised to the allow-list first. */
  html: string;
  /** div (default: may hold paragraphs and lists) or span (inline, inside a sentence). */
  as?: 'div' | 'span';
  id?: string;
  ref?: Ref<HTMLElement>;
}

/** Renders untrusted HTML after `sanitizeHtml`: formatting and safe links only. */
export function SafeHtml({ html, as = 'div', id, ref }: SafeHtmlProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  const Element = as as 'div';
  return (
    <Element
      id={id}
      ref={ref as Ref<HTMLDivElement>}
      className={safeHtml}
      // Safe: the string has just been through DOMPurify with a strict allow-list.
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
