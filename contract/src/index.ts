export {
  defineEndpoint,
  type Endpoint,
  type HttpMethod,
  type RequestOf,
  type ResponseOf,
} from './endpoint.ts';
export { CSP_NONCE_PLACEHOLDER } from './csp.ts';
export { apiErrorBodySchema, type ApiErrorBody } from './errors.ts';
export {
  databaseKindSchema,
  health,
  healthResponseSchema,
  type DatabaseKind,
  type HealthResponse,
} from './health.ts';
