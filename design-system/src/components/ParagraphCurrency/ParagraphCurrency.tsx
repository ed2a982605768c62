import { useId, type FocusEvent, type ReactNode, type Ref } from 'react';
import { VisuallyHidden } from 'react-aria-components';
import { formatCurrency, type Currency } from '@inversiones/es-cl';
import * as messages from '../../messages.ts';
import * as styles from './ParagraphCurrency.css.ts';

export interface ParagraphCurrencyProps {
  /** The sentence before the amount, for example `Monto disponible para rescate:`. */
  label?: ReactNode;
  /** The amount (pesos for CLP; units with decimals for USD and EUR); null shows `Sin información`. */
  value?: number | null;
  currency?: Currency;
  /** A line under the paragraph. */
  description?: ReactNode;
  /** Native form name: the raw amount is kept in a hidden input (wizard-spec 2). */
  name?: string;
  id?: string;
  /** Goes to the hidden input that holds the value. */
  ref?: Ref<HTMLInputElement>;
  /** Accepted for react-hook-form's adapter; the paragraph never changes its value. */
  onChange?: (value: never) => void;
  onBlur?: (event: FocusEvent<Element>) => void;
  isDisabled?: boolean;
  isInvalid?: boolean;
  errorMessage?: ReactNode;
  validationBehavior?: 'aria';
}

/** A read-only paragraph with an amount formatted in es-CL, and its raw value kept for the form. */
export function ParagraphCurrency({
  label,
  value,
  currency = 'CLP',
  description,
  name,
  id,
  ref,
}: ParagraphCurrencyProps) {
  const hintId = useId();
  const hasValue = typeof value === 'number' && Number.isFinite(value);
  return (
    <div id={id}>
      <p className={styles.paragraph} aria-describedby={description ? hintId : undefined}>
        {label ? <>{label} </> : null}
        {hasValue ? (
          <strong className={styles.amount}>
            {formatCurrency(value, currency)}
            {/* The symbol alone ($ for pesos and dollars alike) does not say which currency. */}
            <VisuallyHidden elementType="span">
              {' '}
              {messages.paragraphCurrency.currencyNames[currency]}
            </VisuallyHidden>
          </strong>
        ) : (
          <span className={styles.empty}>{messages.readOnlyText.empty}</span>
        )}
      </p>
      {description ? (
        <div id={hintId} className={styles.hint}>
          {description}
        </div>
      ) : null}
      <input ref={ref} type="hidden" name={name} value={hasValue ? String(value) : ''} />
    </div>
  );
}
