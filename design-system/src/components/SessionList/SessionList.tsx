import * as messages from '../../messages.ts';
import { Badge } from '../Badge/index.ts';
import { Button } from '../Button/index.ts';
import * as s from './SessionList.css.ts';

export interface SessionListItem {
  /** The session's public id. */
  id: string;
  /** 'Chrome', 'Safari'. */
  browser: string;
  /** 'Windows', 'iOS'. */
  system: string;
  /** When it was opened, as shown ('27/11/2026 10:32'). */
  started: string;
  /** When it was last used, approximately, as shown ('hace 5 minutos'). */
  lastUse: string;
  /** The session this browser is using: marked, and it has no close button (logout closes it). */
  isCurrent: boolean;
}

export interface SessionListProps {
  sessions: readonly SessionListItem[];
  /** Closes one session (the caller calls the server and refreshes the list). */
  onClose: (id: string) => void;
  /** The session being closed: its button shows as pending. */
  closingId?: string | null;
  'aria-label'?: string;
  'aria-labelledby'?: string;
}

/**
 * The client's open sessions, one row each: browser and system, when it started and was last
 * used, this one marked, and 'Cerrar sesión' for every other. Each button names its device.
 */
export function SessionList({ sessions, onClose, closingId, ...props }: SessionListProps) {
  const m = messages.sessionList;
  return (
    <ul className={s.list} {...props}>
      {sessions.map((session) => {
        const device = m.on(session.browser, session.system);
        return (
          <li key={session.id} className={s.item} aria-current={session.isCurrent || undefined}>
            <div className={s.who}>
              <p className={s.device}>
                <span>{device}</span>
                {session.isCurrent ? (
                  <Badge tone="success" size="sm">
                    {m.current}
                  </Badge>
                ) : null}
              </p>
              <dl className={s.times}>
                <div className={s.time}>
                  <dt className={s.term}>{m.lastUse}:</dt>
                  <dd className={s.value}>{session.lastUse}</dd>
                </div>
                <div className={s.time}>
                  <dt className={s.term}>{m.started}:</dt>
                  <dd className={s.value}>{session.started}</dd>
                </div>
              </dl>
            </div>
            {session.isCurrent ? null : (
              <Button
                variant="secondary"
                size="sm"
                aria-label={closingId === session.id ? m.closingOf(device) : m.closeOf(device)}
                isPending={closingId === session.id}
                pendingLabel={m.closing}
                onPress={() => onClose(session.id)}
              >
                {m.close}
              </Button>
            )}
          </li>
        );
      })}
    </ul>
  );
}
