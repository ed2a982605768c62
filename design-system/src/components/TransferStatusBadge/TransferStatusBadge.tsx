import { VisuallyHidden } from 'react-aria-components';
import * as messages from '../../messages.ts';
import { Badge, type BadgeProps, type BadgeTone } from '../Badge/Badge.tsx';
import { Icon, type IconName } from '../Icon/Icon.tsx';
import { statusWrap } from '../BeneficiaryStatusBadge/BeneficiaryStatusBadge.css.ts';

const m = messages.beneficiary;

/** Foreign transfer order statuses 1 to 7 (portal-spec 4). */
export type TransferStatusId = keyof typeof m.transferStatuses;

export const transferStatusIds = Object.keys(m.transferStatuses).map(Number) as TransferStatusId[];

/** Tone and icon of each status: the label always says it, tone and icon only reinforce it. */
const looks: Record<TransferStatusId, { tone: BadgeTone; icon: IconName }> = {
  1: { tone: 'info', icon: 'document' },
  2: { tone: 'neutral', icon: 'close' },
  3: { tone: 'info', icon: 'info' },
  4: { tone: 'warning', icon: 'warning' },
  5: { tone: 'error', icon: 'error' },
  6: { tone: 'success', icon: 'success' },
  7: { tone: 'error', icon: 'error' },
};

function isKnown(id: number): id is TransferStatusId {
  return Object.hasOwn(looks, id);
}

/** The Spanish label of a transfer order status id ('Estado no disponible' when unknown). */
export function transferStatusLabel(statusId: number): string {
  return isKnown(statusId) ? m.transferStatuses[statusId] : m.unknownStatus;
}

export interface TransferStatusBadgeProps extends Omit<BadgeProps, 'tone' | 'icon' | 'children'> {
  /** Status of the order: 1 to 7. */
  statusId: number;
  /**
   * Read before the label by screen readers (default 'Estado:'); pass '' where a column header
   * already says it.
   */
  prefix?: string;
}

/** A foreign transfer order's status as a Badge: label, tone and icon (never colour alone). */
export function TransferStatusBadge({
  statusId,
  prefix = m.statusPrefix,
  ...props
}: TransferStatusBadgeProps) {
  const look = isKnown(statusId)
    ? looks[statusId]
    : { tone: 'neutral' as const, icon: 'info' as const };
  return (
    <span className={statusWrap}>
      <Badge
        {...props}
        tone={look.tone}
        icon={<Icon name={look.icon} size="sm" />}
        data-status={statusId}
      >
        {prefix ? <VisuallyHidden elementType="span">{prefix} </VisuallyHidden> : null}
        {transferStatusLabel(statusId)}
      </Badge>
    </span>
  );
}
