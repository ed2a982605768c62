export {
  IndicatorStrip,
  type IndicatorStripProps,
  type MarketIndicator,
} from './IndicatorStrip.tsx';
