// The documents a display item offers for download (info-download, download-single-doc,
// message-block files), from whichever shape the configuration or the stored data uses.
import type { wizardConfig } from '@inversiones/contract';
import type { DownloadableDocument } from '../../documents/download-document.ts';
import { firstText, recordOf, titleOf } from './item-config.ts';

type Question = wizardConfig.Question;

export interface ItemDocument extends DownloadableDocument {
  /** Unique within the item (the download list's row id). */
  id: string;
  /** The name the client reads. */
  name: string;
  description?: string;
}

/** One document from an object with a url; names come from nombre, value, key or label. */
function documentOf(
  raw: unknown,
  fallbackName: string | undefined,
):
  | (DownloadableDocument & {
      name?: string;
      description?: string;
    })
  | undefined {
  const record = recordOf(raw);
  const url = firstText(record, 'url', 'href');
  if (!record || !url) return undefined;
  const nombre = firstText(record, 'nombre', 'name', 'value', 'label');
  const key = firstText(record, 'key');
  return {
    url,
    nombre,
    key,
    name: nombre ?? key ?? fallbackName,
    description: firstText(record, 'descripcion', 'description'),
  };
}

const listOf = (value: unknown): unknown[] =>
  Array.isArray(value) ? value : value === undefined || value === null ? [] : [value];

/**
 * The item's documents, first found wins: the stored value under its key (the server may send
 * the document), the question's value, its `documentos`/`documents`/`files` lists, its options
 * with a url, or its own `url`.
 */
export function documentsOf(question: Question, stored: unknown, unnamed: string): ItemDocument[] {
  const title = titleOf(question);
  const sources: unknown[][] = [
    listOf(stored),
    listOf(question.value),
    listOf(question['documentos']),
    listOf(question['documents']),
    listOf(question['files']),
    listOf(question.options),
    question['url'] ? [{ url: question['url'], nombre: question['nombre'] ?? title }] : [],
  ];
  for (const source of sources) {
    const documents = source.flatMap((raw, index) => {
      const doc = documentOf(raw, title);
      if (!doc) return [];
      const { name, description, ...downloadable } = doc;
      return [{ ...downloadable, id: `doc-${index}`, name: name ?? unnamed, description }];
    });
    if (documents.length > 0) return documents;
  }
  return [];
}
