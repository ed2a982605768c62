import { apiErrorBodySchema, type ApiErrorBody } from '@inversiones/contract';
import { expect } from 'vitest';

/** The error a route answered, after checking its status; never a stack trace in the body. */
export async function errorOf(response: Response, status: number): Promise<ApiErrorBody> {
  expect(response.status).toBe(status);
  const text = await response.text();
  expect(text).not.toMatch(/\bat .*\.ts|Error:/);
  return apiErrorBodySchema.parse(JSON.parse(text));
}
