import { useState, type ReactNode } from 'react';
import { Button as AriaButton, Disclosure, DisclosurePanel } from 'react-aria-components';
import * as messages from '../../messages.ts';
import { button } from '../private/button.css.ts';
import { Icon } from '../Icon/index.ts';
import { ExecutiveActions } from './ExecutiveActions.tsx';
import { ExecutiveContacts } from './ExecutiveContacts.tsx';
import * as s from './CompactExecutiveBanner.css.ts';

export interface CompactExecutiveBannerProps {
  name: string;
  email?: string;
  phone?: string;
  canSchedule: boolean;
  scheduleHref: string;
  actions?: ReactNode;
}

/**
 * The banner below the desktop breakpoint: one row with the executive's name and a 'Contactar'
 * disclosure holding the contact links and the actions, so the page's content starts near the top.
 */
export function CompactExecutiveBanner({
  name,
  email,
  phone,
  canSchedule,
  scheduleHref,
  actions,
}: CompactExecutiveBannerProps) {
  const m = messages.executiveBanner;
  const [open, setOpen] = useState(false);
  return (
    <Disclosure isExpanded={open} onExpandedChange={setOpen} className={s.compact}>
      <div className={s.row}>
        <div className={s.who}>
          <p className={s.title}>{m.title}</p>
          <p className={s.name}>{name}</p>
        </div>
        <AriaButton
          slot="trigger"
          aria-label={m.contactLabel(name)}
          className={`${button({ variant: 'secondary', size: 'md' })} ${s.trigger}`}
        >
          <span>{m.contact}</span>
          <span className={s.chevron}>
            <Icon name="chevronDown" />
          </span>
        </AriaButton>
      </div>
      <DisclosurePanel>
        {/* Spacing inside: a folded panel (hidden="until-found") keeps its own box's padding. */}
        <div className={s.panelBody}>
          <ExecutiveContacts email={email} phone={phone} />
          <ExecutiveActions
            canSchedule={canSchedule}
            scheduleHref={scheduleHref}
            // The banner stays over the booking page: folded there, it leaves that page on top.
            onSchedule={() => setOpen(false)}
            actions={actions}
          />
        </div>
      </DisclosurePanel>
    </Disclosure>
  );
}
