export {
  PeriodSelector,
  customPeriodError,
  profitabilityPeriods,
  type PeriodSelection,
  type PeriodSelectorProps,
  type ProfitabilityPeriod,
} from './PeriodSelector.tsx';
