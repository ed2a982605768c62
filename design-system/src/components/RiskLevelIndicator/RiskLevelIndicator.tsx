import * as messages from '../../messages.ts';
import * as s from './RiskLevelIndicator.css.ts';

/** The scale of a fund's risk level (the information file's 1 to 7). */
export const RISK_LEVEL_MAX = 7;

export interface RiskLevelIndicatorProps {
  /** The fund's risk level, 1 (lowest) to 7; clamped into the scale. */
  level: number;
  /**
   * full (default): 'Nivel de riesgo 4 de 7', the scale and its ends 'Menor riesgo' and
   * 'Mayor riesgo'. compact: '4 de 7' and the scale, where a label beside it names it (a dt).
   */
  variant?: 'full' | 'compact';
}

/**
 * A fund's risk level on the 1-7 scale: the level in figures always written out, and seven
 * steps filled up to it with the level's step numbered, so colour is never the only cue.
 */
export function RiskLevelIndicator({ level, variant = 'full' }: RiskLevelIndicatorProps) {
  const m = messages.riskLevel;
  const value = Math.min(RISK_LEVEL_MAX, Math.max(1, Math.round(level)));
  const steps = Array.from({ length: RISK_LEVEL_MAX }, (_, i) => i + 1);
  return (
    <span className={s.root({ variant })} data-level={value}>
      <span className={s.text}>
        {variant === 'full' ? <span className={s.label}>{m.label} </span> : null}
        <span className={s.value}>{m.of(value, RISK_LEVEL_MAX)}</span>
      </span>
      <span className={s.scale} aria-hidden="true">
        {steps.map((step) => (
          <span
            key={step}
            className={s.step}
            data-filled={step <= value || undefined}
            data-current={step === value || undefined}
          >
            {step === value ? step : null}
          </span>
        ))}
      </span>
      {variant === 'full' ? (
        <span className={s.ends} aria-hidden="true">
          <span>{m.lower}</span>
          <span>{m.higher}</span>
        </span>
      ) : null}
    </span>
  );
}
