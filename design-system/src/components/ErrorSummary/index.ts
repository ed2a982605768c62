export {
  ErrorSummary,
  focusFieldById,
  type ErrorSummaryItem,
  type ErrorSummaryProps,
} from './ErrorSummary.tsx';
