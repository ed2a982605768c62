import * as messages from '../../messages.ts';
import type { LabelRowProps } from './field-parts.ts';
import { InfoTip } from '../InfoTip/index.ts';

/** The info tooltip beside a checkbox's or switch's label, named after that label. */
export function LabelTip({ label, tooltip }: Pick<LabelRowProps, 'label' | 'tooltip'>) {
  if (!tooltip) return null;
  return (
    <InfoTip
      label={
        typeof label === 'string' ? messages.field.moreInfoAbout(label) : messages.tooltip.moreInfo
      }
    >
      {tooltip}
    </InfoTip>
  );
}
