import type { ContractDocument, ContractGroup } from '@inversiones/design-system';
import * as messages from '../../messages.ts';

/** A document as configured or saved (wizard-spec 3: Document, or an Option with key). */
export type RawDocument = Record<string, unknown>;
export type RawGroup = { titulo?: unknown; documentos?: unknown } & Record<string, unknown>;

/** The DS document plus what the step needs back: the raw entry (saved as it came) and its url. */
export interface StepDocument extends ContractDocument {
  url?: string;
  nombre?: string;
  key?: string;
  raw: RawDocument;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim()
    ? value
    : typeof value === 'number'
      ? String(value)
      : undefined;

/** Groups (titulo, documentos) found in a list; anything else is not a document group. */
export function rawGroupsOf(value: unknown): RawGroup[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (group): group is RawGroup => isRecord(group) && Array.isArray(group.documentos),
  );
}

/** The DS groups: id = key or nombre, name = nombre or key (spec 2: the key as name). */
export function toContractGroups(groups: readonly RawGroup[]): ContractGroup<StepDocument>[] {
  return groups.map((group, g) => ({
    title: text(group.titulo) ?? messages.wizardContracts.documentGroupFallback,
    documents: (group.documentos as unknown[]).filter(isRecord).map((raw, i) => {
      const key = text(raw.key);
      const nombre = text(raw.nombre);
      return {
        id: key ?? nombre ?? `documento-${g}-${i}`,
        name: nombre ?? key ?? `${i + 1}`,
        description: text(raw.descripcion),
        mandatory: raw.obligatorio === true || raw.mandatory === true,
        selected: raw.selected === true,
        // The contract's rule: absent means shown; only display false hides a document.
        display: raw.display !== false,
        signed: raw.firmado === true,
        authorizedOn: text(raw.fechaAutorizacion) ?? text(raw.dateSigned),
        url: text(raw.url),
        nombre,
        key,
        raw,
      };
    }),
  }));
}

/** The groups as saved: each document's `selected` from the ticked ids (the rest as they came). */
export function withSelection(
  groups: readonly RawGroup[],
  converted: readonly ContractGroup<StepDocument>[],
  ticked: ReadonlySet<string>,
): RawGroup[] {
  return groups.map((group, g) => {
    const docs = converted[g]?.documents ?? [];
    return {
      ...group,
      documentos: docs.map((doc) =>
        doc.display ? { ...doc.raw, selected: ticked.has(doc.id) } : doc.raw,
      ),
    };
  });
}

/** Overlays what the client saved (selected, firmado, dates) on the configured documents, by id. */
export function mergeSaved(
  configured: readonly RawGroup[],
  saved: readonly RawGroup[],
): RawGroup[] {
  if (saved.length === 0) return [...configured];
  const savedById = new Map<string, RawDocument>();
  for (const group of toContractGroups(saved)) {
    for (const doc of group.documents) savedById.set(doc.id, doc.raw);
  }
  const converted = toContractGroups(configured);
  return configured.map((group, g) => ({
    ...group,
    documentos: (converted[g]?.documents ?? []).map((doc) => {
      const before = savedById.get(doc.id);
      if (!before) return doc.raw;
      const kept: RawDocument = {};
      for (const name of ['selected', 'firmado', 'fechaAutorizacion', 'dateSigned']) {
        if (name in before) kept[name] = before[name];
      }
      return { ...doc.raw, ...kept };
    }),
  }));
}

/** The keys of the ticked documents (the server's document ids). */
export function tickedKeys(documents: readonly StepDocument[]): string[] {
  return documents.map((doc) => doc.key ?? doc.id);
}
