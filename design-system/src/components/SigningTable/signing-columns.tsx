import { formatCurrency } from '@inversiones/es-cl';
import * as messages from '../../messages.ts';
import { Badge } from '../Badge/index.ts';
import type { DataTableColumn } from '../DataTable/index.ts';
import { displayDate } from '../private/display-date.ts';
import type { SigningOrder } from './signing-order.ts';
import * as s from './SigningTable.css.ts';

const m = messages.signingTable;

/** The default columns of a signing list: Folio, Fecha, Instrumento, Monto. */
export function signingColumns<O extends SigningOrder>(): DataTableColumn<O>[] {
  return [
    { id: 'folio', header: m.folio, value: (o) => o.folio, isRowHeader: true },
    {
      id: 'date',
      header: m.date,
      // Wire dates sort as text; the cell shows DD/MM/YYYY.
      value: (o) => o.date.replaceAll('-', ''),
      cell: (o) => displayDate(o.date),
      numeric: true,
    },
    {
      id: 'instrument',
      header: m.instrument,
      value: (o) => o.instrument,
      cell: (o) => {
        const marked = (
          <span className={s.instrument}>
            {o.instrument}
            {o.dueToday ? (
              <Badge tone="error" size="sm">
                {m.dueToday}
              </Badge>
            ) : null}
            {o.matchesProfile === false ? (
              <Badge tone="warning" size="sm">
                {m.outOfProfile}
              </Badge>
            ) : null}
          </span>
        );
        return o.description ? (
          <span className={s.instrumentCell}>
            {marked}
            <span className={s.description}>{o.description}</span>
          </span>
        ) : (
          marked
        );
      },
    },
    {
      id: 'amount',
      header: m.amount,
      value: (o) => o.amount,
      cell: (o) => formatCurrency(o.amount, o.currency),
      numeric: true,
    },
  ];
}
