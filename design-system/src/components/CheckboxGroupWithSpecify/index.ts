export {
  CheckboxGroupWithSpecify,
  type CheckboxGroupWithSpecifyProps,
  type CheckboxSpecifyValue,
} from './CheckboxGroupWithSpecify.tsx';
