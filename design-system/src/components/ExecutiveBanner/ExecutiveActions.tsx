import type { ReactNode } from 'react';
import { Link as AriaLink } from 'react-aria-components';
import * as messages from '../../messages.ts';
import { button } from '../private/button.css.ts';
import { Icon } from '../Icon/index.ts';
import * as s from './ExecutiveBanner.css.ts';

export interface ExecutiveActionsProps {
  canSchedule: boolean;
  scheduleHref: string;
  /** Called as the booking link is pressed (the phone layout folds its panel away). */
  onSchedule?: () => void;
  actions?: ReactNode;
}

/** The 'Agendar reunión online' link and the caller's actions (the chat); nothing without either. */
export function ExecutiveActions({
  canSchedule,
  scheduleHref,
  onSchedule,
  actions,
}: ExecutiveActionsProps) {
  if (!canSchedule && !actions) return null;
  return (
    <div className={s.actions}>
      {canSchedule ? (
        <AriaLink
          href={scheduleHref}
          onPress={onSchedule}
          className={button({ variant: 'secondary', size: 'md' })}
        >
          <Icon name="calendar" />
          <span>{messages.executiveBanner.schedule}</span>
        </AriaLink>
      ) : null}
      {actions}
    </div>
  );
}
