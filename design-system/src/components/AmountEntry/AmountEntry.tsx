import { Fragment, useState, type FocusEvent, type ReactNode, type Ref } from 'react';
import { VisuallyHidden } from 'react-aria-components';
import { formatCurrency, type Currency } from '@inversiones/es-cl';
import * as messages from '../../messages.ts';
import { Button } from '../Button/index.ts';
import { CurrencyField } from '../CurrencyField/index.ts';
import { Stack } from '../Stack/index.ts';
import { Text } from '../Text/index.ts';

export interface AmountEntryProps {
  label: string;
  currency: Currency;
  value: number | null;
  onChange: (value: number | null) => void;
  /** Available balance, shown under the field as '<availableLabel>: $ 1.234.567'; typing more is an error. */
  available?: number | null;
  /** Heads the balance line (default 'Saldo disponible'). */
  availableLabel?: string;
  /** Shown as 'Mínimo $ 5.000'; below it: error 'El monto mínimo es $ 5.000.' */
  minValue?: number;
  /** Above it: error 'El monto máximo es $ 500.000.000.' */
  maxValue?: number;
  /** An error from the server for this field (shown as the field's error, announced). */
  errorMessage?: string | null;
  /** A line under the field, before the balance and the minimum. */
  description?: string;
  isRequired?: boolean;
  isDisabled?: boolean;
  /** Native forms post the plain amount (no dots) under this name. */
  name?: string;
  /** When given, a button (label default 'Usar todo el saldo') sets the value to `available`, then calls this. */
  onUseAll?: () => void;
  useAllLabel?: string;
  /** Invalid by decision of the form (react-hook-form): shows `errorMessage`. */
  isInvalid?: boolean;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  ref?: Ref<HTMLInputElement>;
  /** Accepted for react-hook-form's adapter; errors always show as React Aria's `aria`. */
  validationBehavior?: 'aria';
}

const isAmount = (amount: number | null | undefined): amount is number =>
  amount !== null && amount !== undefined && Number.isFinite(amount);

/**
 * The amount of an investment or a redemption: a CurrencyField with the available balance and
 * the minimum under it (its accessible description), the bounds and the balance checked with
 * Spanish errors once the field is left, and an optional 'Usar todo el saldo'.
 */
export function AmountEntry({
  label,
  currency,
  value,
  onChange,
  available,
  availableLabel = messages.amountEntry.availableLabel,
  minValue,
  maxValue,
  errorMessage,
  description,
  isRequired,
  isDisabled,
  name,
  onUseAll,
  useAllLabel = messages.amountEntry.useAll,
  isInvalid = false,
  onBlur,
  ref,
}: AmountEntryProps) {
  const m = messages.amountEntry;
  const format = (amount: number) => formatCurrency(amount, currency);
  // Said once the button has filled the field: the focus stays on the button.
  const [announcement, setAnnouncement] = useState('');

  const validate = (amount: number) => {
    if (minValue !== undefined && amount < minValue) return m.belowMinimum(format(minValue));
    // Of two ceilings passed, the lower one is what the client must act on.
    const ceilings = [
      ...(isAmount(available) ? [{ limit: available, error: m.aboveAvailable }] : []),
      ...(maxValue !== undefined ? [{ limit: maxValue, error: m.aboveMaximum }] : []),
    ]
      .filter((ceiling) => amount > ceiling.limit)
      .sort((a, b) => a.limit - b.limit);
    return ceilings[0] ? ceilings[0].error(format(ceilings[0].limit)) : null;
  };

  const lines: ReactNode[] = [];
  if (description) lines.push(description);
  if (isAmount(available)) lines.push(m.available(availableLabel, format(available)));
  if (minValue !== undefined) lines.push(m.minimum(format(minValue)));

  const serverError = errorMessage || undefined;
  const canUseAll = onUseAll !== undefined && isAmount(available) && available > 0;

  return (
    <Stack gap="xs">
      <CurrencyField
        label={label}
        currency={currency}
        value={value}
        onChange={onChange}
        onBlur={onBlur}
        ref={ref}
        validate={validate}
        isRequired={isRequired}
        isDisabled={isDisabled}
        name={name}
        isInvalid={isInvalid || serverError !== undefined || undefined}
        errorMessage={serverError}
        description={
          lines.length > 0 ? (
            <Stack gap="xxs">
              {lines.map((line, index) => (
                <Fragment key={index}>
                  {/* A space between the lines, so the accessible description reads them apart. */}
                  {index > 0 ? ' ' : null}
                  <Text as="span" numeric>
                    {line}
                  </Text>
                </Fragment>
              ))}
            </Stack>
          ) : undefined
        }
      />
      {canUseAll ? (
        // Its own block, so the button keeps its width under the full-width field.
        <div>
          <Button
            variant="tertiary"
            size="sm"
            isDisabled={isDisabled}
            onPress={() => {
              onChange(available);
              onUseAll();
              setAnnouncement(m.usedAll(format(available)));
            }}
          >
            {useAllLabel}
          </Button>
        </div>
      ) : null}
      <VisuallyHidden>
        <div role="status">{announcement}</div>
      </VisuallyHidden>
    </Stack>
  );
}
