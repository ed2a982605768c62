export { RutField, type RutFieldProps } from './RutField.tsx';
// The portal reaches es-cl only through the design system.
export { RUT_EXAMPLE } from '@inversiones/es-cl';
