import type { Ref } from 'react';
import * as messages from '../../messages.ts';
import { message as messageClass, root, spinner } from './SavingScreen.css.ts';

export interface SavingScreenProps {
  /** Digital signing in progress: the longer wait gets its own message. */
  isSigning?: boolean;
  /** Replaces the spec's text (rarely needed). */
  message?: string;
  /** Focus target while saving (the wizard moves focus here so it is not lost). */
  ref?: Ref<HTMLDivElement>;
}

/** The wizard's saving screen: 'Guardando datos....', or the signing notice, announced politely. */
export function SavingScreen({ isSigning = false, message, ref }: SavingScreenProps) {
  const text = message ?? (isSigning ? messages.wizard.signing : messages.wizard.saving);
  return (
    <div ref={ref} className={root} tabIndex={-1} aria-busy="true" data-saving="">
      <span className={spinner} aria-hidden="true" />
      <p role="status" className={messageClass}>
        {text}
      </p>
    </div>
  );
}
