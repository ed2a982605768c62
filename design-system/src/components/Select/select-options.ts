/** A select's option: its key (the value in and out) and its text; the wizard's option shape. */
export interface SelectOption {
  key: string;
  value: string;
  isDisabled?: boolean;
}

/** What a formatter receives: the option's key and text, and the original item. */
export interface OptionView<T> {
  key: string;
  text: string;
  item: T;
}

/** Turns an option into the text shown (and typed ahead, and read) in the list and the trigger. */
export type OptionFormatter<T> = (option: OptionView<T>) => string;

/** How to read key, text and disabled state from any item type. */
export interface OptionAccessors<T> {
  getKey: (item: T) => string;
  getText: (item: T) => string;
  getDisabled?: (item: T) => boolean;
}

const keyDashText = <T>({ key, text }: OptionView<T>) => `${key} - ${text}`;

/** Country options: `key - NombrePais` (wizard-spec 3), e.g. `CL - Chile`. */
export const formatCountryOption: <T>(option: OptionView<T>) => string = keyDashText;

/** Coded options: `key - Glosa` (wizard-spec 3), e.g. `13 - Metropolitana de Santiago`. */
export const formatCodedOption: <T>(option: OptionView<T>) => string = keyDashText;

/** A country as the list services send it (`GET common/paises`). */
export interface CountryItem {
  CodigoPais: string;
  NombrePais: string;
}

/** A coded item as the list services send it (regions, cities, communes, series, accounts...). */
export interface CodedItem {
  Codigo: string;
  Glosa: string;
}

/** Reads countries straight from the service: `<Select options={paises} {...countryAccessors} />`. */
export const countryAccessors: OptionAccessors<CountryItem> = {
  getKey: (item) => item.CodigoPais,
  getText: (item) => item.NombrePais,
};

/** Reads coded items straight from the service: `<Select options={regiones} {...codedAccessors} />`. */
export const codedAccessors: OptionAccessors<CodedItem> = {
  getKey: (item) => item.Codigo,
  getText: (item) => item.Glosa,
};

/** The default accessors, for `SelectOption` items. */
export const selectOptionAccessors: OptionAccessors<SelectOption> = {
  getKey: (option) => option.key,
  getText: (option) => option.value,
  getDisabled: (option) => option.isDisabled === true,
};
