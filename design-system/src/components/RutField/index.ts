export { RutField, type RutFieldProps } from './RutField.tsx';
