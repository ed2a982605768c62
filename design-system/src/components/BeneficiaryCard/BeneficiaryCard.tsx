import type { ReactNode } from 'react';
import * as messages from '../../messages.ts';
import { BeneficiaryStatusBadge } from '../BeneficiaryStatusBadge/index.ts';
import { Card } from '../Card/index.ts';
import { BeneficiaryDetails, type BeneficiaryDetailsProps } from './BeneficiaryDetails.tsx';
import { actions as actionsClass, alias, details, summary } from './BeneficiaryCard.css.ts';
import { beneficiaryFullName } from './types.ts';

export interface BeneficiaryCardProps extends Omit<BeneficiaryDetailsProps, 'headingLevel'> {
  /** Level of the card's title, the full name (default 2). */
  titleLevel?: 2 | 3 | 4;
  /** Buttons under the data ('Editar', 'Bloquear', 'Eliminar'); name them after the person. */
  actions?: ReactNode;
}

/**
 * An international transfer beneficiary: full name, status, alias, personal data, the bank and
 * the optional intermediary bank. An article named by the full name.
 */
export function BeneficiaryCard({
  beneficiary,
  titleLevel = 2,
  actions,
  ...detailProps
}: BeneficiaryCardProps) {
  return (
    <Card
      as="article"
      title={beneficiaryFullName(beneficiary)}
      titleLevel={titleLevel}
      titleSize="md"
      footer={actions ? <div className={actionsClass}>{actions}</div> : undefined}
    >
      <div className={details}>
        <div className={summary}>
          <BeneficiaryStatusBadge statusId={beneficiary.StatusId} />
          {beneficiary.Alias ? (
            <p className={alias}>
              {messages.beneficiary.alias}: {beneficiary.Alias}
            </p>
          ) : null}
        </div>
        <BeneficiaryDetails
          {...detailProps}
          beneficiary={beneficiary}
          headingLevel={(titleLevel + 1) as 3 | 4 | 5}
        />
      </div>
    </Card>
  );
}
