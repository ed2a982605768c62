export { RadioGroup, type RadioGroupProps } from './RadioGroup.tsx';
export { RadioOption, type RadioOptionProps } from '../private/RadioOption.tsx';
