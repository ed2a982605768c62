import * as messages from '../../messages.ts';
import { fieldStyles } from './Field.tsx';
import type { LabelRowProps } from './field-parts.ts';

/** A field's label row (its tooltip is shown beside the control, by LabelTip). */
export interface InlineLabelProps extends LabelRowProps {
  isRequired?: boolean;
}

/**
 * The text of a control whose own `<label>` wraps it (checkbox, switch): the Field label row's
 * parts without a second `<label>`, which would be nested and invalid.
 */
export function InlineLabel({
  label,
  labelStrong,
  labelSmall,
  isRequired = false,
  necessityIndicator = 'auto',
}: InlineLabelProps) {
  return (
    <span>
      {labelStrong ? <strong className={fieldStyles.labelStrong}>{labelStrong} </strong> : null}
      {label}
      {necessityIndicator === 'auto' ? ' ' : null}
      {necessityIndicator === 'auto' ? (
        isRequired ? (
          // The input says "required" itself (aria-required): the asterisk is for the eye.
          <span className={fieldStyles.necessity.required} aria-hidden="true">
            (*)
          </span>
        ) : (
          <span className={fieldStyles.necessity.optional}>{messages.field.optional}</span>
        )
      ) : null}
      {labelSmall ? <small className={fieldStyles.labelSmall}>{labelSmall}</small> : null}
    </span>
  );
}
