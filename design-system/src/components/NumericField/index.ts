export { NumericField, type DigitsRule, type NumericFieldProps } from './NumericField.tsx';
