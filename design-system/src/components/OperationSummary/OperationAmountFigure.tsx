import { formatCurrency, type Currency } from '@inversiones/es-cl';
import * as s from './OperationSummary.css.ts';

/** The headline figure of an operation: 'Monto a invertir' and its amount. */
export interface OperationAmount {
  label: string;
  value: number;
  currency: Currency;
}

export interface OperationAmountFigureProps {
  amount: OperationAmount;
}

/** The operation's amount, large and in tabular figures, as a term and its value. */
export function OperationAmountFigure({ amount }: OperationAmountFigureProps) {
  return (
    <dl className={s.amount}>
      <dt className={s.amountLabel}>{amount.label}</dt>
      <dd className={s.amountValue}>{formatCurrency(amount.value, amount.currency)}</dd>
    </dl>
  );
}
