import * as messages from '../../messages.ts';
import type { BadgeProps } from '../Badge/index.ts';
import { StatusBadge, unknownStatusLook, type StatusLook } from '../private/StatusBadge.tsx';

const m = messages.payTransactionList;

/** Pay button transaction statuses 1 to 8 (0 is only the filter's 'Todas'). */
export type PayTransactionStatusId = keyof typeof m.statuses;

export const payTransactionStatusIds = Object.keys(m.statuses).map(
  Number,
) as PayTransactionStatusId[];

/** Tone and icon of each status: the label always says it, tone and icon only reinforce it. */
const looks: Record<PayTransactionStatusId, StatusLook> = {
  1: { tone: 'info', icon: 'info' },
  2: { tone: 'warning', icon: 'calendar' },
  3: { tone: 'info', icon: 'calendar' },
  4: { tone: 'success', icon: 'success' },
  5: { tone: 'success', icon: 'success' },
  6: { tone: 'error', icon: 'error' },
  7: { tone: 'error', icon: 'error' },
  // The spec's 'not implemented' is what a client's cancel sets: the client reads 'Anulada'.
  8: { tone: 'neutral', icon: 'close' },
};

function isKnown(id: number): id is PayTransactionStatusId {
  return Object.hasOwn(looks, id);
}

/** The Spanish label of a pay button transaction status id ('Estado no disponible' when unknown). */
export function payTransactionStatusLabel(statusId: number): string {
  return isKnown(statusId) ? m.statuses[statusId] : m.unknownStatus;
}

export interface PayTransactionStatusBadgeProps extends Omit<
  BadgeProps,
  'tone' | 'icon' | 'children'
> {
  /** Status of the transaction: 1 to 8. */
  statusId: number;
  /**
   * Read before the label by screen readers (default 'Estado:'); pass '' where a column header
   * already says it.
   */
  prefix?: string;
}

/** A pay button transaction's status as a Badge: label, tone and icon (never colour alone). */
export function PayTransactionStatusBadge({
  statusId,
  prefix = m.statusPrefix,
  ...props
}: PayTransactionStatusBadgeProps) {
  return (
    <StatusBadge
      {...props}
      statusId={statusId}
      label={payTransactionStatusLabel(statusId)}
      look={isKnown(statusId) ? looks[statusId] : unknownStatusLook}
      prefix={prefix}
    />
  );
}
