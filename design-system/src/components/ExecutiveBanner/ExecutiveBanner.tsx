import type { ReactNode } from 'react';
import { Link as AriaLink, VisuallyHidden } from 'react-aria-components';
import * as messages from '../../messages.ts';
import { button } from '../private/button.css.ts';
import { Icon } from '../Icon/index.ts';
import { Link } from '../Link/index.ts';
import * as s from './ExecutiveBanner.css.ts';

export interface ExecutiveBannerProps {
  /** The executive's name (Ejecutivos[].Nombre). */
  name: string;
  /** The executive's e-mail (Ejecutivos[].Email). */
  email?: string;
  /** The executive's phone, as shown ('+56 2 2000 0000'). */
  phone?: string;
  /**
   * Shows the 'Agendar reunión online' button (natural persons get the executive's calendar).
   * Default true.
   */
  canSchedule?: boolean;
  /** Where the button goes (default the spec's /reunionOnline/landing). */
  scheduleHref?: string;
  /** More ways to reach the executive beside the booking button (the inline ChatButton). */
  actions?: ReactNode;
}

/** The assigned executive with contact, and the button to book an online meeting. */
export function ExecutiveBanner({
  name,
  email,
  phone,
  canSchedule = true,
  scheduleHref = '/reunionOnline/landing',
  actions,
}: ExecutiveBannerProps) {
  const m = messages.executiveBanner;
  return (
    <aside className={s.banner} aria-label={m.title}>
      <div className={s.inner}>
        <div className={s.who}>
          <p className={s.title}>{m.title}</p>
          <p className={s.name}>{name}</p>
          {email || phone ? (
            <ul className={s.contacts}>
              {email ? (
                <li className={s.contact}>
                  <VisuallyHidden elementType="span">{m.email}: </VisuallyHidden>
                  <Link variant="standalone" href={`mailto:${email}`}>
                    {email}
                  </Link>
                </li>
              ) : null}
              {phone ? (
                <li className={s.contact}>
                  <VisuallyHidden elementType="span">{m.phone}: </VisuallyHidden>
                  <Link variant="standalone" href={`tel:${phone.replace(/[^\d+]/g, '')}`}>
                    <span className={s.numeric}>{phone}</span>
                  </Link>
                </li>
              ) : null}
            </ul>
          ) : null}
        </div>
        {canSchedule || actions ? (
          <div className={s.actions}>
            {canSchedule ? (
              <AriaLink
                href={scheduleHref}
                className={button({ variant: 'secondary', size: 'md' })}
              >
                <Icon name="calendar" />
                <span>{m.schedule}</span>
              </AriaLink>
            ) : null}
            {actions}
          </div>
        ) : null}
      </div>
    </aside>
  );
}
