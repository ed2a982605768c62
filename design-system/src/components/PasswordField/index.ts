export {
  PasswordField,
  PASSWORD_FIELD_MAX_LENGTH,
  type PasswordFieldProps,
} from './PasswordField.tsx';
