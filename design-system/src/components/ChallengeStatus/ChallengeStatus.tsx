import * as messages from '../../messages.ts';
import { feedbackIcon } from '../../styles/feedback.css.ts';
import { Button } from '../Button/index.ts';
import { Icon } from '../Icon/index.ts';
import * as s from './ChallengeStatus.css.ts';

/** working: the proof of work is being computed; ready: solved; error: it could not be. */
export type ChallengeState = 'working' | 'ready' | 'error';

export interface ChallengeStatusProps {
  state: ChallengeState;
  /** Shown with the error state: starts the verification again. */
  onRetry?: () => void;
}

/**
 * The status line of a background proof-of-work check (where a captcha would be): no puzzle for
 * the user, only a polite announcement of what the browser is doing, and a retry when it fails.
 */
export function ChallengeStatus({ state, onRetry }: ChallengeStatusProps) {
  const m = messages.challengeStatus;
  return (
    <div className={s.line} data-state={state}>
      <span role="status" className={s.status}>
        {state === 'working' ? (
          <span className={s.spinner} aria-hidden="true" />
        ) : (
          <span className={feedbackIcon({ tone: state === 'ready' ? 'success' : 'error' })}>
            <Icon name={state === 'ready' ? 'success' : 'error'} size="sm" />
          </span>
        )}
        {m[state]}
      </span>
      {state === 'error' && onRetry ? (
        <Button variant="tertiary" size="sm" onPress={onRetry}>
          {m.retry}
        </Button>
      ) : null}
    </div>
  );
}
