import { Alert, Link } from '@inversiones/design-system';
import { useSnapshot } from 'valtio';
import { pendingSignaturesState } from '../../store/pending-signatures.ts';
import { DOCUMENTS_TAB } from './documents-tab.ts';
import * as messages from './messages.ts';
import { ORDER_SIGNING_ROUTE } from './pending-menu.ts';

/**
 * The home's one-line notice of the signatures waiting (orders and documents), with the way to
 * them (straight to the documents' tab when only documents wait); nothing when there are none
 * (or the count is not known).
 */
export function PendingSignaturesNotice() {
  const { status, total, documents, dueToday } = useSnapshot(pendingSignaturesState);
  if (status !== 'ready' || total === 0) return null;
  const onlyDocuments = documents === total;
  return (
    <Alert priority={dueToday > 0 ? 'warning' : 'info'}>
      {messages.pending.notice(total, dueToday)}{' '}
      <Link
        href={
          onlyDocuments ? `${ORDER_SIGNING_ROUTE}?familia=${DOCUMENTS_TAB}` : ORDER_SIGNING_ROUTE
        }
      >
        {messages.pending.link}
      </Link>
    </Alert>
  );
}
