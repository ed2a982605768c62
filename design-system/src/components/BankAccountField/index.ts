export { BankAccountField, type BankAccountFieldProps } from './BankAccountField.tsx';
