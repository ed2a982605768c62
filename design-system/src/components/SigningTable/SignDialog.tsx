import { useState } from 'react';
import { formatCurrency } from '@inversiones/es-cl';
import * as messages from '../../messages.ts';
import { Alert } from '../Alert/index.ts';
import { Button } from '../Button/index.ts';
import { Checkbox } from '../Checkbox/index.ts';
import { Dialog, Modal } from '../Dialog/index.ts';
import type { SigningOrder } from './signing-order.ts';
import * as s from './SigningTable.css.ts';

const m = messages.signingTable;

interface SignDialogProps<O extends SigningOrder> {
  orders: readonly O[];
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  onConfirm: (orders: O[]) => void;
}

/**
 * The signing modal (portal-spec 5): the read-and-understood declaration and, when an order does
 * not match the investor profile, the acceptance of responsibility; both before 'Firmar'.
 */
export function SignDialog<O extends SigningOrder>({
  orders,
  isOpen,
  onOpenChange,
  onConfirm,
}: SignDialogProps<O>) {
  const [declared, setDeclared] = useState(false);
  const [accepted, setAccepted] = useState(false);
  const mismatch = orders.some((order) => order.matchesProfile === false);
  const ready = declared && (!mismatch || accepted);

  const change = (open: boolean) => {
    // Every opening asks again: a declaration never carries over to another batch.
    if (!open) {
      setDeclared(false);
      setAccepted(false);
    }
    onOpenChange(open);
  };

  return (
    <Modal isOpen={isOpen} onOpenChange={change}>
      <Dialog
        title={m.signTitle}
        footer={(close) => (
          <>
            <Button variant="secondary" onPress={close}>
              {m.cancel}
            </Button>
            <Button
              isDisabled={!ready}
              onPress={() => {
                onConfirm([...orders]);
                close();
              }}
            >
              {m.sign}
            </Button>
          </>
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
          <Checkbox label={m.declaration} value={declared} onChange={setDeclared} isRequired />
          {mismatch ? (
            <Checkbox
              label={m.mismatchAcceptance}
              value={accepted}
              onChange={setAccepted}
              isRequired
            />
          ) : null}
        </div>
      </Dialog>
    </Modal>
  );
}
