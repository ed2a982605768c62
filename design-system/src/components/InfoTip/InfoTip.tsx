import { useState, type ReactNode } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import * as messages from '../../messages.ts';
import { Icon } from '../Icon/index.ts';
import { Tooltip, type TooltipProps } from '../Tooltip/index.ts';
import { button } from './InfoTip.css.ts';

export interface InfoTipProps extends Pick<
  TooltipProps,
  'placement' | 'isOpen' | 'defaultOpen' | 'onOpenChange'
> {
  /** The tip's text (100 to 200 px wide). */
  children: ReactNode;
  /** The button's accessible name (default 'Más información'); say what it is about. */
  label?: string;
}

/** An info icon button with an accessible name that shows a short tooltip on focus and hover. */
export function InfoTip({
  children,
  label = messages.tooltip.moreInfo,
  isOpen,
  defaultOpen = false,
  onOpenChange,
  placement,
}: InfoTipProps) {
  // Controlled here so a tap (touch has neither hover nor keyboard focus) can open it too.
  const [open, setOpen] = useState(defaultOpen);
  const change = (next: boolean) => {
    setOpen(next);
    onOpenChange?.(next);
  };
  return (
    <Tooltip
      content={children}
      width="narrow"
      delay={300}
      placement={placement}
      isOpen={isOpen ?? open}
      onOpenChange={change}
    >
      <AriaButton aria-label={label} className={button} onPress={() => change(true)}>
        <Icon name="info" size="md" />
      </AriaButton>
    </Tooltip>
  );
}
