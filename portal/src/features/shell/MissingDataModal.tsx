import { Button, Dialog, Modal, Stack, Text } from '@inversiones/design-system';
import * as messages from '../../messages.ts';

export interface MissingDataModalProps {
  /** The missing items (datos of /cliente/datosFaltantes). */
  items: readonly string[];
  onClose: () => void;
}

/** Spec 2: 'DATOS FALTANTES': the executive must register these before enrolment continues. */
export function MissingDataModal({ items, onClose }: MissingDataModalProps) {
  return (
    <Modal
      isOpen={items.length > 0}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <Dialog
        role="alertdialog"
        title={messages.shell.missingDataTitle}
        footer={(close) => <Button onPress={close}>{messages.shell.accept}</Button>}
      >
        <Stack gap="sm">
          <Text>{messages.shell.missingDataBody}</Text>
          <ul>
            {items.map((item) => (
              <li key={item}>
                <Text as="span" weight="semibold">
                  {item}
                </Text>
              </li>
            ))}
          </ul>
        </Stack>
      </Dialog>
    </Modal>
  );
}
