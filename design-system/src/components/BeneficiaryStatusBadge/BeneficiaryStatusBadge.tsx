import * as messages from '../../messages.ts';
import type { BadgeProps } from '../Badge/index.ts';
import { StatusBadge, unknownStatusLook, type StatusLook } from '../private/StatusBadge.tsx';

const m = messages.beneficiary;

/** TEFE beneficiary statuses (portal-spec 4); 0 ('all') is a filter, not a status. */
export type BeneficiaryStatusId = keyof typeof m.statuses;

export const beneficiaryStatusIds = Object.keys(m.statuses).map(Number) as BeneficiaryStatusId[];

/** Tone and icon of each status: the label always says it, tone and icon only reinforce it. */
const looks: Record<BeneficiaryStatusId, StatusLook> = {
  1: { tone: 'success', icon: 'success' },
  3: { tone: 'info', icon: 'info' },
  4: { tone: 'neutral', icon: 'close' },
  5: { tone: 'warning', icon: 'warning' },
  6: { tone: 'error', icon: 'error' },
  7: { tone: 'neutral', icon: 'delete' },
  8: { tone: 'error', icon: 'error' },
  9: { tone: 'error', icon: 'error' },
};

function isKnown(id: number): id is BeneficiaryStatusId {
  return Object.hasOwn(looks, id);
}

/** The Spanish label of a beneficiary status id ('Estado no disponible' when unknown). */
export function beneficiaryStatusLabel(statusId: number): string {
  return isKnown(statusId) ? m.statuses[statusId] : m.unknownStatus;
}

export interface BeneficiaryStatusBadgeProps extends Omit<
  BadgeProps,
  'tone' | 'icon' | 'children'
> {
  /** StatusId of the beneficiary: 1, 3, 4, 5, 6, 7, 8 or 9. */
  statusId: number;
  /**
   * Read before the label by screen readers (default 'Estado:'); pass '' where a column header
   * already says it.
   */
  prefix?: string;
}

/** A beneficiary's status as a Badge: label, tone and icon (never colour alone). */
export function BeneficiaryStatusBadge({
  statusId,
  prefix = m.statusPrefix,
  ...props
}: BeneficiaryStatusBadgeProps) {
  return (
    <StatusBadge
      {...props}
      statusId={statusId}
      label={beneficiaryStatusLabel(statusId)}
      look={isKnown(statusId) ? looks[statusId] : unknownStatusLook}
      prefix={prefix}
    />
  );
}
