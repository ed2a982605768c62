import type { ReactNode } from 'react';
import { VisuallyHidden } from 'react-aria-components';
import { type DateInput, formatCurrency, formatDisplayDate } from '@inversiones/es-cl';
import * as messages from '../../messages.ts';
import { Card } from '../Card/index.ts';
import { RiskLevelIndicator } from '../RiskLevelIndicator/index.ts';
import { Skeleton } from '../Skeleton/index.ts';
import {
  formatQuotaValue,
  formatQuotas,
  formatSignedPercent,
  trendOf,
  type FundCurrency,
} from '../private/fund-amounts.ts';
import * as s from './FundCard.css.ts';
import { SignedFigure } from '../private/SignedFigure.tsx';

export interface FundCardProps {
  /** The fund's name: 'Fondo Mutuo Renta Chile'. It titles the card. */
  fundName: string;
  /** The series code or name: 'A', 'APV', 'B'. */
  series: string;
  /** The investment account number: '12345-6'. */
  account: string;
  /** CLP (default) or USD: the balance's and the quota value's currency. */
  currency?: FundCurrency;
  /** The balance of the fund, series and account in `currency`. */
  balance: number;
  /** The date of the balance ('Saldo al 20/11/2026'); without it the label is 'Saldo'. */
  balanceDate?: DateInput;
  /** The quota value (4 decimals): $1.523,4521. */
  quotaValue?: number;
  /** The number of quotas held (4 decimals). */
  quotas?: number;
  /** A percent variation (1.25 is +1,25 %): shown signed, with an arrow and Alza or Baja. */
  variation?: number;
  /** The variation's label (default 'Variación'), e.g. 'Rentabilidad últimos 12 meses'. */
  variationLabel?: string;
  /** The fund's risk level, 1 to 7 (its information file's scale), beside Serie and Cuenta. */
  riskLevel?: number;
  /** Writes the currency out ('Moneda USD') beside Serie and Cuenta, for lists that mix them. */
  showCurrency?: boolean;
  /** The title's level in the page (default 3: cards sit under a section heading). */
  headingLevel?: 2 | 3 | 4;
  /** Buttons or links under the figures: 'Invertir', 'Rescatar', 'Ver movimientos'. */
  actions?: ReactNode;
  /** The figures are loading: skeletons replace them and 'Cargando...' is announced. */
  isLoading?: boolean;
}

/** One fund, series and account: its balance, quota value, quotas and signed variation. */
export function FundCard({
  fundName,
  series,
  account,
  currency = 'CLP',
  balance,
  balanceDate,
  quotaValue,
  quotas,
  variation,
  variationLabel,
  riskLevel,
  showCurrency = false,
  headingLevel = 3,
  actions,
  isLoading = false,
}: FundCardProps) {
  const m = messages.fundCard;
  const variationTrend = variation === undefined ? 'none' : trendOf(variation, 2);
  const figures: { id: string; label: string; value: ReactNode }[] = [];
  if (quotaValue !== undefined) {
    figures.push({
      id: 'quotaValue',
      label: m.quotaValue,
      value: formatQuotaValue(quotaValue, currency),
    });
  }
  if (quotas !== undefined) {
    figures.push({ id: 'quotas', label: m.quotas, value: formatQuotas(quotas) });
  }
  if (variation !== undefined) {
    figures.push({
      id: 'variation',
      label: variationLabel ?? m.variation,
      value: (
        <SignedFigure
          text={formatSignedPercent(variation)}
          trend={variationTrend}
          word={m.trend[variationTrend]}
        />
      ),
    });
  }

  return (
    <Card
      as="article"
      title={fundName}
      titleLevel={headingLevel}
      titleSize="md"
      footer={actions ? <div className={s.actions}>{actions}</div> : undefined}
      aria-busy={isLoading || undefined}
    >
      <dl className={s.meta}>
        <div className={s.metaPair}>
          <dt>{m.series}</dt>
          <dd className={s.metaValue}>{series}</dd>
        </div>
        <div className={s.metaPair}>
          <dt>{m.account}</dt>
          <dd className={s.metaValue}>{account}</dd>
        </div>
        {showCurrency ? (
          <div className={s.metaPair}>
            <dt>{m.currency}</dt>
            <dd className={s.metaValue}>{currency}</dd>
          </div>
        ) : null}
        {riskLevel === undefined ? null : (
          <div className={s.metaPair}>
            <dt>{m.riskLevel}</dt>
            <dd className={s.metaValue}>
              <RiskLevelIndicator level={riskLevel} variant="compact" />
            </dd>
          </div>
        )}
      </dl>
      {isLoading ? (
        <div className={s.balance}>
          <VisuallyHidden elementType="span">
            <span role="status">{m.loading}</span>
          </VisuallyHidden>
          <Skeleton shape="text" width="40%" />
          <Skeleton shape="block" width="70%" height={28} />
          <Skeleton shape="text" width="90%" />
        </div>
      ) : (
        <>
          <dl className={s.balance}>
            <dt className={s.balanceLabel}>
              {balanceDate === undefined ? m.balance : m.balanceAt(formatDisplayDate(balanceDate))}
            </dt>
            <dd className={s.balanceValue}>{formatCurrency(balance, currency)}</dd>
          </dl>
          {figures.length ? (
            <dl className={s.figures}>
              {figures.map((figure) => (
                <div key={figure.id} className={s.pair}>
                  <dt className={s.figureLabel}>{figure.label}</dt>
                  <dd className={s.figureValue}>{figure.value}</dd>
                </div>
              ))}
            </dl>
          ) : null}
        </>
      )}
    </Card>
  );
}
