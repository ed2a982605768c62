import { useState, type ReactNode } from 'react';
import { VisuallyHidden } from 'react-aria-components';
import * as messages from '../../messages.ts';
import { Alert } from '../Alert/index.ts';
import { Button } from '../Button/index.ts';
import { Dialog, Modal } from '../Dialog/index.ts';
import { TextArea } from '../TextArea/index.ts';
import { displayDateTime } from './period.ts';
import type { OrderComment } from './signing-order.ts';
import * as s from './SigningTable.css.ts';

const m = messages.signingTable;

interface CommentsDialogProps {
  folio: string | null;
  onOpenChange: (isOpen: boolean) => void;
  comments: readonly OrderComment[];
  isLoading?: boolean;
  /** Why the comments could not be loaded or added: announced, the list is not shown as empty. */
  error?: ReactNode;
  /** Without it the dialog only shows the comments. */
  onAdd?: (text: string) => void;
  /**
   * The caller is adding it. When the caller reports it, the typed text stays until the adding
   * ends without `error` (a failure keeps it to retry); otherwise it clears on submit.
   */
  isAdding?: boolean;
}

/** An order's comments (view) and a field to add one (portal-spec 7: comments GET and POST). */
export function CommentsDialog({
  folio,
  onOpenChange,
  comments,
  isLoading = false,
  error,
  onAdd,
  isAdding,
}: CommentsDialogProps) {
  const [text, setText] = useState('');
  const [waiting, setWaiting] = useState(false);
  const [wasAdding, setWasAdding] = useState(isAdding);
  // The comment was added (the caller stopped adding with no error): the field empties.
  if (wasAdding !== isAdding) {
    setWasAdding(isAdding);
    if (!isAdding && waiting) {
      setWaiting(false);
      if (!error) setText('');
    }
  }
  return (
    <Modal isOpen={folio !== null} onOpenChange={onOpenChange}>
      <Dialog title={m.commentsTitle(folio ?? '')}>
        <div className={s.dialogBody}>
          {error ? (
            <Alert priority="error" isLive>
              {error}
            </Alert>
          ) : null}
          {isLoading ? (
            <VisuallyHidden elementType="span">
              <span role="status">{m.loading}</span>
            </VisuallyHidden>
          ) : comments.length === 0 ? (
            error ? null : (
              <p className={s.dialogText}>{m.noComments}</p>
            )
          ) : (
            <ul className={s.comments}>
              {comments.map((item) => (
                <li key={item.id} className={s.comment}>
                  <span className={s.commentMeta}>
                    {item.author ? `${item.author} · ` : ''}
                    {displayDateTime(item.commentDateTime)}
                  </span>
                  <span>{item.comment}</span>
                </li>
              ))}
            </ul>
          )}
          {onAdd ? (
            <form
              className={s.commentForm}
              onSubmit={(event) => {
                event.preventDefault();
                const trimmed = text.trim();
                if (!trimmed) return;
                onAdd(trimmed);
                if (isAdding === undefined) setText('');
                else setWaiting(true);
              }}
            >
              <TextArea
                label={m.newComment}
                value={text}
                onChange={setText}
                rows={3}
                isDisabled={Boolean(isAdding)}
              />
              <div className={s.commentActions}>
                <Button
                  type="submit"
                  variant="secondary"
                  isDisabled={!text.trim()}
                  isPending={Boolean(isAdding)}
                  pendingLabel={m.addingComment}
                >
                  {m.addComment}
                </Button>
              </div>
            </form>
          ) : null}
        </div>
      </Dialog>
    </Modal>
  );
}
