import type { SigningOrder } from '@inversiones/design-system';
import type { ContractOrder } from './calls.ts';

/** A row of the design system's signing table, keeping the contract's order it shows. */
export interface TableOrder extends SigningOrder {
  source: ContractOrder;
}

/** The contract's order as a table row; `today` (ISO) tells the orders due today. */
export function toTableOrder(order: ContractOrder, today: string): TableOrder {
  return {
    folio: order.folio,
    date: order.fecha,
    instrument: order.instrumento,
    description: order.descripcion,
    amount: order.monto.amount,
    currency: order.monto.currency,
    documentType: order.documentType,
    matchesProfile: order.acordeAlPerfil,
    dueToday: order.firma === null && order.venceEl === today,
    source: order,
  };
}
