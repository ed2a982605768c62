import { z, type ZodType } from 'zod';

/** Rows per page of every paged list (portal-spec 9). */
export const PAGE_SIZE = 10;
/** Far beyond any client's history at 10 rows a page; bounds the query. */
export const MAX_PAGE = 9999;

/** `pagina` of a query string: 1 to 9999, 1 when absent. */
export const pageQueryField = z
  .string()
  .regex(/^[1-9]\d{0,3}$/, { message: 'La página no es válida.' })
  .optional();

/** The page number a checked `pagina` names. */
export const pageNumber = (pagina: string | undefined): number => (pagina ? Number(pagina) : 1);

/** One page of `row`s: `total` counts every row of the query, `pageSize` is always 10. */
export const pagedSchema = <Row extends ZodType>(row: Row) =>
  z
    .object({
      page: z.number().int().min(1).max(MAX_PAGE),
      pageSize: z.literal(PAGE_SIZE),
      total: z.number().int().min(0),
      rows: z.array(row).max(PAGE_SIZE),
    })
    .refine(({ rows, total }) => rows.length <= total, {
      message: 'La página tiene más filas que el total.',
    });
