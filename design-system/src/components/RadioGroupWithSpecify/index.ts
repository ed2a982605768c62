export {
  RadioGroupWithSpecify,
  type RadioGroupWithSpecifyProps,
  type RadioSpecifyValue,
} from './RadioGroupWithSpecify.tsx';
export { specifySelectionError, type SpecifySelection } from '../private/specify-selection.ts';
