import type { ReactNode } from 'react';
import { actions } from './WizardActions.css.ts';

export interface WizardActionsProps {
  /** Names the group of actions for screen readers (e.g. 'Acciones del paso'). */
  label: string;
  /** Buttons and links in reading order: back first, the main action last. */
  children: ReactNode;
}

/**
 * The action bar under a wizard step (Volver, Continuar más tarde, Continuar). A button marked
 * aria-disabled="true" keeps its focus but looks unavailable.
 */
export function WizardActions({ label, children }: WizardActionsProps) {
  return (
    <div role="group" aria-label={label} className={actions}>
      {children}
    </div>
  );
}
