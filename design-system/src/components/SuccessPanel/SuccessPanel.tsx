import type { ReactNode } from 'react';
import * as messages from '../../messages.ts';
import { Button } from '../Button/index.ts';
import { StateMessage } from '../StateMessage/index.ts';

export interface SuccessPanelProps {
  /** Defaults to 'Proceso finalizado'. */
  title?: ReactNode;
  titleLevel?: 2 | 3 | 4;
  /** What was done and what comes next. */
  children?: ReactNode;
  /** The finishing action (default 'Finalizar'): the wizard closes on it. */
  actionLabel?: string;
  onAction?: () => void;
  /** Gives the action focus on arrival (default true): the panel replaced what had focus. */
  focusAction?: boolean;
}

/** The wizard's success step: a success mark, title, message and the action that finishes. */
export function SuccessPanel({
  title = messages.wizard.successTitle,
  titleLevel = 3,
  children,
  actionLabel = messages.wizard.finish,
  onAction,
  focusAction = true,
}: SuccessPanelProps) {
  return (
    <StateMessage
      tone="success"
      title={title}
      titleLevel={titleLevel}
      isLive
      action={
        onAction ? (
          // eslint-disable-next-line jsx-a11y/no-autofocus
          <Button autoFocus={focusAction} onPress={onAction}>
            {actionLabel}
          </Button>
        ) : undefined
      }
    >
      {children}
    </StateMessage>
  );
}
