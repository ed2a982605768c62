import { formatPercent } from '@inversiones/es-cl';
import type { CSSProperties } from 'react';
import * as messages from '../../messages.ts';
import { trendOf } from '../private/fund-amounts.ts';
import { SignedFigure, type SignedFigureSize } from '../private/SignedFigure.tsx';
import { root } from './PriceChange.css.ts';

/** A change is shown, and judged up, down or flat, at 2 decimals (0,004 % is flat). */
const DECIMALS = 2;

/** VisuallyHidden's styles minus its focus tracking (nothing here takes focus) and its cost. */
const visuallyHidden: CSSProperties = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  clipPath: 'inset(50%)',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  width: '1px',
  whiteSpace: 'nowrap',
};

export interface PriceChangeProps {
  /** The change in percentage points: 1.2345 shows `+1,23 %`, −0.5 shows `−0,50 %`. */
  value: number;
  /** sm 14 px, md 16 px, lg 21 px (a detail's headline); inherited when omitted (a table cell). */
  size?: SignedFigureSize;
}

/**
 * A price's change in percent: sign, arrow and the trend's colour, so it never rests on green
 * and red alone. Screen readers hear it in words ('sube 1,23 %', 'baja 0,50 %', 'sin
 * variación'); the sign and arrow they would read as symbols are hidden from them.
 */
export function PriceChange({ value, size }: PriceChangeProps) {
  const trend = trendOf(value, DECIMALS);
  const m = messages.priceChange;
  const percent = formatPercent(Math.abs(value), { decimals: DECIMALS });
  const spoken = trend === 'none' ? m.flat : trend === 'gain' ? m.up(percent) : m.down(percent);
  return (
    <span className={root}>
      <span aria-hidden="true">
        <SignedFigure
          text={formatPercent(value, { decimals: DECIMALS, signed: true })}
          trend={trend}
          size={size}
        />
      </span>
      <span style={visuallyHidden}>{spoken}</span>
    </span>
  );
}
