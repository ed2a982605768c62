export { SerialNumberField, type SerialNumberFieldProps } from './SerialNumberField.tsx';
export type { AsyncCheckStatus } from './use-async-check.ts';
