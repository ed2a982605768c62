import { funds } from '@inversiones/contract';
import { savePdfFrom } from '../../wizard/documents/pdf-download.ts';

/**
 * Downloads a fund's rules of procedure or information file through the HTTP client (blob, the
 * session's headers) and saves it; rejects when the call fails or the answer is not a PDF.
 */
export const downloadFundDocument = (
  fundId: string,
  document: funds.FundDocument,
  fallbackName: string,
): Promise<void> => savePdfFrom(funds.fundDocumentPath(fundId, document), `${fallbackName}.pdf`);
