import { useState } from 'react';
import { VisuallyHidden } from 'react-aria-components';
import * as messages from '../../messages.ts';
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
  /** Without it the dialog only shows the comments. */
  onAdd?: (text: string) => void;
  isAdding?: boolean;
}

/** An order's comments (view) and a field to add one (portal-spec 7: comments GET and POST). */
export function CommentsDialog({
  folio,
  onOpenChange,
  comments,
  isLoading = false,
  onAdd,
  isAdding = false,
}: CommentsDialogProps) {
  const [text, setText] = useState('');
  return (
    <Modal isOpen={folio !== null} onOpenChange={onOpenChange}>
      <Dialog title={m.commentsTitle(folio ?? '')}>
        <div className={s.dialogBody}>
          {isLoading ? (
            <VisuallyHidden elementType="span">
              <span role="status">{m.loading}</span>
            </VisuallyHidden>
          ) : comments.length === 0 ? (
            <p className={s.dialogText}>{m.noComments}</p>
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
                setText('');
              }}
            >
              <TextArea
                label={m.newComment}
                value={text}
                onChange={setText}
                rows={3}
                isDisabled={isAdding}
              />
              <div className={s.commentActions}>
                <Button
                  type="submit"
                  variant="secondary"
                  isDisabled={!text.trim()}
                  isPending={isAdding}
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
