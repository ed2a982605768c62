import { useId, type ReactNode } from 'react';
import * as messages from '../../messages.ts';
import { Heading } from '../Heading/index.ts';
import { Link } from '../Link/index.ts';
import * as s from './AppFooter.css.ts';

export interface FooterLink {
  label: string;
  href: string;
  /** Opens in a new tab, announced as such (the public site, the regulator). */
  isExternal?: boolean;
}

export interface AppFooterProps {
  /** Links to the public site (funds, research, who we are...). */
  publicLinks?: readonly FooterLink[];
  /** Contact phone as shown ('600 000 0000'); dialled without spaces. */
  phone?: string;
  /** Contact e-mail. */
  email?: string;
  /** The complaints channel (canal de reclamos). */
  complaintsHref?: string;
  /** The privacy policy. */
  privacyHref?: string;
  /** A closing legal line (regulator, company name). */
  legalNote?: ReactNode;
}

// The spec omits the firm's real details: these defaults are placeholders to be replaced.
const defaults = {
  publicLinks: [
    { label: 'Sitio público Inversiones', href: 'https://www.inversiones.cl', isExternal: true },
    { label: 'Fondos Mutuos', href: 'https://www.inversiones.cl/fondos-mutuos', isExternal: true },
    { label: 'Corredora de Bolsa', href: 'https://www.inversiones.cl/corredora', isExternal: true },
  ],
  phone: '600 000 0000',
  email: 'contacto@inversiones.cl',
  complaintsHref: 'https://www.inversiones.cl/reclamos',
  privacyHref: 'https://www.inversiones.cl/privacidad',
  legalNote:
    'Inversiones Administradora General de Fondos S.A. e Inversiones Corredores de Bolsa S.A.',
} as const;

/** The portal's footer: public-site links, phone and e-mail, complaints and privacy. */
export function AppFooter({
  publicLinks = defaults.publicLinks,
  phone = defaults.phone,
  email = defaults.email,
  complaintsHref = defaults.complaintsHref,
  privacyHref = defaults.privacyHref,
  legalNote = defaults.legalNote,
}: AppFooterProps) {
  const m = messages.footer;
  const publicId = useId();
  return (
    <footer className={s.footer}>
      <div className={s.inner}>
        <nav className={s.column} aria-labelledby={publicId}>
          <Heading level={2} size="sm" id={publicId}>
            {m.publicSite}
          </Heading>
          <ul className={s.list}>
            {publicLinks.map((link) => (
              <li key={link.href}>
                <Link variant="standalone" href={link.href} isExternal={link.isExternal}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className={s.column}>
          <Heading level={2} size="sm">
            {m.contact}
          </Heading>
          <ul className={s.list}>
            <li>
              <span className={s.label}>{m.phone}: </span>
              <Link variant="standalone" href={`tel:${phone.replace(/\s+/g, '')}`}>
                <span className={s.numeric}>{phone}</span>
              </Link>
            </li>
            <li>
              <span className={s.label}>{m.email}: </span>
              <Link variant="standalone" href={`mailto:${email}`}>
                {email}
              </Link>
            </li>
          </ul>
        </div>
        <div className={s.column}>
          <Heading level={2} size="sm">
            {m.service}
          </Heading>
          <ul className={s.list}>
            <li>
              <Link variant="standalone" href={complaintsHref} isExternal>
                {m.complaints}
              </Link>
            </li>
            <li>
              <Link variant="standalone" href={privacyHref} isExternal>
                {m.privacy}
              </Link>
            </li>
          </ul>
        </div>
      </div>
      {legalNote ? <p className={s.legal}>{legalNote}</p> : null}
    </footer>
  );
}
