export {
  OneTimeCodeField,
  isOneTimeCode,
  type OneTimeCodeFieldProps,
} from './OneTimeCodeField.tsx';
