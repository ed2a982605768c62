import * as messages from '../../messages.ts';
import { CountBadge, NewBadge } from '../Badge/index.ts';
import type { PortalMenuItem } from './menu.ts';

/** The marks beside a menu item's label: '¡Nuevo!' and its count (announced in words). */
export function ItemMarks({ item }: { item: PortalMenuItem }) {
  const count = item.count ?? 0;
  return (
    <>
      {item.isNew ? <NewBadge /> : null}
      {count > 0 ? (
        // The comma keeps the words apart from the label in the link's name ('Firma, 7 pendientes').
        <CountBadge
          count={count}
          label={`, ${item.countLabel ?? messages.header.itemCount(count)}`}
        />
      ) : null}
    </>
  );
}
