export {
  CHILE_PHONE_DIGITS,
  PhoneField,
  type PhoneFieldProps,
  type PhoneValue,
} from './PhoneField.tsx';
export { maskPhone, PHONE_VISIBLE_DIGITS } from './mask-phone.ts';
