// @inversiones/es-cl: pure formatting and validation of Chilean data (rut, serial number, currency,
// dates, masks, field rules) and reference data, with zod schemas. No React, no DOM.
export { mapCaret, type PartialFormat } from './caret.ts';
export {
  cleanRut,
  formatRut,
  formatRutPartial,
  groupThousands,
  isValidRut,
  normalizeRut,
  rutCheckDigit,
  splitRut,
  RUT_EXAMPLE,
  RUT_MAX_LENGTH,
  RUT_MAX_SIGNIFICANT,
  RUT_MIN_LENGTH,
} from './rut.ts';
export {
  CHILE_PHONE_DIGITS,
  phoneLengthError,
  phoneNationalNumber,
  PHONE_MAX_DIGITS,
} from './phone.ts';
export { maskEmail, maskRut, RUT_MASKED_TAIL } from './masks.ts';
export { isValidSerialFormat, normalizeSerial, serialEqualsRut } from './serial.ts';
export {
  currencies,
  currencyDecimals,
  currencySymbols,
  CURRENCY_SPACE,
  formatAmountInput,
  formatAmountInputPartial,
  formatCurrency,
  parseAmountInput,
  toMinorUnits,
  type Currency,
  type CurrencyFormatOptions,
  type DisplayCurrency,
} from './currency.ts';
export {
  DISPLAY_DATE_FORMAT,
  fromWireDate,
  isAdultBirthDate,
  MAX_AGE_YEARS,
  MIN_AGE_YEARS,
  parseDisplayDate,
  WIRE_DATE_FORMAT,
} from './dates.ts';
export {
  daysBetween,
  formatDisplayDate,
  formatMonth,
  isPeriodAtLeast,
  isWireDate,
  MIN_PERIOD_DAYS,
  monthRange,
  toIsoDate,
  toWireDate,
  type DateInput,
} from './display-date.ts';
export {
  formatInstant,
  SANTIAGO_TIME_ZONE,
  santiagoDateTime,
  type InstantFormatOptions,
} from './instant.ts';
export {
  fieldError,
  fieldTypes,
  FREE_TEXT_MAX,
  validateField,
  type FieldResult,
  type FieldRuleOptions,
  type FieldType,
} from './field-check.ts';
export { fieldRules } from './field-rules.ts';
export {
  LINKED_GROUP_MAX,
  LINKED_GROUP_MIN,
  linkedGroupRule,
  linkedGroupSchema,
  type LinkedGroupOptions,
  type LinkedGroupResult,
} from './linked-group.ts';
export {
  birthDateSchema,
  emailSchema,
  makeBirthDateSchema,
  rutSchema,
  sameRutRule,
} from './schemas.ts';
export { ALWAYS_ALLOWED_KEYS, keyFilters, type KeyLike } from './key-filters.ts';
export { esClMessages, type EsClErrorCode } from './messages.ts';
export { formatFileSize } from './file-size.ts';
export { formatNumber, formatPercent, MINUS_SIGN } from './number.ts';
