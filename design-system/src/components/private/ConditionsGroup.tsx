import { useId, type FocusEvent, type Ref } from 'react';
import {
  Checkbox as AriaCheckbox,
  CheckboxGroup as AriaCheckboxGroup,
  VisuallyHidden,
} from 'react-aria-components';
import * as messages from '../../messages.ts';
import * as checkboxStyles from './choice.css.ts';
import { CheckMark } from './CheckMark.tsx';
import {
  FieldErrorText,
  FieldHint,
  FieldLabel,
  fieldStyles,
  type FieldBaseProps,
} from '../Field/Field.tsx';
import { fieldParts } from '../Field/field-parts.ts';
import { useFieldState } from '../Field/use-field-state.ts';
import { Link } from '../Link/index.ts';
import { SafeHtml } from '../SafeHtml/index.ts';
import * as styles from './ConditionsGroup.css.ts';
import { allConditionsAccepted, keepMandatory, type ConditionItem } from './conditions.ts';

const text = messages.acceptConditions;

/** The props shared by AcceptConditions and AcceptConditionsBasic. */
export interface AcceptConditionsBaseProps extends FieldBaseProps {
  items: readonly ConditionItem[];
  /** Native form name: each ticked condition posts its key under it. */
  name?: string;
  id?: string;
  /** The keys of the ticked conditions (controlled). */
  value?: string[];
  defaultValue?: string[];
  onChange?: (value: string[]) => void;
  /** Called when focus leaves the group (marks it touched). */
  onBlur?: (event: FocusEvent<Element>) => void;
  /** Every condition must be ticked; true by default (acceptance is the point of the field). */
  isRequired?: boolean;
  isDisabled?: boolean;
  isReadOnly?: boolean;
  /** Invalid by decision of the form (for example react-hook-form). */
  isInvalid?: boolean;
  /** Goes to the first checkbox, so a form can focus the group. */
  ref?: Ref<HTMLInputElement>;
  /** Accepted for react-hook-form's adapter; errors always show as React Aria's `aria`. */
  validationBehavior?: 'aria';
}

interface ConditionsGroupProps extends AcceptConditionsBaseProps {
  /** Full variant: the mandatory mark, description and document link of each condition. */
  showDetails: boolean;
}

/** A group of conditions that must all be ticked; a mandatory one stays ticked once ticked. */
export function ConditionsGroup(props: ConditionsGroupProps) {
  const { labelRow, hint, valueProps, rest } = fieldParts(props);
  const { items, isRequired = true, isDisabled, isReadOnly, name, id, ref, showDetails } = rest;
  const field = useFieldState<string[]>({
    ...valueProps,
    emptyValue: [],
    isEmpty: (keys) => keys.length === 0,
    isRequired,
  });
  // Shown once the user leaves the group, not while still ticking the first boxes.
  const incomplete =
    isRequired &&
    field.touched &&
    field.value.length > 0 &&
    !allConditionsAccepted(items, field.value);
  const invalid = field.isInvalid || incomplete;
  const baseId = useId();

  return (
    <AriaCheckboxGroup
      id={id}
      name={name}
      value={field.value}
      onChange={(next) => field.setValue(keepMandatory(items, field.value, next))}
      onBlur={field.onBlur}
      isRequired={isRequired}
      isDisabled={isDisabled}
      isReadOnly={isReadOnly}
      isInvalid={invalid}
      validationBehavior="aria"
      className={fieldStyles.root}
    >
      <FieldLabel {...labelRow} isRequired={isRequired} />
      <ul className={styles.list}>
        {items.map((item, index) => {
          const itemId = `${baseId}-${index}`;
          const locked = Boolean(item.mandatory && field.value.includes(item.key));
          const describedBy = [
            showDetails && item.description ? `${itemId}-description` : '',
            locked ? `${itemId}-locked` : '',
          ]
            .filter(Boolean)
            .join(' ');
          return (
            <li key={item.key} className={showDetails ? styles.detailedItem : undefined}>
              <AriaCheckbox
                value={item.key}
                isReadOnly={locked || undefined}
                // RAC's checkbox defaults to native validation even inside an `aria` group.
                validationBehavior="aria"
                inputRef={index === 0 ? ref : undefined}
                aria-describedby={describedBy || undefined}
                className={checkboxStyles.option}
              >
                <span className={checkboxStyles.box}>
                  <CheckMark />
                </span>
                <span className={checkboxStyles.optionText}>
                  <span id={`${itemId}-label`}>
                    <SafeHtml html={item.value} as="span" />
                  </span>
                  {showDetails && item.mandatory ? (
                    <>
                      {' '}
                      <span className={styles.mandatoryTag}>{text.mandatory}</span>
                    </>
                  ) : null}
                </span>
              </AriaCheckbox>
              {locked ? (
                <VisuallyHidden id={`${itemId}-locked`} elementType="span">
                  {text.locked}
                </VisuallyHidden>
              ) : null}
              {showDetails && (item.description || item.url) ? (
                <div className={styles.itemDetails}>
                  {item.description ? (
                    <SafeHtml id={`${itemId}-description`} html={item.description} />
                  ) : null}
                  {item.url ? (
                    <Link
                      href={item.url}
                      isExternal
                      variant="standalone"
                      aria-describedby={`${itemId}-label`}
                    >
                      {text.document}
                    </Link>
                  ) : null}
                </div>
              ) : null}
            </li>
          );
        })}
      </ul>
      <FieldHint {...hint} />
      <FieldErrorText errorMessage={incomplete && !field.error ? text.allRequired : field.error} />
    </AriaCheckboxGroup>
  );
}
