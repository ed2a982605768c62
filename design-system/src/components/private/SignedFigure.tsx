import { Icon } from '../Icon/index.ts';
import type { Trend } from './fund-amounts.ts';
import {
  figure,
  signed,
  word as wordClass,
  type SignedFigureVariants,
} from './SignedFigure.css.ts';

/** sm 14 px, md 16 px, lg 21 px; inherited when omitted. */
export type SignedFigureSize = SignedFigureVariants['size'];

export interface SignedFigureProps {
  /** The figure already signed: `+$12.345`, `−0,84 %`. */
  text: string;
  trend: Trend;
  /** A word that names the trend ('Alza', 'Baja'), shown after the figure. */
  word?: string;
  /** The figure's type size (its arrow grows with lg); inherited when omitted. */
  size?: SignedFigureSize;
}

// The same element each time: a new figure (live prices) leaves its arrow unrendered.
const arrows = {
  gain: { sm: <Icon name="chevronUp" size="sm" />, md: <Icon name="chevronUp" size="md" /> },
  loss: { sm: <Icon name="chevronDown" size="sm" />, md: <Icon name="chevronDown" size="md" /> },
};

/** A signed amount or percent: sign, arrow and optional word, so colour is never alone. */
export function SignedFigure({ text, trend, word, size }: SignedFigureProps) {
  return (
    <span className={signed({ trend, size })} data-trend={trend}>
      {trend === 'none' ? null : arrows[trend][size === 'lg' ? 'md' : 'sm']}
      <span className={figure}>{text}</span>
      {word ? <span className={wordClass}>{word}</span> : null}
    </span>
  );
}
