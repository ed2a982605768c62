import type { ReactNode } from 'react';
import * as s from './FactList.css.ts';

export interface Fact {
  /** Stable key. */
  id: string;
  /** What the value is: 'Moneda', 'Nivel de riesgo'. */
  term: ReactNode;
  /** The value: text, a figure, a badge. */
  value: ReactNode;
  /** Takes the whole row (a sentence, such as a fund's objective). */
  isWide?: boolean;
}

export interface FactListProps {
  facts: readonly Fact[];
  /** Names the list for screen readers when no heading does. */
  'aria-label'?: string;
  'aria-labelledby'?: string;
}

/**
 * Facts of one thing (a fund's type, currency, risk, horizon) as a description list: term over
 * value, in as many columns as fit, one column on a phone or at 200 % zoom.
 */
export function FactList({ facts, ...props }: FactListProps) {
  return (
    <dl className={s.root} {...props}>
      {facts.map((fact) => (
        <div key={fact.id} className={`${s.fact} ${fact.isWide ? s.wide : ''}`}>
          <dt className={s.term}>{fact.term}</dt>
          <dd className={s.value}>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
