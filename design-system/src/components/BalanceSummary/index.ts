export { BalanceSummary, type BalanceSummaryProps, type BalanceTotal } from './BalanceSummary.tsx';
