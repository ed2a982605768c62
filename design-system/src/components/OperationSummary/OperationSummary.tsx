import type { ReactNode } from 'react';
import { Card } from '../Card/index.ts';
import { FactList } from '../FactList/index.ts';
import { Stack } from '../Stack/index.ts';
import { OperationAmountFigure, type OperationAmount } from './OperationAmountFigure.tsx';

/** A label/value row of an operation: Fondo, Serie, Cuenta, Cuotas estimadas... */
export interface OperationRow {
  id: string;
  term: string;
  value: ReactNode;
}

export interface OperationSummaryProps {
  title: string;
  /** The title's level in the page outline (default 2). */
  titleLevel?: 2 | 3;
  /** The headline figure, shown large: e.g. { label: 'Monto a invertir', value: 250000, currency: 'CLP' }. */
  amount: OperationAmount;
  /** Label/value rows (a description list): Fondo, Serie, Cuenta, Cuotas estimadas, Fecha de proceso... */
  rows: readonly OperationRow[];
  /** Notices under the rows (e.g. an Alert with the out-of-hours notice). */
  children?: ReactNode;
}

/**
 * The confirm step of an investment or a redemption: a card named by its title, the amount
 * large, the operation's rows as a description list and the notices under them.
 */
export function OperationSummary({
  title,
  titleLevel = 2,
  amount,
  rows,
  children,
}: OperationSummaryProps) {
  return (
    <Card title={title} titleLevel={titleLevel}>
      <Stack gap="lg">
        <OperationAmountFigure amount={amount} />
        {rows.length > 0 ? <FactList facts={rows} /> : null}
        {children ? <Stack gap="sm">{children}</Stack> : null}
      </Stack>
    </Card>
  );
}
