import type { Endpoint } from '@inversiones/contract';
import { expect } from 'vitest';
import type { z } from 'zod';
import type { TestBrowser } from './browser.ts';

/** GET `path` as `browser`: expects 200 and returns the body parsed by `endpoint`'s response schema. */
export async function readEndpoint<E extends Endpoint>(
  browser: TestBrowser,
  endpoint: E,
  path: string,
): Promise<z.output<E['response']>> {
  const response = await browser.get(path);
  const body: unknown = await response.json();
  expect(response.status, JSON.stringify(body)).toBe(200);
  return endpoint.response.parse(body) as z.output<E['response']>;
}
