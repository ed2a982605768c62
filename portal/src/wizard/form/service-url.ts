// Lists loaded from a question's `service` (wizard-spec 3, 4 and 7): `${field}` placeholders,
// `force`, the option key and text fields and the `update` links of cascading selects.
import type { wizardConfig } from '@inversiones/contract';

type Question = wizardConfig.Question;
type QuestionService = wizardConfig.QuestionService;

/** An option of a loaded list: its key and the text shown. */
export interface LoadedOption {
  key: string;
  value: string;
}

const PLACEHOLDER = /\$\{([^}]+)\}/g;

/** The answer keys named by `${field}` placeholders of a url, in order, without repeats. */
export function placeholdersOf(url: string): string[] {
  return [...new Set([...url.matchAll(PLACEHOLDER)].map((match) => match[1]!.trim()))];
}

/**
 * Keys whose value defaults to 1 when absent (wizard-spec 7: country, region, city, serie and
 * fund). Applied only to a forced service: unforced, a missing value means 'Sin opciones'.
 */
const DEFAULT_ONE = new Set(
  ['codigoPais', 'pais', 'country', 'codigoRegion', 'region', 'codigoCiudad', 'ciudad', 'city']
    .concat(['serie', 'codigoSerie', 'fondo', 'codigoFondo', 'fund'])
    .map((key) => key.toLowerCase()),
);

const isMissing = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

export type ResolvedService = { status: 'ready'; path: string } | { status: 'blocked' };

/**
 * The API path of a service for the current answers, or `blocked` when a placeholder has no
 * value and the service is not forced. Paths are relative to the API base; a leading `/api` is
 * dropped, and absolute URLs are refused (lists come from the portal's own API only).
 */
export function resolveServiceUrl(
  service: Pick<QuestionService, 'url' | 'force'>,
  answerOf: (key: string) => unknown,
): ResolvedService {
  const url = service.url.trim();
  if (/^[a-z][a-z\d+.-]*:|^\/\//i.test(url)) return { status: 'blocked' };
  let blocked = false;
  const filled = url.replace(PLACEHOLDER, (_, raw: string) => {
    const key = raw.trim();
    const value = answerOf(key);
    if (!isMissing(value)) return encodeURIComponent(String(value));
    if (!service.force) blocked = true;
    return DEFAULT_ONE.has(key.toLowerCase()) ? '1' : '';
  });
  if (blocked) return { status: 'blocked' };
  const path = `/${filled.replace(/^\/+/, '')}`.replace(/^\/api(?=\/)/, '');
  return { status: 'ready', path };
}

// Spanish order (á with a, ñ after n), numbers by value: how a Chilean reads a list.
const spanish = new Intl.Collator('es', { sensitivity: 'base', numeric: true });

/**
 * Options of a list answer: an array, or an object holding it under `root`; each item's
 * `service.key` and `service.value` fields (default `key` and `value`) become key and text. The
 * text alone is shown (no `13 - ` codes: issue 18 over wizard-spec 3), so type-ahead finds
 * `Prov`, in Spanish collation.
 */
export function optionsFromResponse(
  body: unknown,
  service: Pick<QuestionService, 'root' | 'key' | 'value'>,
): LoadedOption[] {
  let list: unknown = body;
  if (!Array.isArray(list) && list !== null && typeof list === 'object') {
    const record = list as Record<string, unknown>;
    list = service.root ? record[service.root] : Object.values(record).find(Array.isArray);
  }
  if (!Array.isArray(list)) return [];
  const keyField = service.key || 'key';
  const textField = service.value || 'value';
  const options: LoadedOption[] = [];
  for (const item of list) {
    if (typeof item === 'string' || typeof item === 'number') {
      options.push({ key: String(item), value: String(item) });
      continue;
    }
    if (item === null || typeof item !== 'object') continue;
    const record = item as Record<string, unknown>;
    const key = record[keyField];
    if (key === undefined || key === null || key === '') continue;
    options.push({ key: String(key), value: String(record[textField] ?? key) });
  }
  return options.sort((a, b) => spanish.compare(a.value, b.value));
}

/** Where a select's options come from: its own service or a parent's `update` entry. */
export interface ServiceSource {
  service: QuestionService;
  /** The question whose change reloads this one (from `update`). */
  parent?: string;
}

/**
 * The list source of every select by key: a parent's `update` entry (`ele`) wins over the
 * question's own service (the parent knows the current dependency). An update service without
 * placeholders gets the parent's value appended (wizard-spec 7: "the parent value appended").
 */
export function serviceSources(questions: readonly Question[]): Map<string, ServiceSource> {
  const sources = new Map<string, ServiceSource>();
  for (const question of questions) {
    if (question.key && question.service) sources.set(question.key, { service: question.service });
  }
  for (const question of questions) {
    for (const update of question.update ?? []) {
      if (!update.service || !question.key) continue;
      const service =
        placeholdersOf(update.service.url).length > 0
          ? update.service
          : {
              ...update.service,
              url: `${update.service.url.replace(/\/+$/, '')}/\${${question.key}}`,
            };
      sources.set(update.ele, { service, parent: question.key });
    }
  }
  return sources;
}
