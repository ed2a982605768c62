import * as contract from '@inversiones/contract';
import type { Endpoint } from '@inversiones/contract';
import { describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import type { Database } from '../db/database.ts';
import { honoPaths } from './implement.ts';
import { nonContractRoutes } from './non-contract-routes.ts';

const isEndpoint = (value: unknown): value is Endpoint =>
  typeof value === 'object' &&
  value !== null &&
  'method' in value &&
  'path' in value &&
  'access' in value &&
  'response' in value;

/**
 * Every endpoint the contract exports, at its top level, in its area namespaces or in their
 * groups (an area's families, e.g. `orderSigning.forward.list`).
 */
function contractEndpoints(): Endpoint[] {
  const found = new Set<Endpoint>();
  const visit = (value: unknown, depth: number) => {
    if (isEndpoint(value)) found.add(value);
    else if (depth < 3 && typeof value === 'object' && value !== null) {
      for (const inner of Object.values(value)) visit(inner, depth + 1);
    }
  };
  visit(contract, 0);
  return [...found];
}

const route = (method: string, path: string) => `${method} /api${path}`;

/** The method and path of every handler the app answers under /api (middleware left out). */
function answeredRoutes(): Set<string> {
  const app = createApp({ db: {} as Database, version: 'test' });
  return new Set(
    app.routes
      .filter((r) => r.method !== 'ALL' && r.path.startsWith('/api/'))
      .map((r) => `${r.method} ${r.path}`),
  );
}

describe('the API and the contract', () => {
  const endpoints = contractEndpoints();
  const answered = answeredRoutes();
  const declared = new Set([
    ...endpoints.flatMap((e) => honoPaths(e.path).map((path) => route(e.method, path))),
    ...Object.values(nonContractRoutes).map((r) => route(r.method, r.path)),
  ]);

  it('finds the contract endpoints', () => {
    expect(endpoints.length).toBeGreaterThan(40);
  });

  it('answers every endpoint of the contract', () => {
    const missing = [...declared].filter((r) => !answered.has(r));
    expect(missing).toEqual([]);
  });

  it('answers no method and path the contract does not declare', () => {
    const undeclared = [...answered].filter((r) => !declared.has(r));
    expect(undeclared).toEqual([]);
  });

  it('declares each method and path once', () => {
    const keys = endpoints.map((e) => `${e.method} ${e.path}`);
    expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([]);
  });
});
