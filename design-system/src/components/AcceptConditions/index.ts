export { AcceptConditions, type AcceptConditionsProps } from './AcceptConditions.tsx';
export type { AcceptConditionsBaseProps } from '../private/ConditionsGroup.tsx';
export { allConditionsAccepted, type ConditionItem } from '../private/conditions.ts';
