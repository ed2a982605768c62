import { useState, type ReactNode } from 'react';
import * as messages from '../../messages.ts';
import { Checkbox } from '../Checkbox/index.ts';
import { Dialog, Modal } from '../Dialog/index.ts';
import {
  SignatureConfirmationSlot,
  SignatureDialogFooter,
} from '../private/SignatureDialogParts.tsx';
import { FocusFallback } from './FocusFallback.tsx';
import type { SigningDocument } from './signing-document.ts';
import * as s from './DocumentSigningList.css.ts';

const m = messages.documentSigning;

export interface DocumentSignDialogProps<D extends SigningDocument> {
  /** The document to sign; the modal is open while it is given. */
  document: D | null;
  onOpenChange: (isOpen: boolean) => void;
  /** 'Firmar', once the declaration is ticked; the modal stays open until the caller closes it. */
  onConfirm: (document: D) => void;
  /** The caller's confirmation step under the declaration (the second factor's code entry). */
  confirmation?: ReactNode;
  /** Why the last signature failed, announced in the modal. */
  error?: ReactNode;
  /** 'Firmar' reads 'Reintentar': the last signature got no answer and may be sent again. */
  canRetry?: boolean;
  /** The caller is signing: 'Firmando...', and the modal cannot be closed meanwhile. */
  isSigning?: boolean;
  /** Takes the focus when the modal closes and its opener is gone. */
  returnFocusTo?: () => HTMLElement | null | undefined;
}

/**
 * The signing modal of one document: the read-and-understood declaration, the caller's second
 * factor and error. It keeps what was ticked while open (a wrong code is typed again, not the
 * declaration) and asks again on every opening.
 */
export function DocumentSignDialog<D extends SigningDocument>({
  document,
  onOpenChange,
  onConfirm,
  confirmation,
  error,
  canRetry = false,
  isSigning = false,
  returnFocusTo,
}: DocumentSignDialogProps<D>) {
  const [declared, setDeclared] = useState(false);
  const isOpen = document !== null;
  const [wasOpen, setWasOpen] = useState(isOpen);
  // Every opening asks again: a declaration never carries over to another document.
  if (wasOpen !== isOpen) {
    setWasOpen(isOpen);
    if (!isOpen) setDeclared(false);
  }
  // The modal fades out after closing: it keeps showing the document it was opened for.
  const [shown, setShown] = useState(document);
  if (document && document !== shown) setShown(document);

  return (
    <Modal isOpen={isOpen} onOpenChange={onOpenChange} isClosable={!isSigning}>
      <Dialog
        title={m.signTitle}
        footer={(close) => (
          <SignatureDialogFooter
            texts={m}
            onCancel={close}
            onSign={() => {
              if (document) onConfirm(document);
            }}
            isReady={declared}
            isSigning={isSigning}
            canRetry={canRetry}
          />
        )}
      >
        <div className={s.dialogBody}>
          <FocusFallback target={returnFocusTo} />
          {shown ? (
            <p className={s.dialogText}>
              {m.signSummary(m.documentName(shown.title, shown.version))}
            </p>
          ) : null}
          <Checkbox
            label={m.declaration}
            value={declared}
            onChange={setDeclared}
            isRequired
            isDisabled={isSigning}
          />
          <SignatureConfirmationSlot confirmation={confirmation} error={error} />
        </div>
      </Dialog>
    </Modal>
  );
}
