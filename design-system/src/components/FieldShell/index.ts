export { FieldShell, type FieldShellProps } from './FieldShell.tsx';
