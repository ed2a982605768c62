export {
  CascadingSelect,
  type CascadingLevel,
  type CascadingSelectHandle,
  type CascadingSelectProps,
} from './CascadingSelect.tsx';
export type { CascadeStatus, CascadeValue } from './use-cascade.ts';
