export { CheckboxGroup, type CheckboxGroupProps } from './CheckboxGroup.tsx';
export { CheckboxOption, type CheckboxOptionProps } from './CheckboxOption.tsx';
export type { ChoiceOption } from './choice-option.ts';
