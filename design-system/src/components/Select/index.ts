export {
  Select,
  type SelectAccessorProps,
  type SelectBaseProps,
  type SelectProps,
} from './Select.tsx';
export {
  codedAccessors,
  countryAccessors,
  formatCodedOption,
  formatCountryOption,
  selectOptionAccessors,
  type CodedItem,
  type CountryItem,
  type OptionAccessors,
  type OptionFormatter,
  type OptionView,
  type SelectOption,
} from './select-options.ts';
