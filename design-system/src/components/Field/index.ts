// Private anatomy of the fields; only the adapter and the shared props type are public.
export { fieldControllerProps, type ControllerLike } from './field-controller.ts';
export type { FieldBaseProps } from './Field.tsx';
export { FieldErrorTimingContext, type FieldErrorTiming } from './error-timing.ts';
