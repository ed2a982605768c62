import { proxy } from 'valtio';

/** Spec 8's display kinds. */
export type ErrorDisplay = 'critical' | 'alert' | 'message';

/** The error modal the shell shows (one at a time: the latest error wins). */
export interface ErrorModal {
  kind: ErrorDisplay;
  title: string;
  message: string;
}

/** UI state shared across screens. Toasts go through the design system's `notify()`. */
export const uiState = proxy({
  modal: null as ErrorModal | null,
  /** The onboarding's wizards are all done: the home page confirms it once. */
  journeyCompleted: false,
  /** Times the client validated her contact data on this page: the wizard launcher asks again. */
  contactValidated: 0,
});

export function closeModal(): void {
  uiState.modal = null;
}

/** Back to the initial state (tests). */
export function resetUiState(): void {
  uiState.modal = null;
  uiState.journeyCompleted = false;
  uiState.contactValidated = 0;
}
