import { ConditionsGroup, type AcceptConditionsBaseProps } from '../private/ConditionsGroup.tsx';

export type AcceptConditionsBasicProps = AcceptConditionsBaseProps;

/**
 * A plain list of conditions to accept (wizard-spec 2: accept-conditions-basic): only the
 * checkboxes; all must be ticked and a mandatory one cannot be unticked.
 */
export function AcceptConditionsBasic(props: AcceptConditionsBasicProps) {
  return <ConditionsGroup {...props} showDetails={false} />;
}
