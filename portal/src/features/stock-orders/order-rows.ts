import type { OrderStatusRow } from '@inversiones/design-system';
import { santiagoDateTime } from '@inversiones/design-system/es-cl';
import type { stockOrders, stocks } from '@inversiones/contract';

/** An order of the contract (Spanish wire names) as the design system's list takes it. */
export const toOrderRow = (order: stockOrders.Order): OrderStatusRow => ({
  folio: order.folio,
  side: order.tipo,
  ticker: order.nemo,
  name: order.nombre,
  orderType: order.tipoOrden,
  quantity: order.cantidad,
  limitPrice: order.precioLimite,
  state: order.estado,
  reason: order.motivo,
  filledQuantity: order.cantidadEjecutada,
  fillPrice: order.precioEjecucion,
  total: order.total.amount,
  sessionDate: order.rueda,
  placedAt: order.ingresada,
  filledAt: order.ejecutada,
  cancelledAt: order.anulada,
});

/**
 * The session an order entered now goes to (ISO date): today's while the exchange is open or
 * about to open; when it is closed, the next opening's (the order is scheduled for it). The
 * default period ends there, so a scheduled order, the one most likely to be cancelled, shows.
 */
export function currentSession(schedule: stocks.Schedule): string {
  return schedule.fase === 'cerrado'
    ? santiagoDateTime(schedule.proximaApertura).date
    : schedule.fecha;
}
