import { z } from 'zod';

/** The body of every error answer of the API. */
export const apiErrorBodySchema = z.object({
  /** A message for the user, in Spanish. */
  message: z.string().min(1),
  /** The HTTP status, repeated in the body. */
  status: z.number().int().min(400).max(599),
  /** For validation errors: the path of the offending field in the request payload. */
  path: z.array(z.string()).optional(),
});

export type ApiErrorBody = z.infer<typeof apiErrorBodySchema>;
