import type { ReactNode } from 'react';
import * as messages from '../../messages.ts';
import { Button } from '../Button/index.ts';
import { StateMessage } from '../StateMessage/index.ts';
import { actions } from './ResultPanel.css.ts';

export interface ResultPanelProps {
  /** ok: the data was saved; error: anything else. */
  status: 'ok' | 'error';
  /** The error's text (e.g. the server's message on a conflict); defaults to the spec's. */
  message?: string;
  /** error: what failed (default 'No pudimos guardar sus datos', the save's). */
  errorTitle?: string;
  /** ok: 'Continuar'. */
  onContinue?: () => void;
  /** error: 'Reintentar', shown only while `canRetry`. */
  onRetry?: () => void;
  /** The spec allows a retry only while the attempts are below 1. */
  canRetry?: boolean;
  /** A further way out after an error (e.g. back to the step with the answers kept). */
  secondaryAction?: ReactNode;
  /** Level of the title in the outline (default 3: under the step's title). */
  titleLevel?: 2 | 3 | 4;
}

/**
 * The result of a save: 'Los datos se han guardado con éxito.' with Continuar, or the error with
 * Reintentar. Announced when it appears; the main action takes focus so the keyboard flow goes on.
 */
export function ResultPanel({
  status,
  message,
  errorTitle = messages.wizard.errorTitle,
  onContinue,
  onRetry,
  canRetry = false,
  secondaryAction,
  titleLevel = 3,
}: ResultPanelProps) {
  if (status === 'ok') {
    return (
      <StateMessage
        tone="success"
        title={messages.wizard.savedTitle}
        titleLevel={titleLevel}
        isLive
        action={
          // The panel replaces the step the focus was in: give focus a place to land.
          // eslint-disable-next-line jsx-a11y/no-autofocus
          <Button autoFocus onPress={onContinue}>
            {messages.wizard.continue}
          </Button>
        }
      >
        {message ?? messages.wizard.saved}
      </StateMessage>
    );
  }
  const retry = canRetry && onRetry;
  return (
    <StateMessage
      tone="error"
      title={errorTitle}
      titleLevel={titleLevel}
      isLive
      action={
        retry || secondaryAction ? (
          <div className={actions}>
            {secondaryAction}
            {retry ? (
              // eslint-disable-next-line jsx-a11y/no-autofocus
              <Button autoFocus onPress={onRetry}>
                {messages.wizard.retry}
              </Button>
            ) : null}
          </div>
        ) : undefined
      }
    >
      {message ?? messages.wizard.saveError}
    </StateMessage>
  );
}
