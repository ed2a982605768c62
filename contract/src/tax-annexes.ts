import { z } from 'zod';
import { documentKeySchema } from './document-downloads.ts';
import { defineEndpoint } from './endpoint.ts';
import { fillPath } from './path.ts';
import { isoDateSchema } from './period.ts';

/**
 * Spec 2 tabs `Patentes` and `Anexos Tributarios`, spec 7 "patents and annexes (list, download,
 * zip POST)": per year, the certificate of investments at 31 December that municipalities ask for
 * the business licence (patente), and the tax annex with every movement of the year behind the
 * tax certificates. Paths and shapes not shown: chosen here.
 */
export const ANNEX_TYPES = ['patente', 'anexo'] as const;
export type AnnexType = (typeof ANNEX_TYPES)[number];

export const annexTypeNames: Readonly<Record<AnnexType, string>> = {
  patente: 'Patentes',
  anexo: 'Anexos Tributarios',
};

export const annexDocumentSchema = z.object({
  key: documentKeySchema,
  type: z.enum(ANNEX_TYPES),
  title: z.string().max(120),
  /** The commercial year it covers. */
  year: z.number().int(),
  issuedOn: isoDateSchema,
});
export type AnnexDocument = z.infer<typeof annexDocumentSchema>;

/** The documents of one kind, newest first. */
export const annexDocuments = defineEndpoint({
  method: 'GET',
  path: '/bolsa/patentesAnexos',
  access: 'profile',
  request: z.object({ tipo: z.enum(ANNEX_TYPES) }),
  response: z.object({ documents: z.array(annexDocumentSchema).max(50) }),
});

export const annexPdfPath = (key: string) =>
  fillPath('/bolsa/patentesAnexos/{clave}/documento.pdf', { clave: key });

/** The bulk download: POST `{ claves }` (1 to 10), answers a zip (served outside the contract). */
export const ANNEX_ZIP_PATH = '/bolsa/patentesAnexos/zip';

/** `patente-2025.pdf`, `anexo-tributario-AT2026.pdf`. */
export const annexFileName = (document: Pick<AnnexDocument, 'type' | 'year'>) =>
  document.type === 'patente'
    ? `patente-${document.year}.pdf`
    : `anexo-tributario-AT${document.year + 1}.pdf`;
