import { useId, type ReactNode } from 'react';
import { VisuallyHidden } from 'react-aria-components';
import * as messages from '../../messages.ts';
import { Button } from '../Button/index.ts';
import { Heading, type HeadingLevel } from '../Heading/index.ts';
import { Icon } from '../Icon/index.ts';
import { Skeleton } from '../Skeleton/index.ts';
import { displayDate, isoDate } from '../private/display-date.ts';
import * as s from './SignedDocumentsList.css.ts';

const m = messages.signedDocuments;

/** A document of the signed-documents list (wizard-spec 3: nombre, url, firmado, dateSigned). */
export interface SignedDocument {
  /** A stable id (the document's url or key). */
  id: string;
  /** nombre: shown as the item's name. */
  name: string;
  /** firmado: only signed documents offer the download. */
  signed: boolean;
  /** The signature date, `YYYYMMDD` or `YYYY-MM-DD`; shown as DD/MM/YYYY. */
  signedOn?: string;
}

export interface SignedDocumentsListProps<D extends SignedDocument = SignedDocument> {
  documents: readonly D[];
  /** Called with the document whose 'Descargar Documento' was pressed. */
  onDownload: (document: D) => void;
  /** The document downloading now: its button reads 'Descargando...'. */
  downloadingId?: string;
  /** An optional visible title; without it the list is named 'Documentos firmados'. */
  title?: ReactNode;
  /** The title's level (default 3: the list sits inside a wizard step or page section). */
  titleLevel?: HeadingLevel;
  /** While the list loads. */
  isLoading?: boolean;
}

/**
 * The signed-documents list (wizard-spec 2): per document a signed mark (icon and word), its
 * name, the signature date and 'Descargar Documento' ('Descargando...' while it downloads).
 */
export function SignedDocumentsList<D extends SignedDocument>({
  documents,
  onDownload,
  downloadingId,
  title,
  titleLevel = 3,
  isLoading = false,
}: SignedDocumentsListProps<D>) {
  const titleId = useId();
  const named = title ? { 'aria-labelledby': titleId } : { 'aria-label': m.listLabel };
  return (
    <section className={s.root} {...named} aria-busy={isLoading || undefined}>
      {title ? (
        <Heading level={titleLevel} size="lg" id={titleId}>
          {title}
        </Heading>
      ) : null}
      {isLoading ? (
        <>
          <VisuallyHidden elementType="span">
            <span role="status">{m.loading}</span>
          </VisuallyHidden>
          <ul className={s.list} aria-hidden="true">
            {[0, 1].map((i) => (
              <li key={i} className={s.item}>
                <Skeleton shape="text" width="60%" />
                <Skeleton shape="text" width="30%" />
              </li>
            ))}
          </ul>
        </>
      ) : documents.length === 0 ? (
        <p className={s.empty}>{m.empty}</p>
      ) : (
        <ul className={s.list}>
          {documents.map((document) => {
            const downloading = downloadingId === document.id;
            return (
              <li key={document.id} className={s.item} data-signed={document.signed || undefined}>
                <div className={s.details}>
                  <span className={s.mark({ signed: document.signed })}>
                    <Icon name={document.signed ? 'success' : 'document'} size="sm" />
                    {document.signed ? m.signed : m.notSigned}
                  </span>
                  <span className={s.name}>{document.name}</span>
                  {document.signedOn ? (
                    <span className={s.date}>
                      {m.signedOn}{' '}
                      <time dateTime={isoDate(document.signedOn)}>
                        {displayDate(document.signedOn)}
                      </time>
                    </span>
                  ) : null}
                </div>
                {document.signed ? (
                  <Button
                    variant="secondary"
                    size="sm"
                    icon={<Icon name="download" size="sm" />}
                    isPending={downloading}
                    pendingLabel={m.downloading}
                    aria-label={
                      downloading
                        ? m.downloadingNamed(document.name)
                        : m.downloadNamed(document.name)
                    }
                    onPress={() => onDownload(document)}
                  >
                    {m.download}
                  </Button>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
