import type { ReactNode } from 'react';
import * as messages from '../../messages.ts';
import * as s from './PageLayout.css.ts';

export interface PageLayoutProps {
  /** The AppHeader. */
  header: ReactNode;
  /** Full-width content between the header and the page (the ExecutiveBanner, notices). */
  banner?: ReactNode;
  /** The AppFooter. */
  footer: ReactNode;
  /** Floating or layered parts outside the flow (the ChatButton, modals, toasts). */
  overlays?: ReactNode;
  /** The screen. */
  children: ReactNode;
  /** The id of the main region, the skip link's target (default 'contenido'). */
  mainId?: string;
}

/**
 * The authenticated page frame: a skip link, the header, an optional banner, the screen in a
 * centred column of at most 1200 px and the footer at the bottom of the window.
 */
export function PageLayout({
  header,
  banner,
  footer,
  overlays,
  children,
  mainId = 'contenido',
}: PageLayoutProps) {
  return (
    <div className={s.root}>
      <a className={s.skipLink} href={`#${mainId}`}>
        {messages.pageLayout.skipToContent}
      </a>
      {header}
      {banner}
      <main id={mainId} className={s.main} tabIndex={-1}>
        {children}
      </main>
      {footer}
      {overlays}
    </div>
  );
}
