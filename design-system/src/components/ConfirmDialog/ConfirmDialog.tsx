import { useId, useRef, type ReactNode } from 'react';
import * as messages from '../../messages.ts';
import { Button } from '../Button/index.ts';
import { Dialog, Modal } from '../Dialog/index.ts';
import { message as messageClass } from './ConfirmDialog.css.ts';

const m = messages.confirm;

/** The spec's confirmations, with their texts; `custom` takes everything from props. */
export type ConfirmKind = 'logout' | 'bank' | 'delete' | 'custom';

const presets: Record<
  Exclude<ConfirmKind, 'custom'>,
  { title: string; message: string; confirm: string; cancel: string; destructive: boolean }
> = {
  logout: {
    title: m.logoutTitle,
    message: m.logoutMessage,
    confirm: m.logoutConfirm,
    cancel: m.cancel,
    destructive: false,
  },
  bank: {
    title: m.bankTitle,
    message: m.bankMessage,
    confirm: m.bankConfirm,
    cancel: m.cancel,
    destructive: false,
  },
  delete: {
    title: m.deleteTitle,
    message: m.deleteMessage,
    confirm: m.deleteYes,
    cancel: m.deleteNo,
    destructive: true,
  },
};

export interface ConfirmDialogProps {
  /** logout, bank (leaving for the partner bank), delete ('No' / 'Si') or custom. */
  kind?: ConfirmKind;
  isOpen?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  /** Overrides the preset's title (required for `custom`). */
  title?: ReactNode;
  /** Overrides the preset's question. */
  message?: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** Called when the user confirms; the dialog then closes. */
  onConfirm?: () => void;
  /** Called on the cancel button, Escape or a click on the backdrop. */
  onCancel?: () => void;
  /** Paints the confirm button as destructive (default: only for delete). */
  isDestructive?: boolean;
}

/**
 * A confirmation: an alertdialog with a question and two buttons, the safe one focused first.
 * Escape cancels. Use it controlled (`isOpen`/`onOpenChange`) or with `defaultOpen`, not inside
 * a DialogTrigger (whose state would bypass `onCancel`).
 */
export function ConfirmDialog({
  kind = 'custom',
  isOpen,
  defaultOpen,
  onOpenChange,
  title,
  message,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  isDestructive,
}: ConfirmDialogProps) {
  const preset = kind === 'custom' ? undefined : presets[kind];
  const confirmed = useRef(false);
  const messageId = useId();
  const handleOpenChange = (open: boolean) => {
    if (!open) {
      if (!confirmed.current) onCancel?.();
      confirmed.current = false;
    }
    onOpenChange?.(open);
  };
  return (
    <Modal isOpen={isOpen} defaultOpen={defaultOpen} onOpenChange={handleOpenChange}>
      <Dialog
        role="alertdialog"
        aria-describedby={messageId}
        isClosable={false}
        title={title ?? preset?.title ?? ''}
        footer={(close) => (
          <>
            <Button
              variant="secondary"
              // The alertdialog pattern: focus starts on the least destructive action.
              // eslint-disable-next-line jsx-a11y/no-autofocus
              autoFocus
              onPress={close}
            >
              {cancelLabel ?? preset?.cancel ?? m.cancel}
            </Button>
            <Button
              variant={(isDestructive ?? preset?.destructive) ? 'danger' : 'primary'}
              onPress={() => {
                confirmed.current = true;
                onConfirm?.();
                close();
              }}
            >
              {confirmLabel ?? preset?.confirm ?? m.bankConfirm}
            </Button>
          </>
        )}
      >
        <p id={messageId} className={messageClass}>
          {message ?? preset?.message}
        </p>
      </Dialog>
    </Modal>
  );
}
