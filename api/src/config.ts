import { randomBytes } from 'node:crypto';
import { DEFAULT_HISTORY_YEARS } from './statements/availability.ts';
/** Session rules, from the environment (seconds). */
export interface SessionConfig {
  /** Idle timeout: a session unused for this long is closed. `SESSION_LIFESPAN_S`, default 900. */
  lifespanS: number;
  /** Absolute lifetime from login, whatever the activity. `SESSION_MAX_S`, default 28800 (8 h). */
  maxS: number;
  /**
   * The deployment is served only over https (`HTTPS_ONLY=1`): `__Host-` cookie names, always
   * Secure, and HSTS on every answer. Off on plain-http localhost.
   */
  httpsOnly: boolean;
  /**
   * A reverse proxy in front sets X-Forwarded-Proto and X-Forwarded-For (`TRUST_PROXY=1`);
   * without it those headers are the client's word and are ignored.
   */
  trustProxy: boolean;
}

export const defaultSessionConfig: SessionConfig = {
  lifespanS: 900,
  maxS: 28_800,
  httpsOnly: false,
  trustProxy: false,
};

function flag(name: string, value: string | undefined): boolean {
  const text = value?.trim().toLowerCase() ?? '';
  if (['', '0', 'false', 'no'].includes(text)) return false;
  if (['1', 'true', 'yes'].includes(text)) return true;
  throw new Error(`${name} no válido: "${value}". Use 1 (activado) o 0 (desactivado).`);
}

function positiveInt(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed <= 0) {
    throw new Error(`${name} no válido: "${value}". Use un número entero de segundos mayor que 0.`);
  }
  return parsed;
}

export function sessionConfigFromEnv(env: NodeJS.ProcessEnv = process.env): SessionConfig {
  const lifespanS = positiveInt('SESSION_LIFESPAN_S', env.SESSION_LIFESPAN_S, 900);
  const maxS = positiveInt('SESSION_MAX_S', env.SESSION_MAX_S, Math.max(28_800, lifespanS));
  return {
    lifespanS,
    maxS,
    httpsOnly: flag('HTTPS_ONLY', env.HTTPS_ONLY),
    trustProxy: flag('TRUST_PROXY', env.TRUST_PROXY),
  };
}

/**
 * Demo mode (`DEMO_MODE`, default 1: the reference API always seeds the demo clients): SMS and
 * e-mail it cannot send are readable on the demo outbox page. A real deployment sets 0.
 */
export function demoModeFromEnv(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.DEMO_MODE === undefined || env.DEMO_MODE.trim() === ''
    ? true
    : flag('DEMO_MODE', env.DEMO_MODE);
}

/** How many years back a statement can start (`STATEMENT_HISTORY_YEARS`, default 5). */
export function statementHistoryYearsFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  const text = env.STATEMENT_HISTORY_YEARS?.trim();
  if (!text) return DEFAULT_HISTORY_YEARS;
  const years = Number(text);
  if (!Number.isInteger(years) || years < 1 || years > 30) {
    throw new Error(`STATEMENT_HISTORY_YEARS no válido: "${text}". Use un entero de 1 a 30.`);
  }
  return years;
}

/** Who a client without an executive contacts (the firm's help desk); demo values by default. */
export interface HelpDeskConfig {
  nombre: string;
  email: string;
  telefono: string;
}

export function helpDeskFromEnv(env: NodeJS.ProcessEnv = process.env): HelpDeskConfig {
  return {
    nombre: env.HELP_DESK_NAME?.trim() || 'Mesa de Ayuda',
    email: env.HELP_DESK_EMAIL?.trim() || 'mesadeayuda@inversiones-demo.cl',
    telefono: env.HELP_DESK_PHONE?.trim() || '+56 2 2345 6789',
  };
}

/** The app's clock: `CLOCK_NOW` starts it at a fixed instant (tests, demos), else real time. */
export { clockFromEnv } from './market/clock.ts';

/**
 * The HMAC key of the public flows' proof-of-work challenges, PINs and decoy questions
 * (`PUBLIC_ACCESS_KEY`, at least 32 characters). Unset: a random key per process, so challenges
 * and flows do not survive a restart (several instances behind one balancer must share one).
 */
export function publicAccessKeyFromEnv(env: NodeJS.ProcessEnv = process.env): string {
  const key = env.PUBLIC_ACCESS_KEY?.trim();
  if (!key) return randomBytes(32).toString('base64');
  if (key.length < 32) {
    throw new Error('PUBLIC_ACCESS_KEY no válida: use al menos 32 caracteres aleatorios.');
  }
  return key;
}
