export { FundCard, type FundCardProps } from './FundCard.tsx';
export {
  formatQuotaValue,
  formatQuotas,
  formatSignedAmount,
  formatSignedPercent,
  type FundCurrency,
  type Trend,
} from '../private/fund-amounts.ts';
