import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { CSP_NONCE_PLACEHOLDER, REQUEST_ID_HEADER, type ApiErrorBody } from '@inversiones/contract';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { requestId } from 'hono/request-id';
import { HTTPException } from 'hono/http-exception';
import { authRoutes } from './auth/routes.ts';
import type { ThrottlePolicy } from './auth/throttle.ts';
import { bankRoutes } from './banks/routes.ts';
import { clientRoutes } from './client/routes.ts';
import { companyRoutes } from './company/routes.ts';
import { defaultSessionConfig, type SessionConfig } from './config.ts';
import { dashboardRoutes } from './dashboard/routes.ts';
import type { Database } from './db/database.ts';
import { dashboardPortfolioRoutes } from './dashboard/portfolio-routes.ts';
import { deviceRoutes } from './devices/routes.ts';
import { documentRoutes } from './documents/routes.ts';
import { executiveRoutes } from './executives/routes.ts';
import { fundHoldingsRoutes } from './funds/holdings-routes.ts';
import { healthRoutes } from './health/routes.ts';
import { outboxRoutes } from './outbox/routes.ts';
import { inquiryRoutes } from './inquiries/routes.ts';
import { fundRoutes } from './funds/routes.ts';
import { fundOperationRoutes } from './fund-operations/routes.ts';
import { strategyRoutes } from './strategies/routes.ts';
import { landingRoutes } from './landing/routes.ts';
import { messages } from './messages.ts';
import type { Deps } from './platform/guard.ts';
import { ApiError } from './platform/http.ts';
import { consoleSink, errorLogLine, type LogSink } from './platform/log.ts';
import { SessionStore } from './platform/sessions.ts';
import { sessionCookieNames } from './platform/transport.ts';
import { sendToOutbox } from './outbox/outbox.ts';
import { pollRoutes } from './poll/routes.ts';
import { demoBankRoutes } from './pay-buttons/demo-bank.ts';
import { payButtonRoutes } from './pay-buttons/routes.ts';
import { currencySpotRoutes } from './currency-spot/routes.ts';
import { stockFinancingRoutes } from './stock-financing/routes.ts';
import { investmentLineRoutes } from './investment-lines/routes.ts';
import { tefeRoutes } from './tefe/routes.ts';
import { stockAccountRoutes } from './stock-accounts/routes.ts';
import { stockRebateRoutes } from './stock-rebates/routes.ts';
import { debtInstrumentRoutes } from './debt-instrument/routes.ts';
import { stockOrderRoutes } from './stock-orders/routes.ts';
import { stockRoutes } from './stocks/routes.ts';
import { DEFAULT_HISTORY_YEARS } from './statements/availability.ts';
import { statementRoutes } from './statements/routes.ts';
import { taxCertificateRoutes } from './tax-certificates/routes.ts';
import { invoiceRoutes } from './invoices/routes.ts';
import { myDocumentRoutes } from './my-documents/routes.ts';
import { reportRoutes } from './reports/routes.ts';
import { researchRoutes } from './research/routes.ts';
import { orderSigningRoutes } from './order-signing/routes.ts';
import { documentSigningRoutes } from './document-signing/routes.ts';
import { taxAnnexRoutes } from './tax-annexes/routes.ts';
import { currentAccountRoutes } from './ccm/routes.ts';
import { profileManagerRoutes } from './profile-manager/routes.ts';
import { securityPassRoutes, type SecurityPassOptions } from './security-pass/routes.ts';
import {
  publicAccessRoutes,
  type PublicAccessPolicy,
  type SendMessage,
} from './public-access/routes.ts';
import { wizardRoutes } from './wizard/routes.ts';
import { buildContentSecurityPolicy, createNonce, secureHeaders } from './security-headers.ts';
import { routePreloads } from './route-preloads.ts';
import type { WizardLoadResult } from './wizards.ts';
import { PUBLIC_SITE_PATH, publicSitePage } from './public-site.ts';

export interface AppOptions {
  db: Database;
  /** Reported by `/api/health`. */
  version: string;
  /** The wizard templates loaded at start, reported by `/api/health` (refused ones: degraded). */
  wizards?: WizardLoadResult;
  /** Folder of the built portal (`portal/dist`); when given the app serves it (production). */
  portalDist?: string;
  /**
   * Where the log line of an unexpected error goes (the client never sees it): one JSON line with
   * the request id and no client data (`platform/log.ts`). Default standard error.
   */
  logError?: LogSink;
  /** Idle timeout and absolute lifetime of sessions (default 900 s and 8 h). */
  session?: Partial<SessionConfig>;
  /** Login throttling per address and per rut (tests tighten or loosen it). */
  loginThrottle?: Partial<ThrottlePolicy>;
  /** Clock in epoch milliseconds (default `Date.now`); tests inject one to move time. */
  now?: () => number;
  /** Security-pass code entry and sending limits (tests tighten or loosen them). */
  securityPassLimits?: SecurityPassOptions['limits'];
  /** Demo mode (`DEMO_MODE`): the outbox of unsent SMS and e-mail is readable. Default off. */
  demoMode?: boolean;
  /** How many years back a statement can start (`STATEMENT_HISTORY_YEARS`, default 5). */
  statementHistoryYears?: number;
  /** The public reset and unlock flows: HMAC key (random by default), limits, message sender. */
  publicAccess?: { key?: string; policy?: Partial<PublicAccessPolicy>; send?: SendMessage };
}

const IMMUTABLE = 'public, max-age=31536000, immutable';
const NO_CACHE = 'no-cache';
/** The portal page carries a nonce of its own on every response: never reused from a cache. */
const NO_STORE = 'no-store';

/** Sets Cache-Control on the responses `serveStatic` gives (not on what runs when it misses). */
function withCacheControl(serve: MiddlewareHandler, cacheControl: string): MiddlewareHandler {
  return async (c, next) => {
    const response = await serve(c, next);
    if (response instanceof Response) response.headers.set('Cache-Control', cacheControl);
    return response;
  };
}

function errorBody(message: string, status: number): ApiErrorBody {
  return { message, status };
}

export function createApp({
  db,
  version,
  portalDist,
  logError = consoleSink,
  session,
  loginThrottle,
  now = Date.now,
  wizards,
  securityPassLimits,
  demoMode = false,
  statementHistoryYears = DEFAULT_HISTORY_YEARS,
  publicAccess = {},
}: AppOptions) {
  const app = new Hono();
  const config: SessionConfig = { ...defaultSessionConfig, ...session };
  const deps: Deps = { db, config, now, sessions: new SessionStore(db, config) };

  // First: every answer (even a 413 or a 500) carries the id its log line names.
  app.use('*', requestId({ headerName: REQUEST_ID_HEADER, limitLength: 64 }));
  app.use('*', secureHeaders(config));

  // API answers carry clients' data: never stored by browsers or proxies.
  app.use('/api/*', async (c, next) => {
    await next();
    c.res.headers.set('Cache-Control', 'no-store');
  });

  app.route('/api', healthRoutes(deps, version, wizards));
  app.route('/api', authRoutes(deps, { throttle: loginThrottle }));
  app.route('/api', securityPassRoutes(deps, { limits: securityPassLimits }));
  app.route('/api', clientRoutes(deps));
  app.route('/api', wizardRoutes(deps));
  app.route('/api', documentRoutes(deps));
  // The market and catalogue calls of the home and of mutual funds (the client's own: below).
  app.route('/api', dashboardRoutes(deps));
  app.route('/api', fundRoutes(deps));
  app.route('/api', pollRoutes(deps));
  app.route('/api', landingRoutes(deps, { logError }));
  app.route('/api', bankRoutes(deps));
  app.route('/api', dashboardPortfolioRoutes(deps));
  app.route('/api', fundHoldingsRoutes(deps));
  app.route('/api', fundOperationRoutes(deps));
  app.route('/api', strategyRoutes(deps));
  app.route('/api', outboxRoutes(deps, { demoMode }));
  app.route('/api', payButtonRoutes(deps, { demoMode }));
  app.route('/api', currencySpotRoutes(deps));
  app.route('/api', stockOrderRoutes(deps));
  app.route('/api', stockFinancingRoutes(deps));
  app.route('/api', investmentLineRoutes(deps));
  app.route('/api', tefeRoutes(deps));
  app.route('/api', stockAccountRoutes(deps));
  app.route('/api', stockRebateRoutes(deps));
  app.route('/api', debtInstrumentRoutes(deps));
  app.route('/api', stockRoutes(deps));
  app.route('/api', statementRoutes(deps, { historicYears: statementHistoryYears }));
  app.route('/api', taxCertificateRoutes(deps, { historicYears: statementHistoryYears }));
  app.route('/api', invoiceRoutes(deps, { historicYears: statementHistoryYears }));
  app.route('/api', myDocumentRoutes(deps, { historicYears: statementHistoryYears }));
  app.route('/api', reportRoutes(deps, { historicYears: statementHistoryYears }));
  app.route('/api', researchRoutes(deps));
  app.route('/api', orderSigningRoutes(deps));
  app.route('/api', documentSigningRoutes(deps));
  app.route('/api', taxAnnexRoutes(deps, { historicYears: statementHistoryYears }));
  app.route('/api', currentAccountRoutes(deps));
  app.route('/api', demoBankRoutes(deps, { demoMode }));
  app.route('/api', inquiryRoutes(deps));
  app.route('/api', deviceRoutes(deps));
  app.route('/api', executiveRoutes(deps));
  app.route('/api', companyRoutes(deps));
  app.route('/api', profileManagerRoutes(deps));
  app.route(
    '/api',
    publicAccessRoutes(deps, {
      key: publicAccess.key ?? randomBytes(32).toString('base64'),
      policy: publicAccess.policy,
      send: publicAccess.send ?? ((db_, message) => sendToOutbox(db_, message, now())),
    }),
  );

  const notFound = (c: Context) => c.json(errorBody(messages.notFound, 404), 404);

  // Every other /api path, whatever the method: the Spanish JSON 404, never the portal.
  app.all('/api/*', notFound);
  app.all('/api', notFound);

  app.get(PUBLIC_SITE_PATH, publicSitePage);

  if (portalDist) {
    const root = resolve(portalDist);
    const indexHtml = join(root, 'index.html');
    const preloadsFor = routePreloads(root, CSP_NONCE_PLACEHOLDER);

    // Presence only (the page itself is public): it decides which chunks are worth preloading.
    const hasSessionCookie = (c: Context) =>
      Boolean(getCookie(c, sessionCookieNames(config).session));

    /** index.html with a fresh CSP nonce in place of the build's placeholder, and its policy. */
    const portalPage = async (c: Context) => {
      const nonce = createNonce();
      const html = (await readFile(indexHtml, 'utf8'))
        .replace('</head>', `${preloadsFor(c.req.path, hasSessionCookie(c))}</head>`)
        .replaceAll(CSP_NONCE_PLACEHOLDER, nonce);
      c.header('Content-Security-Policy', buildContentSecurityPolicy(nonce));
      c.header('Cache-Control', NO_STORE);
      return c.html(html);
    };

    app.get('/', portalPage);
    app.get('/index.html', portalPage);

    // Hashed file names: cache for a year. A missing asset is a 404, not the portal page.
    app.use('/assets/*', withCacheControl(serveStatic({ root, precompressed: true }), IMMUTABLE));
    app.get('/assets/*', notFound);

    // Other files of dist (favicon, robots.txt...): revalidated on every visit.
    app.use('*', withCacheControl(serveStatic({ root, precompressed: true }), NO_CACHE));

    // SPA fallback: any other GET is a client-side route; the portal's router handles it.
    app.get('*', portalPage);
  }

  app.notFound(notFound);

  app.onError((error, c) => {
    if (error instanceof ApiError) return c.json(error.body(), error.status);
    if (error instanceof HTTPException && error.status < 500) {
      return c.json(errorBody(messages.badRequest, error.status), error.status);
    }
    logError(errorLogLine(c, error));
    return c.json(errorBody(messages.unexpected, 500), 500);
  });

  return app;
}

export type App = ReturnType<typeof createApp>;
