import { Alert, Link } from '@inversiones/design-system';
import { useSnapshot } from 'valtio';
import { pendingSignaturesState } from '../../store/pending-signatures.ts';
import * as messages from './messages.ts';
import { ORDER_SIGNING_ROUTE } from './pending-menu.ts';

/**
 * The home's one-line notice of the orders waiting for a signature, with the way to them; nothing
 * when there are none (or the count is not known).
 */
export function PendingSignaturesNotice() {
  const { status, orders, dueToday } = useSnapshot(pendingSignaturesState);
  if (status !== 'ready' || orders === 0) return null;
  return (
    <Alert priority={dueToday > 0 ? 'warning' : 'info'}>
      {messages.pending.notice(orders, dueToday)}{' '}
      <Link href={ORDER_SIGNING_ROUTE}>{messages.pending.link}</Link>
    </Alert>
  );
}
