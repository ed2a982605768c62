import type { ReactNode } from 'react';
import * as messages from '../../messages.ts';
import { BrandLogo } from '../BrandLogo/index.ts';
import { HeroIllustration } from '../HeroIllustration/index.ts';
import { Icon } from '../Icon/index.ts';
import * as s from './AuthLayout.css.ts';

export interface AuthLayoutProps {
  /** The screen: its own h1 and content, placed on a raised panel. */
  children: ReactNode;
  /** narrow (default): a form such as the login; wide: a table such as the account selection. */
  width?: 'narrow' | 'wide';
  /** Where the brand goes (default the public site's home inside the portal, '/'). */
  homeHref?: string;
  /** The firm's name beside its mark (default 'Inversiones'). */
  brandName?: string;
  /** Contact phone as shown; dialled without spaces. */
  phone?: string;
  /** The privacy policy. */
  privacyHref?: string;
}

// The spec omits the firm's real details: placeholders, as in AppFooter.
const defaults = {
  phone: '600 000 0000',
  privacyHref: 'https://www.inversiones.cl/privacidad',
} as const;

/**
 * The simple shell of the screens before the portal proper (login, account selection, second
 * factor): a navy bar with the firm's mark, the screen on a centred panel over the cordillera
 * illustration, and a one-line footer.
 */
export function AuthLayout({
  children,
  width = 'narrow',
  homeHref = '/',
  brandName = 'Inversiones',
  phone = defaults.phone,
  privacyHref = defaults.privacyHref,
}: AuthLayoutProps) {
  const m = messages.authLayout;
  return (
    <div className={s.root}>
      <header className={s.header}>
        <div className={s.headerInner}>
          <a
            href={homeHref}
            className={s.brand}
            aria-label={`${brandName}, ${messages.header.home}`}
          >
            <BrandLogo tone="inverse" label={brandName} isDecorative />
          </a>
        </div>
      </header>
      <main className={s.main}>
        <div className={s.panel[width]}>{children}</div>
      </main>
      {/* In the flow under the panel, so it never covers the form at any width or zoom. */}
      <div className={s.scenery} aria-hidden="true">
        <HeroIllustration />
      </div>
      <footer className={s.footer}>
        <div className={s.footerInner}>
          <span>{m.legal}</span>
          <ul className={s.footerLinks}>
            <li>
              {m.help}:{' '}
              <a className={s.footerLink} href={`tel:${phone.replace(/\s+/g, '')}`}>
                <span className={s.numeric}>{phone}</span>
              </a>
            </li>
            <li>
              <a
                className={s.footerLink}
                href={privacyHref}
                target="_blank"
                rel="noopener noreferrer"
              >
                {messages.footer.privacy}
                <span className={s.externalIcon}>
                  <Icon name="externalLink" size="sm" />
                </span>
                <span className={s.visuallyHidden}>{messages.link.opensInNewTab}</span>
              </a>
            </li>
          </ul>
        </div>
      </footer>
    </div>
  );
}
