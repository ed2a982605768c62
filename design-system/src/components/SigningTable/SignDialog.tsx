import { useState, type ReactNode } from 'react';
import { formatCurrency } from '@inversiones/es-cl';
import * as messages from '../../messages.ts';
import { Alert } from '../Alert/index.ts';
import { Checkbox } from '../Checkbox/index.ts';
import { Dialog, Modal } from '../Dialog/index.ts';
import {
  SignatureConfirmationSlot,
  SignatureDialogFooter,
} from '../private/SignatureDialogParts.tsx';
import type { SignConsent, SigningOrder } from './signing-order.ts';
import * as s from './SigningTable.css.ts';

const m = messages.signingTable;

interface SignDialogProps<O extends SigningOrder> {
  orders: readonly O[];
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  onConfirm: (orders: O[], consent: SignConsent) => void;
  /** 'Firmar' closes the modal (the default); false leaves closing to the caller. */
  closesOnConfirm?: boolean;
  /** The caller's confirmation step under the declarations (the second factor's code entry). */
  confirmation?: ReactNode;
  /** Why the last signing failed, announced in the modal. */
  error?: ReactNode;
  /** 'Firmar' reads 'Reintentar': the last signing got no answer and may be sent again. */
  canRetry?: boolean;
  /** The caller is signing: 'Firmando...', and the modal cannot be closed meanwhile. */
  isSigning?: boolean;
}

/**
 * The signing modal (portal-spec 5): the read-and-understood declaration and, when an order does
 * not match the investor profile, the acceptance of responsibility; both before 'Firmar'. With
 * `closesOnConfirm` false it stays open while the caller signs, keeping what was ticked, and
 * shows the caller's confirmation step and error.
 */
export function SignDialog<O extends SigningOrder>({
  orders,
  isOpen,
  onOpenChange,
  onConfirm,
  closesOnConfirm = true,
  confirmation,
  error,
  canRetry = false,
  isSigning = false,
}: SignDialogProps<O>) {
  const [declared, setDeclared] = useState(false);
  const [accepted, setAccepted] = useState(false);
  const [wasOpen, setWasOpen] = useState(isOpen);
  const mismatch = orders.some((order) => order.matchesProfile === false);
  const ready = declared && (!mismatch || accepted);

  // Every opening asks again: a declaration never carries over to another batch, whoever closed.
  if (wasOpen !== isOpen) {
    setWasOpen(isOpen);
    if (!isOpen) {
      setDeclared(false);
      setAccepted(false);
    }
  }

  const confirm = (close: () => void) => {
    onConfirm([...orders], { acceptsProfileMismatch: mismatch && accepted });
    if (closesOnConfirm) close();
  };

  return (
    <Modal isOpen={isOpen} onOpenChange={onOpenChange} isClosable={!isSigning}>
      <Dialog
        title={m.signTitle}
        footer={(close) => (
          <SignatureDialogFooter
            texts={m}
            onCancel={close}
            onSign={() => confirm(close)}
            isReady={ready}
            isSigning={isSigning}
            canRetry={canRetry}
          />
        )}
      >
        <div className={s.dialogBody}>
          <p className={s.dialogText}>{m.signSummary(orders.length)}</p>
          <ul className={s.summary}>
            {orders.map((order) => (
              <li key={order.folio} className={s.summaryItem}>
                <span>
                  {m.folio} {order.folio} · {order.instrument}
                </span>
                <span className={s.amount}>{formatCurrency(order.amount, order.currency)}</span>
              </li>
            ))}
          </ul>
          {mismatch ? <Alert priority="warning">{m.mismatchWarning}</Alert> : null}
          <Checkbox
            label={m.declaration}
            value={declared}
            onChange={setDeclared}
            isRequired
            isDisabled={isSigning}
          />
          {mismatch ? (
            <Checkbox
              label={m.mismatchAcceptance}
              value={accepted}
              onChange={setAccepted}
              isRequired
              isDisabled={isSigning}
            />
          ) : null}
          <SignatureConfirmationSlot confirmation={confirmation} error={error} />
        </div>
      </Dialog>
    </Modal>
  );
}
