import type { ReactNode } from 'react';
import { formatRut } from '@inversiones/es-cl';
import * as messages from '../../messages.ts';
import { Badge } from '../Badge/index.ts';
import { Button } from '../Button/index.ts';
import { Skeleton } from '../Skeleton/index.ts';
import { StateMessage } from '../StateMessage/index.ts';
import * as s from './MandataryList.css.ts';

export interface MandataryListItem {
  /** The person's rut, any format (shown with dots and hyphen). */
  rut: string;
  name: string;
  /** The mandatary types' descriptions ('Operador', 'Supervisor'), each shown as a badge. */
  types: readonly string[];
  /** May operate international transfers (TEFE). */
  hasTefe: boolean;
  isActive: boolean;
  /** The supervisor looking at the list: marked, and without a remove button. */
  isYou: boolean;
}

export interface MandataryListProps {
  mandataries: readonly MandataryListItem[];
  /** Starts removing one (the caller confirms it with a code and refreshes the list). */
  onRemove: (rut: string) => void;
  /** The rut being removed: its button shows as pending. */
  removingRut?: string | null;
  /** Loading: placeholder rows, announced as busy. */
  isLoading?: boolean;
  /** What to show instead of the list when it could not be loaded (a message and a retry). */
  error?: ReactNode;
  'aria-label'?: string;
  'aria-labelledby'?: string;
}

/**
 * The mandataries of a company, one row each: name and rut, type badges, TEFE and state, the
 * supervisor himself marked, and 'Eliminar' on every other row naming whom it removes.
 */
export function MandataryList({
  mandataries,
  onRemove,
  removingRut,
  isLoading = false,
  error,
  ...props
}: MandataryListProps) {
  const m = messages.mandataryList;
  if (error) return <>{error}</>;
  if (isLoading) {
    return (
      <div className={s.list} role="status" aria-busy="true" aria-label={m.loading}>
        {[0, 1].map((row) => (
          <div key={row} className={s.skeletonRow}>
            <Skeleton shape="text" width="60%" />
            <Skeleton shape="text" width="35%" />
          </div>
        ))}
      </div>
    );
  }
  if (mandataries.length === 0) {
    return (
      <StateMessage tone="empty" title={m.emptyTitle} titleLevel={3}>
        {m.emptyText}
      </StateMessage>
    );
  }
  return (
    <ul className={s.list} {...props}>
      {mandataries.map((person) => (
        <li key={person.rut} className={s.item}>
          <div className={s.who}>
            <p className={s.name}>
              <span>{person.name}</span>
              {person.isYou ? (
                <Badge tone="brand" size="sm">
                  {m.you}
                </Badge>
              ) : null}
            </p>
            <p className={s.rut}>
              {m.rut} {formatRut(person.rut)}
            </p>
            <ul className={s.badges} aria-label={m.types}>
              {person.types.map((type) => (
                <li key={type}>
                  <Badge tone="info" size="sm">
                    {type}
                  </Badge>
                </li>
              ))}
              {person.hasTefe ? (
                <li>
                  <Badge tone="neutral" size="sm">
                    {m.tefe}
                  </Badge>
                </li>
              ) : null}
              <li>
                <Badge tone={person.isActive ? 'success' : 'warning'} size="sm">
                  {person.isActive ? m.active : m.inactive}
                </Badge>
              </li>
            </ul>
          </div>
          {person.isYou ? (
            <p className={s.note}>{m.selfNote}</p>
          ) : (
            <Button
              variant="secondary"
              size="sm"
              aria-label={
                removingRut === person.rut ? m.removingOf(person.name) : m.removeOf(person.name)
              }
              isPending={removingRut === person.rut}
              pendingLabel={m.removing}
              onPress={() => onRemove(person.rut)}
            >
              {m.remove}
            </Button>
          )}
        </li>
      ))}
    </ul>
  );
}
