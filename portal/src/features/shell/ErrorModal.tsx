import { Button, Dialog, Modal } from '@inversiones/design-system';
import { useSnapshot } from 'valtio';
import * as messages from '../../messages.ts';
import { closeModal, uiState } from '../../store/ui.ts';

/** The shared error handler's modal (spec 8: modal mode and critical errors). */
export function ErrorModal() {
  const { modal } = useSnapshot(uiState);
  return (
    <Modal
      isOpen={modal !== null}
      onOpenChange={(open) => {
        if (!open) closeModal();
      }}
    >
      <Dialog
        role="alertdialog"
        title={modal?.title ?? ''}
        footer={(close) => <Button onPress={close}>{messages.shell.accept}</Button>}
      >
        <p>{modal?.message}</p>
      </Dialog>
    </Modal>
  );
}
