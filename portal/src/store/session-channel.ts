// One BroadcastChannel shared by the portal's tabs: activity and the end of the session.
export const SESSION_CHANNEL = 'inversiones-session';

export type SessionEndReason = 'logout' | 'expired' | 'unauthorized';

export type SessionMessage =
  { type: 'activity'; at: number } | { type: 'ended'; reason: SessionEndReason };

type Listener = (message: SessionMessage) => void;

let channel: BroadcastChannel | null = null;
const listeners = new Set<Listener>();

function isSessionMessage(data: unknown): data is SessionMessage {
  if (!data || typeof data !== 'object') return false;
  const { type } = data as { type?: unknown };
  return type === 'activity' || type === 'ended';
}

function open(): BroadcastChannel | null {
  if (channel) return channel;
  if (typeof BroadcastChannel === 'undefined') return null;
  channel = new BroadcastChannel(SESSION_CHANNEL);
  // Node (tests) keeps a process alive for an open channel; browsers have no unref.
  (channel as BroadcastChannel & { unref?: () => void }).unref?.();
  channel.onmessage = (event: MessageEvent<unknown>) => {
    if (!isSessionMessage(event.data)) return;
    for (const listener of [...listeners]) listener(event.data);
  };
  return channel;
}

/** Tells the other tabs (a tab never receives its own messages). */
export function postSessionMessage(message: SessionMessage): void {
  try {
    open()?.postMessage(message);
  } catch {
    // A closed channel (page unloading): nothing to tell.
  }
}

/** Listens to the other tabs; returns the unsubscribe function. */
export function subscribeSessionMessages(listener: Listener): () => void {
  open();
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Closes the channel (tests). */
export function closeSessionChannel(): void {
  listeners.clear();
  channel?.close();
  channel = null;
}
