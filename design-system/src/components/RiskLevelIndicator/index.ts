export {
  RISK_LEVEL_MAX,
  RiskLevelIndicator,
  type RiskLevelIndicatorProps,
} from './RiskLevelIndicator.tsx';
