export {
  OperationSummary,
  type OperationRow,
  type OperationSummaryProps,
} from './OperationSummary.tsx';
export {
  OperationAmountFigure,
  type OperationAmount,
  type OperationAmountFigureProps,
} from './OperationAmountFigure.tsx';
