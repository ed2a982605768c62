import { useRef, useState } from 'react';
import { outcomeOf } from '../fund-operations/use-operation.ts';
import { addComment, loadComments, type OrderComment, type OrderFamily } from './calls.ts';
import * as messages from './messages.ts';
import type { TableOrder } from './table-order.ts';

/** The contract's comment as the comments dialog shows it. */
const toDialogComment = (comment: OrderComment) => ({
  id: comment.id,
  comment: comment.comment,
  commentDateTime: comment.commentDateTime,
  author: comment.autor,
});

/** Why a comments call failed: the rule that refused it, or that it could not run. */
function failureText(error: unknown, fallback: string): string {
  const outcome = outcomeOf(error);
  return outcome.status === 'refused' ? outcome.message : fallback;
}

/** The comments of the order whose dialog is open, and the one being added. */
export function useOrderComments(family: OrderFamily) {
  const [comments, setComments] = useState<OrderComment[]>([]);
  const [isLoading, setLoading] = useState(false);
  const [isAdding, setAdding] = useState(false);
  const [error, setError] = useState<string>();
  // The order whose dialog is open: a late answer for another one is dropped.
  const current = useRef<string | null>(null);

  const open = (order: TableOrder) => {
    current.current = order.folio;
    setComments([]);
    setError(undefined);
    setLoading(true);
    loadComments(family, order.folio).then(
      (list) => {
        if (current.current !== order.folio) return;
        setComments(list);
        setLoading(false);
      },
      (failure: unknown) => {
        if (current.current !== order.folio) return;
        setError(failureText(failure, messages.comments.loadFailed));
        setLoading(false);
      },
    );
  };

  const add = (order: TableOrder, text: string) => {
    if (isAdding) return;
    setAdding(true);
    setError(undefined);
    addComment(family, order.folio, text).then(
      (list) => {
        if (current.current === order.folio) setComments(list);
        setAdding(false);
      },
      (failure: unknown) => {
        setError(failureText(failure, messages.comments.addFailed));
        setAdding(false);
      },
    );
  };

  return { comments: comments.map(toDialogComment), isLoading, isAdding, error, open, add };
}
