import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import * as messages from '../../messages.ts';
import { Alert } from '../Alert/index.ts';
import { Button } from '../Button/index.ts';
import { Dialog, Modal } from '../Dialog/index.ts';
import { TextArea } from '../TextArea/index.ts';
import { FocusFallback } from './FocusFallback.tsx';
import type { SigningDocument } from './signing-document.ts';
import * as s from './DocumentSigningList.css.ts';

const m = messages.documentSigning;

export interface DocumentRejectDialogProps<D extends SigningDocument> {
  /** The document to reject; the modal is open while it is given. */
  document: D | null;
  onOpenChange: (isOpen: boolean) => void;
  /** 'Rechazar documento' with a reason `validateReason` accepted (as typed). */
  onConfirm: (document: D, reason: string) => void;
  /** The reason's rule: the Spanish error, or null when it may be sent. */
  validateReason?: (reason: string) => string | null | undefined;
  /** Most characters of the reason (the counter shows it). */
  reasonMaxLength?: number;
  /** Why the last rejection failed, announced in the modal (the reason stays to try again). */
  error?: ReactNode;
  /** The caller is rejecting: 'Rechazando...', and the modal cannot be closed meanwhile. */
  isRejecting?: boolean;
  /** Takes the focus when the modal closes and its opener is gone. */
  returnFocusTo?: () => HTMLElement | null | undefined;
}

/**
 * The rejection modal of one document: a required reason, checked by the caller's rule before
 * anything is sent (its error under the field, which takes the focus). The reason is kept while
 * the modal is open and cleared when it closes.
 */
export function DocumentRejectDialog<D extends SigningDocument>({
  document,
  onOpenChange,
  onConfirm,
  validateReason,
  reasonMaxLength = 500,
  error,
  isRejecting = false,
  returnFocusTo,
}: DocumentRejectDialogProps<D>) {
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const fieldRef = useRef<HTMLTextAreaElement>(null);
  // The footer's 'Rechazar documento' submits the form from outside it.
  const formId = useId();
  const isOpen = document !== null;
  const [wasOpen, setWasOpen] = useState(isOpen);
  if (wasOpen !== isOpen) {
    setWasOpen(isOpen);
    if (!isOpen) {
      setReason('');
      setReasonError(null);
    }
  }
  const [shown, setShown] = useState(document);
  if (document && document !== shown) setShown(document);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!document || isRejecting) return;
    const problem = validateReason?.(reason) ?? null;
    setReasonError(problem);
    if (problem) {
      fieldRef.current?.focus();
      return;
    }
    onConfirm(document, reason);
  };

  return (
    <Modal isOpen={isOpen} onOpenChange={onOpenChange} isClosable={!isRejecting}>
      <Dialog
        title={m.rejectTitle}
        footer={(close) => (
          <>
            <Button variant="secondary" onPress={close} isDisabled={isRejecting}>
              {m.cancel}
            </Button>
            <Button
              type="submit"
              form={formId}
              variant="danger"
              isPending={isRejecting}
              pendingLabel={m.rejecting}
            >
              {m.confirmReject}
            </Button>
          </>
        )}
      >
        <form id={formId} className={s.dialogBody} onSubmit={submit} noValidate>
          <FocusFallback target={returnFocusTo} />
          {shown ? (
            <p className={s.dialogText}>
              {m.rejectSummary(m.documentName(shown.title, shown.version))}
            </p>
          ) : null}
          <TextArea
            ref={fieldRef}
            label={m.reasonLabel}
            value={reason}
            onChange={(next) => {
              setReason(next);
              // Once shown, the error follows what is typed (it goes away when the reason is fine).
              if (reasonError) setReasonError(validateReason?.(next) ?? null);
            }}
            rule={null}
            maxLength={reasonMaxLength}
            rows={4}
            isRequired
            isDisabled={isRejecting}
            isInvalid={reasonError !== null || undefined}
            errorMessage={reasonError ?? undefined}
          />
          {error ? (
            <Alert priority="error" isLive>
              {error}
            </Alert>
          ) : null}
        </form>
      </Dialog>
    </Modal>
  );
}
