// The session calls and conventions, grouped for readers (declared with the login in auth.ts).
export {
  contextualize,
  keepAlive,
  lifespan,
  logout,
  logoutLink,
  NOTIFICATION_COUNT_HEADER,
  REQUIRED_HEADERS,
  SESSION_COOKIE,
  SESSION_REMAINING_HEADER,
  XSRF_COOKIE,
  XSRF_HEADER,
} from './auth.ts';
