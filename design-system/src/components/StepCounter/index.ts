export { StepCounter, type StepCounterProps } from './StepCounter.tsx';
