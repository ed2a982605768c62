/**
 * Focuses the control of a field that just mounted in place of its shell: a date's first segment,
 * a select's trigger or the input (not the label's info button).
 */
export function focusFieldControl(wrapper: HTMLElement | null): void {
  const control =
    wrapper?.querySelector<HTMLElement>('[role="spinbutton"]') ??
    wrapper?.querySelector<HTMLElement>('button[aria-haspopup="listbox"]') ??
    wrapper?.querySelector<HTMLElement>('input:not([type="hidden"]), textarea');
  control?.focus();
}
