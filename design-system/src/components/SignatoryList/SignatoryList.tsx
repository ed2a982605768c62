import { useId } from 'react';
import * as messages from '../../messages.ts';
import { Badge } from '../Badge/index.ts';
import { Skeleton } from '../Skeleton/index.ts';
import * as s from './SignatoryList.css.ts';

export interface Signatory {
  id: string;
  /** 'Rodrigo Ignacio Soto Muñoz'. */
  name: string;
  /** Shown under the name: the rut as written ('15.432.198-5') and, if given, the power. */
  detail?: string;
  /** When they signed, as shown ('27/11/2026 10:32'); null while pending. */
  signedAt: string | null;
  /** The logged-in user: marked 'Usted'. */
  isCurrentUser?: boolean;
}

export interface SignatoryListProps {
  signatories: readonly Signatory[];
  /** Placeholder rows while the signatories load (announced as loading). */
  isLoading?: boolean;
  /** What an empty list says (default: no attorneys validated yet). */
  emptyMessage?: string;
  /**
   * The sentence the list opens with (default '1 de 2 firmas'): say it otherwise where fewer
   * than all of them sign (attorneys with joint or individual powers).
   */
  progress?: string;
  'aria-label'?: string;
  'aria-labelledby'?: string;
}

/**
 * Who signs a document and how far the signing has gone: a count ('1 de 2 firmas'), then each
 * signatory with their state, signed (with the date) or pending. The state is always text; the
 * badge's tone only reinforces it.
 */
export function SignatoryList({
  signatories,
  isLoading = false,
  emptyMessage,
  progress,
  ...labelling
}: SignatoryListProps) {
  const m = messages.signatoryList;
  const progressId = useId();
  if (isLoading) {
    return (
      <div className={s.root} role="status" aria-busy="true">
        <span className={s.visuallyHidden}>{m.loading}</span>
        <ul className={s.list} aria-hidden="true">
          {[0, 1].map((row) => (
            <li key={row} className={s.item}>
              <div className={s.who}>
                <Skeleton shape="text" width="60%" />
                <Skeleton shape="text" width="35%" />
              </div>
              <Skeleton width={96} height={24} />
            </li>
          ))}
        </ul>
      </div>
    );
  }
  if (!signatories.length) return <p className={s.empty}>{emptyMessage ?? m.empty}</p>;
  const signed = signatories.filter((one) => one.signedAt !== null).length;
  return (
    <div className={s.root}>
      <p className={s.progress} id={progressId}>
        {progress ?? m.progress(signed, signatories.length)}
      </p>
      {/* The count describes the list: a screen reader hears it on entering. */}
      <ul className={s.list} aria-describedby={progressId} {...labelling}>
        {signatories.map((one) => (
          <li key={one.id} className={s.item} aria-current={one.isCurrentUser || undefined}>
            <div className={s.who}>
              <p className={s.name}>
                <span>{one.name}</span>
                {one.isCurrentUser ? (
                  <Badge tone="info" size="sm">
                    {m.you}
                  </Badge>
                ) : null}
              </p>
              {one.detail ? <p className={s.detail}>{one.detail}</p> : null}
            </div>
            <div className={s.state}>
              {one.signedAt === null ? (
                <Badge tone="warning" size="sm">
                  {m.pending}
                </Badge>
              ) : (
                <>
                  <Badge tone="success" size="sm">
                    {m.signed}
                  </Badge>
                  <span className={s.detail}>{m.signedOn(one.signedAt)}</span>
                </>
              )}
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
