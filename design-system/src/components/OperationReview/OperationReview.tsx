import type { ReactNode } from 'react';
import { decision as decisionClass, layout } from './OperationReview.css.ts';

export interface OperationReviewProps {
  /** What will happen: usually an `OperationSummary`. */
  summary: ReactNode;
  /** What the client decides with: declarations, the answer of a failed try, the actions. */
  decision: ReactNode;
  /** Names the decision group for screen readers (e.g. 'Confirmación de la inversión'). */
  decisionLabel: string;
}

/**
 * The confirm step of an operation: the summary, and beside it on a desktop (under it on a
 * phone) the declarations and the actions, so the next step is in view with the amount. The
 * reading and Tab order is the visual one: summary first, then the decision.
 */
export function OperationReview({ summary, decision, decisionLabel }: OperationReviewProps) {
  return (
    <div className={layout}>
      <div>{summary}</div>
      <div role="group" aria-label={decisionLabel} className={decisionClass}>
        {decision}
      </div>
    </div>
  );
}
