import { currencySpot } from '@inversiones/contract';
import type { ReceiptFiles } from '../api-state/use-receipt-download.ts';

/** An FX operation's PDF receipt. */
export const receiptFiles: ReceiptFiles = {
  pathOf: currencySpot.receiptPdfPath,
  fileNameOf: currencySpot.receiptFileName,
};
