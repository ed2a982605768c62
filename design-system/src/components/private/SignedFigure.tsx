import { Icon } from '../Icon/index.ts';
import type { Trend } from './fund-amounts.ts';
import { figure, signed, word as wordClass } from './SignedFigure.css.ts';

export interface SignedFigureProps {
  /** The figure already signed: `+$12.345`, `−0,84 %`. */
  text: string;
  trend: Trend;
  /** A word that names the trend ('Alza', 'Baja'), shown after the figure. */
  word?: string;
}

/** A signed amount or percent: sign, arrow and optional word, so colour is never alone. */
export function SignedFigure({ text, trend, word }: SignedFigureProps) {
  return (
    <span className={signed({ trend })} data-trend={trend}>
      {trend === 'none' ? null : (
        <Icon name={trend === 'gain' ? 'chevronUp' : 'chevronDown'} size="sm" />
      )}
      <span className={figure}>{text}</span>
      {word ? <span className={wordClass}>{word}</span> : null}
    </span>
  );
}
