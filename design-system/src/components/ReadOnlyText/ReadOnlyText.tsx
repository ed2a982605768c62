import { useId, type FocusEvent, type ReactNode, type Ref } from 'react';
import { esClMessages } from '@inversiones/es-cl';
import * as messages from '../../messages.ts';
import { fieldStyles, type FieldBaseProps } from '../Field/Field.tsx';
import { Icon } from '../Icon/index.ts';
import { InfoTip } from '../InfoTip/index.ts';
import { SafeHtml } from '../SafeHtml/index.ts';
import * as styles from './ReadOnlyText.css.ts';

export interface ReadOnlyTextProps extends Omit<
  FieldBaseProps,
  'necessityIndicator' | 'errorMessage'
> {
  /** The value shown; `Sin información` when empty. */
  value?: string | number | null;
  /** Native form name: the value is posted through a hidden input. */
  name?: string;
  id?: string;
  /** Shows the spec's read-only error ('Invalid') or the form's message. */
  isInvalid?: boolean;
  errorMessage?: ReactNode;
  /** Goes to the value, focusable only from script, so a form can bring it into view. */
  ref?: Ref<HTMLElement>;
  /** Accepted for react-hook-form's adapter; a read-only text never changes its value. */
  onChange?: (value: never) => void;
  onBlur?: (event: FocusEvent<Element>) => void;
  isDisabled?: boolean;
  validationBehavior?: 'aria';
}

/**
 * A label and its value shown as text, not as an input (wizard-spec 2: read-only text): a term
 * and its definition, so screen readers read them as a pair.
 */
export function ReadOnlyText({
  label,
  labelStrong,
  labelSmall,
  help,
  tooltip,
  description,
  value,
  name,
  id,
  isInvalid = false,
  errorMessage,
  ref,
}: ReadOnlyTextProps) {
  const baseId = useId();
  const hintId = `${baseId}-hint`;
  const errorId = `${baseId}-error`;
  const hasHint = Boolean(help || description);
  const isEmpty = value === undefined || value === null || value === '';
  const describedBy = [hasHint ? hintId : '', isInvalid ? errorId : ''].filter(Boolean).join(' ');
  return (
    <div id={id} className={fieldStyles.root}>
      <dl className={styles.list}>
        <dt className={styles.term}>
          <span className={fieldStyles.label}>
            {labelStrong ? (
              <strong className={fieldStyles.labelStrong}>{labelStrong} </strong>
            ) : null}
            {label}
            {labelSmall ? <small className={fieldStyles.labelSmall}>{labelSmall}</small> : null}
          </span>
          {tooltip ? (
            <InfoTip
              label={
                typeof label === 'string'
                  ? messages.field.moreInfoAbout(label)
                  : messages.tooltip.moreInfo
              }
            >
              {tooltip}
            </InfoTip>
          ) : null}
        </dt>
        <dd
          ref={ref as Ref<HTMLElement>}
          tabIndex={-1}
          aria-describedby={describedBy || undefined}
          className={styles.value}
        >
          {isEmpty ? <span className={styles.empty}>{messages.readOnlyText.empty}</span> : value}
        </dd>
      </dl>
      {hasHint ? (
        <div id={hintId} className={fieldStyles.hint}>
          {help ? <SafeHtml html={help} /> : null}
          {description}
        </div>
      ) : null}
      {isInvalid ? (
        <div id={errorId} className={fieldStyles.error}>
          <span className={fieldStyles.errorIcon}>
            <Icon name="error" size="sm" />
          </span>
          {/* The spec: read-only invalid fields show the generic 'Invalid'. */}
          <span>{errorMessage ?? esClMessages.readOnlyInvalid}</span>
        </div>
      ) : null}
      {name ? <input type="hidden" name={name} value={isEmpty ? '' : String(value)} /> : null}
    </div>
  );
}
