export { DateField, type DateFieldHandle, type DateFieldProps } from './DateField.tsx';
