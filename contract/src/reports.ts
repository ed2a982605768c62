import { z } from 'zod';
import { defineEndpoint, type ResponseOf } from './endpoint.ts';
import { fillPath } from './path.ts';
import { isoDateSchema, periodQuery } from './period.ts';

/**
 * Spec 7 "report types, movement and balance reports, PDF reports (APV flexible, mutual funds,
 * balance)", "broker report" and "executed orders report": reports of a period (at least 15 days,
 * within the historic limit on both ends) as PDFs from the ledger. Paths and shapes not shown:
 * chosen here.
 */
export const REPORT_TYPES = [
  'movimientos',
  'saldos',
  'fondosMutuos',
  'apvFlexible',
  'corredora',
  'ordenesEjecutadas',
] as const;
export type ReportType = (typeof REPORT_TYPES)[number];
export const reportTypeSchema = z.enum(REPORT_TYPES);

export const reportTypeNames: Readonly<Record<ReportType, string>> = {
  movimientos: 'Informe de movimientos',
  saldos: 'Informe de saldos',
  fondosMutuos: 'Informe de fondos mutuos',
  apvFlexible: 'Informe APV flexible',
  corredora: 'Informe de la corredora',
  ordenesEjecutadas: 'Informe de órdenes ejecutadas',
};

export const reportTypeDescriptions: Readonly<Record<ReportType, string>> = {
  movimientos:
    'Todos los aportes, rescates, dividendos y cargos del período, de todas sus cuentas.',
  saldos: 'Sus saldos por instrumento al inicio y al término del período.',
  fondosMutuos: 'Saldos, movimientos y rentabilidad de sus fondos mutuos.',
  apvFlexible: 'Saldos, movimientos y rentabilidad de su ahorro previsional voluntario.',
  corredora: 'Saldos y movimientos de sus cuentas en la corredora de bolsa.',
  ordenesEjecutadas: 'Las compras y ventas de acciones ejecutadas en el período.',
};

export const reportMessages = {
  noProduct: 'No tiene productos para ese informe.',
  /** The API's historic limit (a parameter in years), on the period's start. */
  tooOld: (years: number, earliest: string) =>
    `Los informes abarcan los últimos ${years} años: desde el ${earliest}.`,
  future: 'La fecha de término no puede ser posterior a hoy.',
} as const;

/** Spec 7 "report types": the reports this profile can ask for, and the dates they can cover. */
export const reportTypes = defineEndpoint({
  method: 'GET',
  path: '/informes/tipos',
  access: 'profile',
  response: z.object({
    today: isoDateSchema,
    historicYears: z.number().int().min(1).max(30),
    earliest: isoDateSchema,
    types: z
      .array(
        z.object({
          id: reportTypeSchema,
          name: z.string().max(80),
          description: z.string().max(200),
        }),
      )
      .max(REPORT_TYPES.length),
  }),
});
export type ReportTypes = ResponseOf<typeof reportTypes>;

/** The query of a report's PDF: its period (15 days or more). */
export const reportQuery = periodQuery({});

/** A report's PDF (a file, served outside the contract) with `reportQuery`. */
export const reportPdfPath = (type: ReportType) =>
  fillPath('/informes/{tipo}/informe.pdf', { tipo: type });

/** `informe-saldos-20261001-20261031.pdf`. */
export const reportFileName = (type: ReportType, from: string, to: string) =>
  `informe-${type}-${from.replaceAll('-', '')}-${to.replaceAll('-', '')}.pdf`;
