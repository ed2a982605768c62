import type { ReactNode } from 'react';
import { SelectValueContext, useSlottedContext } from 'react-aria-components';

interface SelectValueTextProps {
  className?: string;
  isPlaceholder: boolean;
  children: ReactNode;
}

/**
 * The trigger's value text, with React Aria's value id (the trigger is named by its label and
 * this text). Ours rather than React Aria's SelectValue, which builds an `Intl.ListFormat` on
 * every render: a long generated form with dozens of selects paid for it on each one.
 */
export function SelectValueText({ className, isPlaceholder, children }: SelectValueTextProps) {
  const context = useSlottedContext(SelectValueContext) as { id?: string } | null | undefined;
  return (
    <span id={context?.id} className={className} data-placeholder={isPlaceholder || undefined}>
      {children}
    </span>
  );
}
