import { VisuallyHidden } from 'react-aria-components';
import { Icon, type IconName } from '../Icon/index.ts';
import { Badge, type BadgeProps, type BadgeTone } from '../Badge/index.ts';
import { statusWrap } from './StatusBadge.css.ts';

/** How a status looks: the label always says it, tone and icon only reinforce it. */
export interface StatusLook {
  tone: BadgeTone;
  icon: IconName;
}

/** The look of a status id the catalogue does not know. */
export const unknownStatusLook: StatusLook = { tone: 'neutral', icon: 'info' };

export interface StatusBadgeProps extends Omit<BadgeProps, 'tone' | 'icon' | 'children'> {
  /** The status's id in its catalogue (a number) or vocabulary (a word), as `data-status`. */
  statusId: number | string;
  label: string;
  look: StatusLook;
  /** Read before the label by screen readers; '' where a column header already says it. */
  prefix: string;
}

/**
 * The shared part of the status badges (beneficiaries, transfer orders, documents): a Badge with
 * label, tone and icon that may wrap on a narrow screen.
 */
export function StatusBadge({ statusId, label, look, prefix, ...props }: StatusBadgeProps) {
  return (
    <span className={statusWrap}>
      <Badge
        {...props}
        tone={look.tone}
        icon={<Icon name={look.icon} size="sm" />}
        data-status={statusId}
      >
        {prefix ? <VisuallyHidden elementType="span">{prefix} </VisuallyHidden> : null}
        {label}
      </Badge>
    </span>
  );
}
