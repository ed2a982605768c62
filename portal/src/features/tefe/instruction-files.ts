import { tefeInstructions } from '@inversiones/contract';
import type { ReceiptFiles } from '../api-state/use-receipt-download.ts';

/** A TEFE instruction's PDF receipt, by its id (the list and the voucher have it). */
export const instructionFiles = (folioOf: (id: string) => string): ReceiptFiles => ({
  pathOf: tefeInstructions.instructionPdfPath,
  fileNameOf: (id) => tefeInstructions.instructionFileName(folioOf(id)),
});
