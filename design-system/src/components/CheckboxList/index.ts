export { CheckboxList, type CheckboxListProps } from './CheckboxList.tsx';
export {
  checkboxListError,
  extraDescriptionError,
  type CheckboxListEntry,
  type CheckboxListOption,
  type ExtraDescriptionConfig,
} from './checkbox-list-value.ts';
