import * as messages from '../../messages.ts';
import type { BadgeProps } from '../Badge/index.ts';
import { StatusBadge, unknownStatusLook, type StatusLook } from '../private/StatusBadge.tsx';

const m = messages.beneficiary;

/** Foreign transfer order statuses 1 to 7 (portal-spec 4). */
export type TransferStatusId = keyof typeof m.transferStatuses;

export const transferStatusIds = Object.keys(m.transferStatuses).map(Number) as TransferStatusId[];

/** Tone and icon of each status: the label always says it, tone and icon only reinforce it. */
const looks: Record<TransferStatusId, StatusLook> = {
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
  return (
    <StatusBadge
      {...props}
      statusId={statusId}
      label={transferStatusLabel(statusId)}
      look={isKnown(statusId) ? looks[statusId] : unknownStatusLook}
      prefix={prefix}
    />
  );
}
