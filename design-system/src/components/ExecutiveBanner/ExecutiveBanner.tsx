import type { ReactNode } from 'react';
import * as messages from '../../messages.ts';
import { useMediaQuery } from '../../hooks/use-media-query.ts';
import { CompactExecutiveBanner } from './CompactExecutiveBanner.tsx';
import { ExecutiveActions } from './ExecutiveActions.tsx';
import { ExecutiveContacts } from './ExecutiveContacts.tsx';
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

/**
 * The assigned executive with contact, and the button to book an online meeting. From the
 * desktop breakpoint all in one band; below it one row whose 'Contactar' button shows the rest.
 */
export function ExecutiveBanner({
  name,
  email,
  phone,
  canSchedule = true,
  scheduleHref = '/reunionOnline/landing',
  actions,
}: ExecutiveBannerProps) {
  const m = messages.executiveBanner;
  // One layout rendered at a time: each link is once in the page and the accessibility tree.
  const wide = useMediaQuery(s.wideMedia);
  return (
    <aside className={s.banner} aria-label={m.title}>
      {wide ? (
        <div className={s.inner}>
          <div className={s.who}>
            <p className={s.title}>{m.title}</p>
            <p className={s.name}>{name}</p>
            <ExecutiveContacts email={email} phone={phone} />
          </div>
          <ExecutiveActions
            canSchedule={canSchedule}
            scheduleHref={scheduleHref}
            actions={actions}
          />
        </div>
      ) : (
        <CompactExecutiveBanner
          name={name}
          email={email}
          phone={phone}
          canSchedule={canSchedule}
          scheduleHref={scheduleHref}
          actions={actions}
        />
      )}
    </aside>
  );
}
