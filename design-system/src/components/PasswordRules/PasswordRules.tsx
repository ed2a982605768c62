import { VisuallyHidden } from 'react-aria-components';
import * as messages from '../../messages.ts';
import { Icon } from '../Icon/index.ts';
import * as s from './PasswordRules.css.ts';

export interface PasswordRule {
  /** Stable key. */
  id: string;
  /** What the password must do, completing the title: 'Tener entre 8 y 128 caracteres'. */
  label: string;
  met: boolean;
}

/** A strength estimate from 0 (very weak) to 4 (very strong), as zxcvbn scores. */
export type PasswordStrengthLevel = 0 | 1 | 2 | 3 | 4;

export interface PasswordRulesProps {
  /** Referenced by the password field's `aria-describedby`, so the rules are read with it. */
  id?: string;
  rules: readonly PasswordRule[];
  /** The estimate of the password typed so far; none shows no meter (nothing typed yet). */
  strength?: PasswordStrengthLevel | null;
  /** Replaces the default title ('Su nueva clave debe'). */
  title?: string;
}

/**
 * The rules of a new password, each marked met or pending as the user types, and an optional
 * strength meter. Guidance only: the server decides. The list is not a live region (it would
 * speak at every keystroke); the field's description points at it, and the strength label,
 * which changes seldom, is announced politely.
 */
export function PasswordRules({ id, rules, strength, title }: PasswordRulesProps) {
  const m = messages.passwordRules;
  return (
    <div id={id} className={s.root}>
      <p className={s.title}>{title ?? m.title}</p>
      <ul className={s.list}>
        {rules.map((rule) => (
          <li key={rule.id} className={s.rule} data-met={rule.met || undefined}>
            <span className={rule.met ? s.mark.met : s.mark.unmet}>
              <Icon name={rule.met ? 'success' : 'info'} />
            </span>
            <span>
              {rule.label}
              <VisuallyHidden elementType="span">: {rule.met ? m.met : m.unmet}</VisuallyHidden>
            </span>
          </li>
        ))}
      </ul>
      {strength === null || strength === undefined ? null : (
        <div className={s.strength}>
          <div className={s.meter} aria-hidden="true">
            {[1, 2, 3, 4].map((step) => (
              <span
                key={step}
                className={`${s.segment} ${step <= Math.max(strength, 1) ? s.filled[strength] : ''}`}
              />
            ))}
          </div>
          <p className={s.title} aria-live="polite">
            {m.strength}: {m.levels[strength]}
          </p>
        </div>
      )}
    </div>
  );
}
