import type { ReactNode } from 'react';
import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import { button, spinner, type ButtonVariants } from '../private/button.css.ts';

export interface ButtonProps extends Omit<AriaButtonProps, 'className' | 'style' | 'children'> {
  /** primary (main action), secondary, tertiary (looks like a link), danger (destructive). */
  variant?: ButtonVariants['variant'];
  size?: ButtonVariants['size'];
  /** Stretches to the container's width (mobile forms). */
  fullWidth?: boolean;
  /** Text shown (and announced) while `isPending`; the label stays when omitted. */
  pendingLabel?: string;
  /** Optional icon before the label (decorative: the label names the button). */
  icon?: ReactNode;
  children: ReactNode;
}

/** The firm's button: a React Aria button, so press, keyboard and pending states behave alike. */
export function Button({
  variant,
  size,
  fullWidth,
  pendingLabel,
  icon,
  isPending,
  children,
  ...props
}: ButtonProps) {
  return (
    <AriaButton {...props} isPending={isPending} className={button({ variant, size, fullWidth })}>
      {isPending ? <span className={spinner} aria-hidden="true" /> : icon}
      <span>{isPending && pendingLabel ? pendingLabel : children}</span>
    </AriaButton>
  );
}
