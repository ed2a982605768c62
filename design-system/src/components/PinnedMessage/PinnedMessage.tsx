import type { ReactNode } from 'react';
import { Alert } from '../Alert/index.ts';
import type { AlertPriority } from '../Alert/index.ts';
import { pinned } from './PinnedMessage.css.ts';

export interface PinnedMessageProps {
  /** The configuration's display flag: nothing renders when false (default true). */
  isVisible?: boolean;
  /** info, warning, error, success, or 1/2/3 (the configuration's style class). */
  priority?: AlertPriority;
  title?: ReactNode;
  children?: ReactNode;
  /** The message as untrusted HTML (sanitised). */
  html?: string;
}

/** A message pinned at the top of a wizard or a page: an Alert that stays in view on scroll. */
export function PinnedMessage({ isVisible = true, ...props }: PinnedMessageProps) {
  if (!isVisible) return null;
  return (
    <div className={pinned} data-pinned="">
      <Alert {...props} />
    </div>
  );
}
