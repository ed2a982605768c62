import { Button, Dialog, Modal, Text } from '@inversiones/design-system';
import * as messages from '../../messages.ts';

export interface NotificationDialogProps {
  /** The notification opened from the panel (null: closed). */
  notification: { message: string } | null;
  /** Marking it read failed: said under its content. */
  readFailed?: boolean;
  onClose: () => void;
}

/** An opened notification: its content in a dialog (the panel only lists them). */
export function NotificationDialog({ notification, readFailed, onClose }: NotificationDialogProps) {
  return (
    <Modal
      isOpen={notification !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <Dialog
        title={messages.shell.notificationTitle}
        footer={(close) => <Button onPress={close}>{messages.shell.accept}</Button>}
      >
        <Text>{notification?.message}</Text>
        {readFailed ? <Text role="status">{messages.shell.notificationReadError}</Text> : null}
      </Dialog>
    </Modal>
  );
}
