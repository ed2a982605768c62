import { orderSigning } from '@inversiones/contract';
import { useFileDownloads } from '../documents/use-file-downloads.ts';
import type { OrderFamily } from './calls.ts';
import type { TableOrder } from './table-order.ts';

const PDF = 'pdf:';
const EARLY = 'liquidacion:';

/**
 * An order's PDFs, each checked to be a PDF before it is saved: the order's document (signed,
 * with its signature page, once signed) and, for an early settlement, the settlement's.
 */
export function useOrderPdfs(family: OrderFamily) {
  const files = useFileDownloads();
  const signedName = (order: TableOrder) =>
    orderSigning.orderFileName(family, order.folio, order.source.firma !== null);

  const preview = (order: TableOrder) =>
    files.download(`${PDF}${order.folio}`, {
      path: orderSigning.orderPdfPath(family, order.folio, true),
      fallbackName: signedName(order),
      kind: 'pdf',
    });

  const previewEarlySettlement = (order: TableOrder) =>
    files.download(`${EARLY}${order.folio}`, {
      path: orderSigning.earlySettlementPdfPath(family, order.folio),
      fallbackName: signedName(order).replace(/\.pdf$/, '-liquidacion.pdf'),
      kind: 'pdf',
    });

  const folioOf = (id: string) => id.slice(id.indexOf(':') + 1);
  const previewing = [...files.downloadingIds].find((id) => id.startsWith(PDF));
  return {
    preview,
    previewEarlySettlement,
    /** The order whose PDF is opening (the table shows one at a time). */
    previewingFolio: previewing ? folioOf(previewing) : undefined,
    isOpeningEarlySettlement: (folio: string) => files.downloadingIds.has(`${EARLY}${folio}`),
    /** The orders whose last PDF failed (until it is asked again). */
    failedFolios: [...new Set([...files.failedIds].map(folioOf))],
  };
}
