// A share order's PDF receipt: the portal voucher's rows (contract), with the client's name.
import { stockOrders } from '@inversiones/contract';
import { formatRut } from '@inversiones/es-cl';
import { BROKER } from '../market/catalogue.ts';
import { receiptPdf } from '../pdf/receipt-pdf.ts';

export function orderReceiptPdf(
  order: stockOrders.Order,
  owner: { name: string; rut: string },
): Promise<Uint8Array> {
  const [folio, ...rest] = stockOrders.orderReceiptRows(order);
  return receiptPdf({
    issuer: BROKER,
    title: `${stockOrders.orderReceiptTitle(order)} N° ${order.folio}`,
    rows: [folio!, ['Cliente', `${owner.name} - RUT ${formatRut(owner.rut)}`], ...rest],
    notes: stockOrders.orderReceiptNotes(order),
    at: new Date(order.ingresada),
  });
}
