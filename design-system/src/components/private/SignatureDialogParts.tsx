import type { ReactNode } from 'react';
import { Alert } from '../Alert/index.ts';
import { Button } from '../Button/index.ts';

/** The words of a signing modal's buttons, in the caller's messages. */
export interface SignatureDialogTexts {
  cancel: string;
  sign: string;
  retrySign: string;
  signing: string;
}

export interface SignatureDialogFooterProps {
  texts: SignatureDialogTexts;
  /** Closes the modal (the Dialog footer's close). */
  onCancel: () => void;
  onSign: () => void;
  /** Every declaration the modal asks for is ticked. */
  isReady: boolean;
  isSigning: boolean;
  canRetry: boolean;
}

/**
 * A signing modal's buttons (orders in a batch, a document): Cancelar, and Firmar once ready,
 * 'Reintentar' after a call with no answer, pending while the caller signs; nothing closes then.
 */
export function SignatureDialogFooter({
  texts,
  onCancel,
  onSign,
  isReady,
  isSigning,
  canRetry,
}: SignatureDialogFooterProps) {
  return (
    <>
      <Button variant="secondary" onPress={onCancel} isDisabled={isSigning}>
        {texts.cancel}
      </Button>
      <Button
        isDisabled={!isReady}
        isPending={isSigning}
        pendingLabel={texts.signing}
        onPress={onSign}
      >
        {canRetry ? texts.retrySign : texts.sign}
      </Button>
    </>
  );
}

/** Under a signing modal's declarations: the caller's second factor, and why the last try failed. */
export function SignatureConfirmationSlot({
  confirmation,
  error,
}: {
  confirmation?: ReactNode;
  error?: ReactNode;
}) {
  return (
    <>
      {confirmation}
      {error ? (
        <Alert priority="error" isLive>
          {error}
        </Alert>
      ) : null}
    </>
  );
}
