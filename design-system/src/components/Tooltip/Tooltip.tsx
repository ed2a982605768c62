import type { ReactElement, ReactNode } from 'react';
import {
  OverlayArrow,
  Tooltip as AriaTooltip,
  TooltipTrigger,
  type TooltipProps as AriaTooltipProps,
} from 'react-aria-components';
import { arrow, tooltip, type TooltipVariants } from './Tooltip.css.ts';

export interface TooltipProps {
  /** The tip's text: a short complement, never the only place of essential information. */
  content: ReactNode;
  /** The trigger: one focusable React Aria element (a design-system Button or Link). */
  children: ReactElement;
  placement?: AriaTooltipProps['placement'];
  /** Hover delay in ms before it opens (default 500); keyboard focus opens it at once. */
  delay?: number;
  /** default (max 280 px) or narrow (100-200 px). */
  width?: TooltipVariants['width'];
  isOpen?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  isDisabled?: boolean;
}

/**
 * A tooltip (React Aria): opens on keyboard focus and hover, closes on Escape, blur or leaving;
 * the trigger is described by it while open.
 */
export function Tooltip({
  content,
  children,
  placement = 'top',
  delay = 500,
  width,
  ...props
}: TooltipProps) {
  return (
    <TooltipTrigger delay={delay} closeDelay={200} {...props}>
      {children}
      <AriaTooltip placement={placement} offset={8} className={tooltip({ width })}>
        <OverlayArrow>
          <svg width={12} height={6} viewBox="0 0 12 6" className={arrow} aria-hidden="true">
            <path d="M0 0 L6 6 L12 0" />
          </svg>
        </OverlayArrow>
        {content}
      </AriaTooltip>
    </TooltipTrigger>
  );
}
