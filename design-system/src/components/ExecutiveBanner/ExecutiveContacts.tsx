import { VisuallyHidden } from 'react-aria-components';
import * as messages from '../../messages.ts';
import { Link } from '../Link/index.ts';
import * as s from './ExecutiveBanner.css.ts';

export interface ExecutiveContactsProps {
  email?: string;
  phone?: string;
}

/** The executive's e-mail and phone links, each named for screen readers; nothing without both. */
export function ExecutiveContacts({ email, phone }: ExecutiveContactsProps) {
  const m = messages.executiveBanner;
  if (!email && !phone) return null;
  return (
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
  );
}
