import type { ReactNode } from 'react';
import { Heading } from '../Heading/index.ts';
import { Icon, type IconName } from '../Icon/index.ts';
import { Text } from '../Text/index.ts';
import {
  action as actionClass,
  badge,
  root,
  type StateMessageVariants,
} from './StateMessage.css.ts';

export type StateMessageTone = NonNullable<StateMessageVariants['tone']>;

const defaultIcon: Record<StateMessageTone, IconName> = {
  empty: 'search',
  info: 'info',
  error: 'error',
  success: 'success',
};

export interface StateMessageProps {
  /** empty (default), info, error or success: sets the icon and its tint. */
  tone?: StateMessageTone;
  /** Overrides the tone's icon. */
  icon?: IconName;
  title: ReactNode;
  /** The level of the title (default 2). */
  titleLevel?: 2 | 3 | 4;
  /** The explanation; in errors, say what to do next. */
  children?: ReactNode;
  /** An optional action (a Button or Link): 'Reintentar', 'Continuar'. */
  action?: ReactNode;
  /** Announces the message when it appears (status; alert for errors). */
  isLive?: boolean;
}

/** A centred empty, error or success state: icon, title, text and an optional action. */
export function StateMessage({
  tone = 'empty',
  icon,
  title,
  titleLevel = 2,
  children,
  action,
  isLive,
}: StateMessageProps) {
  const role = isLive ? (tone === 'error' ? 'alert' : 'status') : undefined;
  return (
    <div className={root} data-tone={tone}>
      <span className={badge({ tone })}>
        <Icon name={icon ?? defaultIcon[tone]} size="lg" />
      </span>
      <div role={role}>
        <Heading level={titleLevel} size="lg">
          {title}
        </Heading>
        {typeof children === 'string' ? <Text tone="secondary">{children}</Text> : children}
      </div>
      {action ? <div className={actionClass}>{action}</div> : null}
    </div>
  );
}
