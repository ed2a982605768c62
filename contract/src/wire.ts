/**
 * Session conventions shared by the portal and any server that implements the contract, free of
 * schemas so a client can read them without loading zod.
 * - The session travels only in an HttpOnly, SameSite=Strict cookie (`SESSION_COOKIE`).
 * - A readable cookie (`XSRF_COOKIE`) carries a token that every POST, PUT and DELETE must echo
 *   in the `XSRF_HEADER` header; otherwise the answer is 403.
 * - Every call carries `REQUIRED_HEADERS` (400 otherwise), except the `open` ones.
 * - Authenticated answers carry `NOTIFICATION_COUNT_HEADER` (unread notifications) and
 *   `SESSION_REMAINING_HEADER` (seconds until the idle timeout, the keep-alive header).
 * - A deployment served only over https names both cookies with `HOST_COOKIE_PREFIX` (`__Host-`:
 *   Secure, Path=/, no Domain, so no sibling subdomain can plant them); plain-http localhost
 *   keeps the bare names. `cookieNames(hostOnly)` gives the pair.
 * - An answer of 429 (too many attempts) carries `RETRY_AFTER_HEADER` in seconds.
 */
export const SESSION_COOKIE = 'inv_session';
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const HOST_COOKIE_PREFIX = '__Host-';
export const XSRF_HEADER = 'X-XSRF-TOKEN';
export const NOTIFICATION_COUNT_HEADER = 'X-Notification-Count';
export const SESSION_REMAINING_HEADER = 'X-Session-Remaining';
export const REQUIRED_HEADERS = { channel: '1', version: '1' } as const;

/**
 * Every answer carries `REQUEST_ID_HEADER`: the id the server's log line of that request names
 * (quote it to support). A proxy may send one of its own (letters, digits, `-`, `_`, `=`).
 */
export const REQUEST_ID_HEADER = 'X-Request-Id';

/**
 * Optimistic concurrency of a full replace: reads answer the stored version in `ETAG_HEADER`
 * (`"3"`, also as `version` in the body where the schema has it); a replace sends it back in
 * `IF_MATCH_HEADER` and gets 409 with a Spanish message when someone saved in between.
 */
export const ETAG_HEADER = 'ETag';
export const IF_MATCH_HEADER = 'If-Match';

/** The entity tag of a stored version, as ETag and If-Match carry it. */
export const entityTag = (version: number) => `"${version}"`;
export const RETRY_AFTER_HEADER = 'Retry-After';
export const HSTS_HEADER = 'Strict-Transport-Security';
/** What a trusted reverse proxy in front of the API tells it (read only when configured to). */
export const FORWARDED_PROTO_HEADER = 'X-Forwarded-Proto';
export const FORWARDED_FOR_HEADER = 'X-Forwarded-For';

/** The session and XSRF cookie names of a deployment (`hostOnly`: served only over https). */
export function cookieNames(hostOnly: boolean): { session: string; xsrf: string } {
  const prefix = hostOnly ? HOST_COOKIE_PREFIX : '';
  return { session: `${prefix}${SESSION_COOKIE}`, xsrf: `${prefix}${XSRF_COOKIE}` };
}
