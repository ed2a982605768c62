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
  /** Layered parts outside the flow (modals, toasts). */
  overlays?: ReactNode;
  /**
   * A floating action (the ChatButton): the page's end keeps room for it, so at the bottom of the
   * page it covers nothing; on a narrow or zoomed window it sits in that room, in the flow.
   */
  floatingAction?: ReactNode;
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
  floatingAction,
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
      {floatingAction ? <div className={s.floatingSlot}>{floatingAction}</div> : null}
      {overlays}
    </div>
  );
}
