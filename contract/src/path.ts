import type { Endpoint } from './endpoint.ts';

/** The names of a path's `{name}` parameters, as a union ('id' | 'x'). */
export type PathParamName<P extends string> = P extends `${string}{${infer Name}}${infer Rest}`
  ? Name | PathParamName<Rest>
  : never;

/** The values a path's parameters take. */
export type PathParams<P extends string> = { [Name in PathParamName<P>]: string | number };

/** The leading wizard-context segment of a path; the base context has none. */
export const CONTEXT_SEGMENT = '/{context}';
export const BASE_CONTEXT = 'base';

/** The parameter names of a path template, in order. */
export function pathParamNames(template: string): string[] {
  return [...template.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);
}

/**
 * `template` with its `{name}` parameters filled, URL-encoded; a `{context}` prefix is dropped for
 * the base context. A missing parameter throws (a programming error, not a user's).
 */
export function fillPath(template: string, params: Readonly<Record<string, unknown>>): string {
  const path =
    template.startsWith(CONTEXT_SEGMENT) && params.context === BASE_CONTEXT
      ? template.slice(CONTEXT_SEGMENT.length)
      : template;
  return path.replace(/\{(\w+)\}/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined || value === null) {
      throw new Error(`Falta el parámetro ${name} de ${template}`);
    }
    return encodeURIComponent(String(value));
  });
}

/** The path of a call to `endpoint`, relative to the API base, with its parameters filled. */
export function pathOf<E extends Endpoint>(endpoint: E, params: PathParams<E['path']>): string {
  return fillPath(endpoint.path, params);
}
