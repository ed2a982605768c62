// The rules of the contract step (wizard-spec 2 and 4), free of React.

/** A document of a contract group (wizard-spec 3: Document). */
export interface ContractDocument {
  /** The document's key: a stable id. */
  id: string;
  /** nombre (or the key) shown as its name. */
  name: string;
  /** descripcion: text or HTML (sanitised) shown in the '+' overlay. */
  description?: string;
  /** obligatorio: once ticked it cannot be unticked; ticked from the start. */
  mandatory?: boolean;
  /** selected: ticked from the start. */
  selected?: boolean;
  /** display: only documents flagged display are shown. */
  display: boolean;
  /** firmado (read-only list). */
  signed?: boolean;
  /** fechaAutorizacion (read-only list), `YYYYMMDD` or `YYYY-MM-DD`; shown DD/MM/YYYY. */
  authorizedOn?: string;
}

/** A group of documents (wizard-spec 3: documentos groups with titulo and documentos). */
export interface ContractGroup<D extends ContractDocument = ContractDocument> {
  /** titulo */
  title: string;
  documents: readonly D[];
}

/** The groups with only their displayed documents; groups left empty are dropped. */
export function visibleGroups<D extends ContractDocument>(
  groups: readonly ContractGroup<D>[],
): ContractGroup<D>[] {
  return groups
    .map((group) => ({ ...group, documents: group.documents.filter((doc) => doc.display) }))
    .filter((group) => group.documents.length > 0);
}

/** The ids ticked at first: selected documents and every mandatory one. */
export function initialSelection(groups: readonly ContractGroup[]): string[] {
  return visibleGroups(groups).flatMap((group) =>
    group.documents.filter((doc) => doc.selected || doc.mandatory).map((doc) => doc.id),
  );
}

/** The next ticked ids of a group: a mandatory document that was ticked stays ticked. */
export function keepMandatoryDocuments(
  documents: readonly ContractDocument[],
  previous: readonly string[],
  next: readonly string[],
): string[] {
  const kept = documents
    .filter((doc) => doc.mandatory && previous.includes(doc.id) && !next.includes(doc.id))
    .map((doc) => doc.id);
  return [...next, ...kept];
}
