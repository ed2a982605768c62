import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { wizard } from '@inversiones/contract';
import { Hono, type Context } from 'hono';
import type { Database } from '../db/database.ts';
import { messages } from '../messages.ts';
import { NATURAL_PERSON_TYPE } from '../platform/access.ts';
import { activeRut, type AppEnv, type Deps } from '../platform/guard.ts';
import { ApiError } from '../platform/http.ts';
import { implementer } from '../platform/implement.ts';
import { consoleSink, errorLogLine, type LogSink } from '../platform/log.ts';
import { nonContractRoutes } from '../platform/non-contract-routes.ts';
import { pictures } from '../pictures.ts';

type Ctx = Context<AppEnv>;

/** The default landing (wizard-spec 1: BIENVENIDA is the default wizard). */
export const DEFAULT_LANDING = 'BIENVENIDA';

/** Step types that make a wizard a landing ('do not show again' applies to these only). */
const LANDING_STEP_TYPES = new Set(['landing', 'LANDING_MODAL']);

/** The partner bank the hand-over goes to (the portal allow-lists the same origin). */
export const BANK_ORIGIN = 'https://banco.inversiones-demo.cl';

/** Public video sections (spec 7: video and detail1); the stream is a same-origin HLS playlist. */
const videoSections: Record<string, { video: string; detail1: string }> = {
  bienvenida: {
    video: '/api/publico/videos/bienvenida/playlist.m3u8',
    detail1: 'Conozca cómo invertir desde el portal',
  },
  campana: {
    video: '/api/publico/videos/campana/playlist.m3u8',
    detail1: 'Fondos mutuos: su ahorro trabajando todos los días',
  },
};

/** The sections' HLS streams (made by scripts/make-demo-videos.mjs): api/media/videos/<section>/. */
const streamsDir = fileURLToPath(new URL('../../media/videos/', import.meta.url));

/** The files a stream has, by extension: its playlist, init segment and media segments. */
const STREAM_FILE = /^(?:playlist\.m3u8|init\.mp4|segment\d{1,4}\.m4s)$/;
const streamTypes: Record<string, string> = {
  m3u8: 'application/vnd.apple.mpegurl',
  mp4: 'video/mp4',
  m4s: 'video/iso.segment',
};

/** The landing wizards the templates declare (first step of type landing or LANDING_MODAL). */
async function landingWizards(db: Database): Promise<string[]> {
  const rows = await db.query<{ id: string; body: wizard.WizardTemplate }>(
    'SELECT id, body FROM wizard_templates ORDER BY id',
  );
  return rows
    .filter((row) => LANDING_STEP_TYPES.has(row.body.steps[0]?.config.type ?? ''))
    .map((row) => row.id);
}

/** The landing wizards the client dismissed (or finished), in any context. */
export async function suppressedLandings(db: Database, rut: string): Promise<string[]> {
  const landings = await landingWizards(db);
  const rows = await db.query<{ wizard_id: string }>(
    'SELECT DISTINCT wizard_id FROM wizard_processed WHERE rut = $1 ORDER BY wizard_id',
    [rut],
  );
  return rows.map((r) => r.wizard_id).filter((id) => landings.includes(id));
}

/**
 * 'No volver a mostrar': marks the landing processed in the given context and in every context
 * where the client's controller rules name it, so the controller's `evaluate` skips it.
 */
export async function suppressLanding(
  db: Database,
  rut: string,
  wizardId: string,
  context: string,
  at: number,
): Promise<void> {
  const rules = await db.query<{ context: string }>(
    'SELECT DISTINCT context FROM jarvis_rules WHERE rut = $1 AND wizard_id = $2',
    [rut, wizardId],
  );
  const contexts = new Set([context, ...rules.map((r) => r.context)]);
  for (const ctx of contexts) {
    await db.query(
      `INSERT INTO wizard_processed (rut, context, wizard_id, processed_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT (rut, context, wizard_id) DO NOTHING`,
      [rut, ctx, wizardId, at],
    );
  }
}

/** Spec 7: a landing call that fails answers `{ error: true, data, status }` (not the common body). */
function landingFailure(c: Ctx, error: unknown, logError: LogSink) {
  if (error instanceof ApiError) {
    const failure: wizard.LandingFailure = {
      error: true,
      data: { message: error.message },
      status: error.status,
    };
    return c.json(failure, error.status);
  }
  logError(errorLogLine(c, error));
  const failure: wizard.LandingFailure = {
    error: true,
    data: { message: messages.unexpected },
    status: 500,
  };
  return c.json(failure, 500);
}

export interface LandingRouteOptions {
  /** Where the log line of an unexpected failure goes (the client gets the failure shape). */
  logError?: LogSink;
}

/** Landing, APV landing, 'do not show again', the bank hand-over and the public videos. */
export function landingRoutes(deps: Deps, { logError = consoleSink }: LandingRouteOptions = {}) {
  const { db, now } = deps;
  const app = new Hono<AppEnv>();
  const implement = implementer(app, deps);
  // Failures of the handlers (not of the access check) take the landing shape.
  const landing = { failure: (c: Ctx, error: unknown) => landingFailure(c, error, logError) };

  implement(
    wizard.getLanding,
    async (c) => {
      const suprimidos = await suppressedLandings(db, activeRut(c));
      const wizardId = suprimidos.includes(DEFAULT_LANDING) ? null : DEFAULT_LANDING;
      return { error: false as const, data: { wizardId, suprimidos }, status: 200 };
    },
    landing,
  );

  implement(
    wizard.getApvLanding,
    async (c) => {
      const [record] = await db.query<{ data: { Segmento?: string } }>(
        'SELECT data FROM client_records WHERE rut = $1',
        [activeRut(c)],
      );
      return {
        error: false as const,
        status: 200,
        data: {
          // APV is a personal savings product: companies (and unknown records) are not offered it.
          mostrar: record?.data.Segmento === 'Personas',
          titulo: 'Ahorro Previsional Voluntario',
          descripcion:
            'Complemente su pensión y acceda a beneficios tributarios con el APV de nuestros fondos.',
          url: '/wizard/CAMPANAINVERSION',
        },
      };
    },
    landing,
  );

  implement(
    wizard.noShowMoreLanding,
    async (c, { params: { wizardId }, request: { context = 'base' } }) => {
      if (!(await landingWizards(db)).includes(wizardId)) {
        throw new ApiError(404, messages.landingNotFound);
      }
      await suppressLanding(db, activeRut(c), wizardId, context, now());
      return { error: false as const, status: 200, data: { wizardId, suprimido: true as const } };
    },
    landing,
  );

  implement(wizard.accessBank, (c) => {
    const { active } = c.get('account');
    const person = active.MandataryTypes.some((t) => t.Id === NATURAL_PERSON_TYPE);
    // A one-time ticket the bank exchanges for its own session (companies have no bank hand-over).
    const url = person ? `${BANK_ORIGIN}/traspaso?ticket=${randomBytes(16).toString('hex')}` : null;
    return { url };
  });

  // Public: the video sections are also shown before login.
  implement(wizard.publicVideo, (_c, { params }) => {
    const section = videoSections[params.section.toLowerCase()];
    if (!section) throw new ApiError(404, messages.videoNotFound);
    return section;
  });

  // Public like the section: the player (hls.js, or Safari itself) fetches these without headers.
  const { videoStream, picture: pictureRoute } = nonContractRoutes;
  app.on(videoStream.method, [videoStream.path], async (c) => {
    const section = (c.req.param('section') ?? '').toLowerCase();
    const file = c.req.param('file') ?? '';
    // Only a known section and a stream file name: nothing else of the disk can be named.
    if (!videoSections[section] || !STREAM_FILE.test(file))
      throw new ApiError(404, messages.videoNotFound);
    const bytes = await readFile(join(streamsDir, section, file)).catch(() => null);
    if (!bytes) throw new ApiError(404, messages.videoNotFound);
    c.header('Content-Type', streamTypes[file.slice(file.lastIndexOf('.') + 1)]!);
    c.header('Cache-Control', 'public, max-age=3600');
    return c.body(bytes);
  });

  app.on(pictureRoute.method, [pictureRoute.path], (c) => {
    const name = c.req.param('name') ?? '';
    // Own keys only: 'constructor' or '__proto__' are not pictures.
    const svg = Object.hasOwn(pictures, name) ? pictures[name] : undefined;
    if (!svg) throw new ApiError(404, messages.notFound);
    c.header('Content-Type', 'image/svg+xml; charset=utf-8');
    return c.body(svg);
  });

  return app;
}
