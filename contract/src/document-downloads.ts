import { z } from 'zod';

/**
 * Spec 5 and 8: bulk downloads (invoices, research reports, patents and annexes) hold at most 10
 * items, each named by a key that must exist; the download messages. The spec names the messages
 * without their texts: these are the firm's.
 */
export const BULK_DOWNLOAD_MAX = 10;

/** A document's key in a bulk download: letters, digits and dashes. */
export const documentKeySchema = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9-]+$/, { message: 'La clave del documento no es válida.' });

export const downloadMessages = {
  success: 'Sus documentos se descargaron correctamente.',
  noResults: 'Estimado cliente: no se encuentra información para su búsqueda.',
  generic: 'Ha ocurrido un error, por favor intente más tarde...',
  tooManyBills: `Puede descargar hasta ${BULK_DOWNLOAD_MAX} documentos a la vez. Quite algunos de su selección.`,
  invoiceError: 'No fue posible descargar la factura. Por favor, reintente en unos instantes.',
  /** An unknown key in a bulk download (never a guess at another client's document). */
  unknownKey: (key: string) =>
    `El documento ${key} no existe o no está disponible para este perfil.`,
  noneSelected: 'Seleccione al menos un documento para descargar.',
} as const;

/** The body of a bulk (zip) download: 1 to 10 distinct keys. */
export const bulkDownloadRequestSchema = z.object({
  claves: z
    .array(documentKeySchema)
    .min(1, { message: downloadMessages.noneSelected })
    .max(BULK_DOWNLOAD_MAX, { message: downloadMessages.tooManyBills })
    .refine((keys) => new Set(keys).size === keys.length, {
      message: 'Cada documento puede ir una sola vez en la descarga.',
    }),
});
export type BulkDownloadRequest = z.infer<typeof bulkDownloadRequestSchema>;

/** A zip's file name: `facturas-20261127.zip` (the kind of documents and the day it was made). */
export const zipFileName = (kind: string, isoDay: string) =>
  `${kind}-${isoDay.replaceAll('-', '')}.zip`;
