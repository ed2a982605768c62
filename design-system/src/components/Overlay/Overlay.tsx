import type { ReactNode } from 'react';
import {
  Button as AriaButton,
  Dialog as AriaDialog,
  DialogTrigger,
  Popover,
  type PopoverProps,
} from 'react-aria-components';
import * as messages from '../../messages.ts';
import { Icon } from '../Icon/index.ts';
import { dialog, popover, trigger } from './Overlay.css.ts';

export interface OverlayProps {
  /** The description (text or sanitised HTML via SafeHtml). */
  children: ReactNode;
  /**
   * The '+' button's accessible name; include what it describes, e.g. 'Ver descripción de
   * Contrato de mandato' (default 'Ver descripción').
   */
  label?: string;
  placement?: PopoverProps['placement'];
  isOpen?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
}

/**
 * The '+' description overlay of contract items: a '+' button opens a popover (a non-modal
 * dialog) with the description, at most 250 px high with scroll. Escape or a click outside closes
 * it and focus returns to the '+'.
 */
export function Overlay({
  children,
  label = messages.overlay.showDescription,
  placement = 'bottom start',
  ...props
}: OverlayProps) {
  return (
    <DialogTrigger {...props}>
      <AriaButton aria-label={label} className={trigger}>
        <Icon name="plus" size="md" />
      </AriaButton>
      <Popover placement={placement} offset={6} className={popover}>
        <AriaDialog aria-label={label} className={dialog}>
          {children}
        </AriaDialog>
      </Popover>
    </DialogTrigger>
  );
}
