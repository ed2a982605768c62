export { CheckboxGroup, type CheckboxGroupProps } from './CheckboxGroup.tsx';
export { CheckboxOption, type CheckboxOptionProps } from '../private/CheckboxOption.tsx';
export type { ChoiceOption } from '../private/choice-option.ts';
