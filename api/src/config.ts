/** Session rules, from the environment (seconds). */
export interface SessionConfig {
  /** Idle timeout: a session unused for this long is closed. `SESSION_LIFESPAN_S`, default 900. */
  lifespanS: number;
  /** Absolute lifetime from login, whatever the activity. `SESSION_MAX_S`, default 28800 (8 h). */
  maxS: number;
}

export const defaultSessionConfig: SessionConfig = { lifespanS: 900, maxS: 28_800 };

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
  return { lifespanS, maxS };
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
