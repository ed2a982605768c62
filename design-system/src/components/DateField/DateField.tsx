import { useImperativeHandle, useRef, type Ref } from 'react';
import {
  DateField as AriaDateField,
  DateInput as AriaDateInput,
  I18nProvider,
} from 'react-aria-components';
import {
  FieldErrorText,
  FieldHint,
  FieldLabel,
  fieldStyles,
  type FieldBaseProps,
} from '../Field/Field.tsx';
import { fieldParts } from '../Field/field-parts.ts';
import { renderDateSegment } from '../private/date-segments.tsx';
import * as styles from '../private/date-segments.css.ts';
import { useWireDate, type WireDateOptions } from '../private/use-wire-date.ts';

/** What react-hook-form's ref needs of a date field. */
export interface DateFieldHandle {
  focus: () => void;
}

export interface DateFieldProps extends FieldBaseProps, Omit<WireDateOptions, 'errorMessage'> {
  /** Submits the wire value `YYYYMMDD` under this name in a native form. */
  name?: string;
  isDisabled?: boolean;
  isReadOnly?: boolean;
  ref?: Ref<DateFieldHandle>;
  /** Accepted for react-hook-form's adapter; errors always show as React Aria's `aria`. */
  validationBehavior?: 'aria';
}

/** A date typed as dd/mm/aaaa in Spanish (es-CL), with the value as the kit's wire `YYYYMMDD`. */
export function DateField(props: DateFieldProps) {
  return (
    // Its own locale: the field reads es-CL even in an app without a provider.
    <I18nProvider locale="es-CL">
      <DateFieldInner {...props} />
    </I18nProvider>
  );
}

function DateFieldInner(props: DateFieldProps) {
  const { labelRow, hint, valueProps, rest } = fieldParts(props);
  const {
    name,
    isDisabled,
    isReadOnly,
    ref,
    validationBehavior: _validationBehavior,
    ...options
  } = rest;
  const group = useRef<HTMLDivElement>(null);
  const date = useWireDate({ ...options, ...valueProps }, group);
  useImperativeHandle(ref, () => ({ focus: date.focus }));
  return (
    <AriaDateField
      value={date.date}
      onChange={date.onChange}
      onBlur={date.onBlur}
      granularity="day"
      isRequired={options.isRequired}
      isDisabled={isDisabled}
      isReadOnly={isReadOnly}
      isInvalid={date.isInvalid || undefined}
      validationBehavior="aria"
      className={fieldStyles.root}
    >
      <FieldLabel {...labelRow} isRequired={options.isRequired} />
      <AriaDateInput ref={group} className={`${fieldStyles.controlBox()} ${styles.segments}`}>
        {renderDateSegment}
      </AriaDateInput>
      {name ? <input type="hidden" name={name} value={date.wire} /> : null}
      <FieldHint {...hint} />
      <FieldErrorText errorMessage={date.error} />
    </AriaDateField>
  );
}
