import { memo, useContext, type ReactNode } from 'react';
import {
  FieldErrorContext,
  Label as AriaLabel,
  Text as AriaText,
  type ValidationResult,
} from 'react-aria-components';
import { esClMessages } from '@inversiones/es-cl';
import * as messages from '../../messages.ts';
import { Icon } from '../Icon/index.ts';
import { deferredInfoTip, deferredSafeHtml } from '../../lazy/deferred-parts.ts';
import type { LabelRowProps } from './field-parts.ts';
import * as styles from './Field.css.ts';

/** What every field shows around its control (wizard-spec 3: label, labelStrong, help...). */
export interface FieldBaseProps {
  /** The visible label; also the control's accessible name. */
  label: ReactNode;
  /** A bold part before the label. */
  labelStrong?: ReactNode;
  /** A smaller line under the label. */
  labelSmall?: ReactNode;
  /** Help from configuration or the server: HTML, sanitised before it is shown. */
  help?: string;
  /** Text of the info tooltip beside the label. */
  tooltip?: ReactNode;
  /** Plain description under the control (joins the accessible description with `help`). */
  description?: ReactNode;
  /** The error to show when invalid; by default the spec's messages per kind of failure. */
  errorMessage?: ReactNode | ((validation: ValidationResult) => ReactNode);
  /** `auto`: `(*)` when required, `Opcional` otherwise; `none` for radios and grouped parts. */
  necessityIndicator?: 'auto' | 'none';
}

/** The spec's error text for a failed React Aria validation (own messages win). */
export function defaultErrorMessage(validation: ValidationResult): string {
  if (validation.validationDetails.valueMissing) return esClMessages.required;
  const own = validation.validationErrors.find(Boolean);
  if (validation.validationDetails.customError && own) return own;
  if (validation.validationDetails.typeMismatch || validation.validationDetails.patternMismatch)
    return esClMessages.invalid;
  return own ?? esClMessages.invalidData;
}

interface FieldLabelProps extends LabelRowProps {
  isRequired?: boolean;
  /** The control's id, for a label outside a React Aria field (FieldShell, TextInputFrame). */
  htmlFor?: string;
  /** The label's own id, when the control names itself with aria-labelledby. */
  id?: string;
}

/**
 * The label row: strong part, label, `(*)` or `Opcional`, small line and the info tooltip.
 * Memoised: a keystroke re-renders its field, never what the label shows.
 */
export const FieldLabel = memo(function FieldLabel({
  label,
  labelStrong,
  labelSmall,
  tooltip,
  isRequired = false,
  necessityIndicator = 'auto',
  htmlFor,
  id,
}: FieldLabelProps) {
  const text = (
    <>
      {labelStrong ? <strong className={styles.labelStrong}>{labelStrong}</strong> : null}
      {labelStrong ? ' ' : null}
      {label}
      {necessityIndicator === 'auto' ? ' ' : null}
      {necessityIndicator === 'auto' ? (
        isRequired ? (
          // The control says "required" itself (aria-required): the asterisk is for the eye.
          <span className={styles.necessity.required} aria-hidden="true">
            (*)
          </span>
        ) : (
          <span className={styles.necessity.optional}>{messages.field.optional}</span>
        )
      ) : null}
      {labelSmall ? <small className={styles.labelSmall}>{labelSmall}</small> : null}
    </>
  );
  return (
    <div className={styles.labelRow}>
      {/* A shell's label points at its native control; a React Aria field wires its own. */}
      {htmlFor ? (
        <label className={styles.label} htmlFor={htmlFor} id={id}>
          {text}
        </label>
      ) : (
        <AriaLabel className={styles.label}>{text}</AriaLabel>
      )}
      {tooltip ? (
        <deferredInfoTip.Component
          label={
            typeof label === 'string'
              ? messages.field.moreInfoAbout(label)
              : messages.tooltip.moreInfo
          }
        >
          {tooltip}
        </deferredInfoTip.Component>
      ) : null}
    </div>
  );
});

/**
 * Help (sanitised HTML) and description, wired as the control's accessible description.
 * Rendered (hidden) even when empty: React Aria looks the description id up after mount and
 * re-renders a field whose element is missing, a second render per field in long forms.
 */
export const FieldHint = memo(function FieldHint({
  help,
  description,
  id,
}: Pick<FieldBaseProps, 'help' | 'description'> & { id?: string }) {
  const empty = !help && !description;
  const content = (
    <>
      {help ? <deferredSafeHtml.Component html={help} /> : null}
      {description}
    </>
  );
  // With an id it describes a shell's native control; otherwise React Aria wires the slot.
  return id ? (
    <div className={styles.hint} hidden={empty} id={id}>
      {content}
    </div>
  ) : (
    <AriaText slot="description" elementType="div" className={styles.hint} hidden={empty}>
      {content}
    </AriaText>
  );
});

/**
 * The error line: filled only while the field is invalid, and announced (politely) when it appears. The element
 * stays (hidden) while valid, for the same reason as FieldHint's.
 */
export function FieldErrorText({
  errorMessage,
  id,
  validation: ownValidation,
}: Pick<FieldBaseProps, 'errorMessage'> & {
  /** With an id, a native element for a hook-wired field (TextInputFrame) and its validation. */
  id?: string;
  validation?: ValidationResult;
}) {
  const contextValidation = useContext(FieldErrorContext);
  const validation = ownValidation ?? contextValidation;
  const invalid = validation?.isInvalid === true;
  const content = invalid ? (
    <>
      <span className={styles.errorIcon}>
        <Icon name="error" size="sm" />
      </span>
      <span>
        {typeof errorMessage === 'function'
          ? errorMessage(validation)
          : (errorMessage ?? defaultErrorMessage(validation))}
      </span>
    </>
  ) : null;
  // The live region is always present (a region shown only with its text is not reliably
  // announced), so an error appearing on blur is read out, not only after Continuar.
  return (
    <div className={styles.errorRegion} aria-live="polite" data-field-error-region="">
      {id ? (
        <span id={id} className={styles.error} hidden={!invalid}>
          {content}
        </span>
      ) : (
        <AriaText slot="errorMessage" className={styles.error} hidden={!invalid}>
          {content}
        </AriaText>
      )}
    </div>
  );
}

export { styles as fieldStyles };
