import { z } from 'zod';
import { documentKeySchema } from './document-downloads.ts';
import { defineEndpoint } from './endpoint.ts';
import { fillPath } from './path.ts';
import { isoDateSchema } from './period.ts';

/**
 * Spec 2 area `research` and spec 7 "research and research PDF": the firm's research reports, one
 * a month on the markets its clients invest in, from the deterministic market; one PDF, or up to
 * 10 in a zip (spec 5). Paths and shapes not shown: chosen here.
 */
export const researchReportSchema = z.object({
  key: documentKeySchema,
  title: z.string().max(120),
  /** The month's main facts in one sentence. */
  summary: z.string().max(400),
  publishedOn: isoDateSchema,
});
export type ResearchReport = z.infer<typeof researchReportSchema>;

/** The research reports published, newest first (the last 24 months). */
export const researchReports = defineEndpoint({
  method: 'GET',
  path: '/research/informes',
  access: 'profile',
  response: z.object({ reports: z.array(researchReportSchema).max(100) }),
});

export const researchPdfPath = (key: string) =>
  fillPath('/research/informes/{clave}/informe.pdf', { clave: key });

/** The bulk download: POST `{ claves }` (1 to 10), answers a zip (served outside the contract). */
export const RESEARCH_ZIP_PATH = '/research/informes/zip';

/** `research-2026-10.pdf` for the key `RES-202610`. */
export const researchFileName = (key: string) =>
  `research-${key.slice(4, 8)}-${key.slice(8, 10)}.pdf`;
