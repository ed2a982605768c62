export { OperationSteps, type OperationStep, type OperationStepsProps } from './OperationSteps.tsx';
