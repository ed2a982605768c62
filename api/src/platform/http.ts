import type { ApiErrorBody } from '@inversiones/contract';
import { z, type ZodType } from 'zod';
import { messages } from '../messages.ts';

// Zod's own messages in Spanish (field errors of the 400 answers).
z.config(z.locales.es());

/** An error answer with a Spanish message; `onError` turns it into the contract's error body. */
export class ApiError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 423 | 428 | 429 | 503,
    message: string,
    readonly path?: string[],
  ) {
    super(message);
  }

  body(): ApiErrorBody {
    return this.path
      ? { message: this.message, status: this.status, path: this.path }
      : { message: this.message, status: this.status };
  }
}

/** Validates `value` with the contract schema: a 400 with the first field's path otherwise. */
export function validate<S extends ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const path = (issue?.path ?? []).map(String);
  const field = path.length ? path.join('.') : 'cuerpo';
  throw new ApiError(400, messages.invalidField(field, issue?.message ?? 'valor inválido'), path);
}
