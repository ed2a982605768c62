import { useId, type ReactNode } from 'react';
import { VisuallyHidden } from 'react-aria-components';
import * as messages from '../../messages.ts';
import { Button } from '../Button/index.ts';
import { Heading, type HeadingLevel } from '../Heading/index.ts';
import { Icon } from '../Icon/index.ts';
import { Link } from '../Link/index.ts';
import { displayDate, isoDate } from '../private/display-date.ts';
import * as s from './SignedDocumentPanel.css.ts';

const m = messages.signedDocuments;

/** An optional redirect link under the panel (wizard-spec 2: optional redirect links). */
export interface SignedDocumentPanelLink {
  label: string;
  href: string;
  /** Opens in a new tab (announced). */
  isExternal?: boolean;
}

/** A signed document of the panel (nombre and dateSigned of documentos[].documentos[]). */
export interface SignedPanelDocument {
  /** A stable id (the document's key). */
  id: string;
  /** nombre: shown before 'con fecha'. */
  name: string;
  /** dateSigned, `YYYYMMDD` or `YYYY-MM-DD`; shown as DD/MM/YYYY after 'con fecha'. */
  signedOn: string;
}

export interface SignedDocumentPanelProps<D extends SignedPanelDocument = SignedPanelDocument> {
  /** The panel's title (the step's title, e.g. 'Sus documentos han sido firmados'). */
  title: ReactNode;
  titleLevel?: HeadingLevel;
  /** Every document just signed, in order: the panel names them all, so nothing contradicts it. */
  documents: readonly D[];
  /** Called by a document's 'Descargar documento firmado'. */
  onDownload: (document: D) => void;
  /** The document downloading now: its button reads 'Descargando...'. */
  downloadingId?: string;
  links?: readonly SignedDocumentPanelLink[];
}

/**
 * The signed-document confirmation (wizard-spec 2): the title, then each signed document 'con
 * fecha' and its date with one 'Descargar documento firmado', and optional redirect links. One
 * card and one source: the title and the list cannot name different contracts.
 */
export function SignedDocumentPanel<D extends SignedPanelDocument>({
  title,
  titleLevel = 2,
  documents,
  onDownload,
  downloadingId,
  links = [],
}: SignedDocumentPanelProps<D>) {
  const titleId = useId();
  const single = documents.length === 1;
  return (
    <section className={s.root} aria-labelledby={titleId}>
      <div className={s.header}>
        <span className={s.icon} aria-hidden="true">
          <Icon name="success" size="lg" />
        </span>
        <Heading level={titleLevel} size="xl" id={titleId}>
          {title}
        </Heading>
      </div>
      <ul className={s.list({ single })}>
        {documents.map((doc) => {
          const downloading = downloadingId === doc.id;
          return (
            <li key={doc.id} className={s.item({ single })}>
              <p className={s.detail({ single })}>
                <strong className={s.name}>{doc.name}</strong> {m.withDate}{' '}
                <time className={s.date} dateTime={isoDate(doc.signedOn)}>
                  {displayDate(doc.signedOn)}
                </time>
              </p>
              <Button
                variant={single ? 'primary' : 'secondary'}
                icon={<Icon name="download" size="sm" />}
                isPending={downloading}
                pendingLabel={m.downloading}
                onPress={() => onDownload(doc)}
              >
                {m.downloadSigned}
                {/* Several buttons share the label: each is named with its document. */}
                {single ? null : (
                  <>
                    {' '}
                    <VisuallyHidden elementType="span">{doc.name}</VisuallyHidden>
                  </>
                )}
              </Button>
            </li>
          );
        })}
      </ul>
      {links.length > 0 ? (
        <ul className={s.links}>
          {links.map((link) => (
            <li key={link.href}>
              <Link href={link.href} variant="standalone" isExternal={link.isExternal}>
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
