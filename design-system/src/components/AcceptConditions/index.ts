export { AcceptConditions, type AcceptConditionsProps } from './AcceptConditions.tsx';
export type { AcceptConditionsBaseProps } from './ConditionsGroup.tsx';
export { allConditionsAccepted, type ConditionItem } from './conditions.ts';
