export { RadioList, type RadioListOption, type RadioListProps } from './RadioList.tsx';
