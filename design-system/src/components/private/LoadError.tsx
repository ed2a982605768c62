import type { ReactNode } from 'react';
import { Button } from '../Button/index.ts';
import { StateMessage } from '../StateMessage/index.ts';

export interface LoadErrorProps {
  /** What could not be loaded: 'No se pudieron cargar sus saldos'. */
  title: ReactNode;
  /** The level of the title under the section's heading. */
  titleLevel: 2 | 3 | 4;
  /** The explanation, saying what to do next. */
  children: ReactNode;
  /** The retry button's text (the component's own message, overridable where it is). */
  retryLabel: string;
  /** Offers the retry button; without it the message stands alone. */
  onRetry?: () => void;
}

/** A section's data could not be loaded: the error announced as an alert, with 'Reintentar'. */
export function LoadError({ title, titleLevel, children, retryLabel, onRetry }: LoadErrorProps) {
  return (
    <StateMessage
      tone="error"
      title={title}
      titleLevel={titleLevel}
      isLive
      action={onRetry ? <Button onPress={onRetry}>{retryLabel}</Button> : undefined}
    >
      {children}
    </StateMessage>
  );
}
