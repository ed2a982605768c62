import { Alert } from '@inversiones/design-system';

/** What an action on a list answered: done (success) or not (error), in the client's words. */
export type Notice = { ok: boolean; text: string } | null;

/** The notice above the list it concerns, announced as it appears. */
export function NoticeAlert({ notice }: { notice: Notice }) {
  return notice ? (
    <Alert priority={notice.ok ? 'success' : 'error'} isLive>
      {notice.text}
    </Alert>
  ) : null;
}
