import type { ReactNode } from 'react';
import * as s from './FieldGrid.css.ts';

export interface FieldGridProps {
  /** The fields, each in a `FieldGridItem`, in reading order. */
  children: ReactNode;
}

/**
 * Lays out the fields of a long form (a foreign transfer's beneficiary, for example) in two
 * columns when they fit and in one on a phone or at 200 % zoom. A plain div: grouping the fields
 * for screen readers (a fieldset) is the form's job.
 */
export function FieldGrid({ children }: FieldGridProps) {
  return <div className={s.root}>{children}</div>;
}

export interface FieldGridItemProps {
  /** 'full' takes the whole row (an address, a checkbox, a group of radios). Default: one cell. */
  span?: 'cell' | 'full';
  children: ReactNode;
}

/** One cell of a `FieldGrid`, holding one field. */
export function FieldGridItem({ span = 'cell', children }: FieldGridItemProps) {
  return <div className={span === 'full' ? `${s.item} ${s.full}` : s.item}>{children}</div>;
}
