// The beneficiary form's text fields and selects bound to react-hook-form by name: each shows the
// contract's message for its value and carries the id the error summary links to.
import { Select, TextField, type SelectOption } from '@inversiones/design-system';
import type { ReactNode } from 'react';
import { Controller, type Control } from 'react-hook-form';
import type { BeneficiaryFormValues, FieldName } from './beneficiary-form-values.ts';

/** The element id of a field, for the error summary's links. */
export const fieldId = (name: FieldName) => `beneficiario-${name.replace('.', '-')}`;

interface BoundProps {
  control: Control<BeneficiaryFormValues>;
  name: FieldName;
  label: ReactNode;
  description?: ReactNode;
  isRequired?: boolean;
  isReadOnly?: boolean;
}

export function BoundTextField({
  control,
  name,
  label,
  description,
  isRequired = false,
  isReadOnly,
  maxLength,
  inputMode,
  autoComplete,
  type,
}: BoundProps & {
  maxLength?: number;
  inputMode?: 'numeric' | 'email' | 'tel' | 'text';
  autoComplete?: string;
  type?: 'text' | 'email' | 'tel';
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          id={fieldId(name)}
          ref={field.ref}
          name={field.name}
          label={label}
          description={description}
          value={String(field.value ?? '')}
          onChange={field.onChange}
          onBlur={field.onBlur}
          // The contract's schema judges the value (the free-text rule would refuse '@' or '#').
          rule={null}
          isRequired={isRequired}
          isReadOnly={isReadOnly}
          maxLength={maxLength}
          inputMode={inputMode}
          autoComplete={autoComplete ?? 'off'}
          type={type}
          isInvalid={fieldState.error ? true : undefined}
          errorMessage={fieldState.error?.message}
        />
      )}
    />
  );
}

export function BoundSelect({
  control,
  name,
  label,
  description,
  isRequired = false,
  options,
  isLoading,
}: BoundProps & { options: readonly SelectOption[]; isLoading?: boolean }) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Select
          id={fieldId(name)}
          ref={field.ref}
          name={field.name}
          label={label}
          description={description}
          options={options}
          value={String(field.value ?? '') || null}
          onChange={(key) => field.onChange(key ?? '')}
          onBlur={field.onBlur}
          isRequired={isRequired}
          isLoading={isLoading}
          isInvalid={fieldState.error ? true : undefined}
          errorMessage={fieldState.error?.message}
        />
      )}
    />
  );
}
