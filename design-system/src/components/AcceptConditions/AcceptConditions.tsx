import { ConditionsGroup, type AcceptConditionsBaseProps } from '../private/ConditionsGroup.tsx';

export type AcceptConditionsProps = AcceptConditionsBaseProps;

/**
 * Conditions to accept, each with its document link (new tab), description and mandatory mark
 * (wizard-spec 2: accept-conditions). All must be ticked; a mandatory one cannot be unticked.
 */
export function AcceptConditions(props: AcceptConditionsProps) {
  return <ConditionsGroup {...props} showDetails />;
}
