import { useState } from 'react';
import { VisuallyHidden } from 'react-aria-components';
import * as messages from '../../messages.ts';
import { Button } from '../Button/index.ts';
import { Dialog, Modal } from '../Dialog/index.ts';
import { Loader } from '../Loader/index.ts';
import { Text } from '../Text/index.ts';
import { formatCountdown, shouldAnnounceCountdown, spokenCountdown } from './countdown.ts';
import { countdown, time } from './IdleModal.css.ts';

const m = messages.idle;

export interface IdleModalProps {
  isOpen: boolean;
  /** Seconds left before the session closes; the caller's session watch drives it. */
  remainingSeconds: number;
  /** Keeps the session (the caller pings the server and restarts the watch). */
  onContinue: () => void;
  /** Closes the session now. */
  onLogout: () => void;
  /** Shows 'Cerrando Sesión' (also shown once the countdown reaches zero). */
  isClosing?: boolean;
}

/**
 * The idle prompt: '¿Desea continuar navegando?' with an mm:ss countdown. Purely presentational.
 * The countdown is announced politely on a schedule (every 15 s, each second in the last 20 s),
 * not every second. Escape does not close it: the user must choose.
 */
export function IdleModal({
  isOpen,
  remainingSeconds,
  onContinue,
  onLogout,
  isClosing,
}: IdleModalProps) {
  const closing = isClosing || remainingSeconds <= 0;
  // The live region keeps the last scheduled announcement between the scheduled seconds.
  const [spoken, setSpoken] = useState('');
  const [seen, setSeen] = useState<number | null>(null);
  if (seen !== remainingSeconds) {
    setSeen(remainingSeconds);
    // The first value is always given, so the time is known as soon as the dialog opens.
    if (seen === null || shouldAnnounceCountdown(remainingSeconds))
      setSpoken(spokenCountdown(remainingSeconds));
  }
  return (
    <Modal isOpen={isOpen} isClosable={false}>
      <Dialog
        role="alertdialog"
        title={closing ? m.closing : m.title}
        footer={
          closing ? undefined : (
            <>
              <Button variant="secondary" onPress={onLogout}>
                {m.logout}
              </Button>
              <Button
                // Focus starts on keeping the session: Enter answers the question safely.
                // eslint-disable-next-line jsx-a11y/no-autofocus
                autoFocus
                onPress={onContinue}
              >
                {m.keep}
              </Button>
            </>
          )
        }
      >
        {closing ? (
          <Loader kind="spinner" label={m.closing} />
        ) : (
          <div className={countdown}>
            <Text tone="secondary">{m.expiresIn}</Text>
            {/* Shown to the eye; screen readers get the scheduled announcement below. */}
            <span className={time} aria-hidden="true">
              {formatCountdown(remainingSeconds)}
            </span>
            <VisuallyHidden>
              <span role="status" aria-live="polite" aria-atomic="true">
                {spoken}
              </span>
            </VisuallyHidden>
          </div>
        )}
      </Dialog>
    </Modal>
  );
}
