export { Steps, type StepItem, type StepState, type StepsProps } from './Steps.tsx';
