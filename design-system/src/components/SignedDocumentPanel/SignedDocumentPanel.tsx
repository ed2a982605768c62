import { useId, type ReactNode } from 'react';
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

export interface SignedDocumentPanelProps {
  /** The panel's title (the step's title, e.g. 'Su contrato ha sido firmado'). */
  title: ReactNode;
  titleLevel?: HeadingLevel;
  /** nombre of the signed document (documentos[0].documentos[0]). */
  documentName: string;
  /** dateSigned, `YYYYMMDD` or `YYYY-MM-DD`; shown as DD/MM/YYYY after 'con fecha'. */
  signedOn: string;
  /** Called by 'Descargar documento firmado'. */
  onDownload: () => void;
  /** While the file downloads: the button reads 'Descargando...'. */
  isDownloading?: boolean;
  links?: readonly SignedDocumentPanelLink[];
}

/**
 * The signed-document confirmation (wizard-spec 2): title, the document 'con fecha' and its date,
 * 'Descargar documento firmado' and optional redirect links.
 */
export function SignedDocumentPanel({
  title,
  titleLevel = 2,
  documentName,
  signedOn,
  onDownload,
  isDownloading = false,
  links = [],
}: SignedDocumentPanelProps) {
  const titleId = useId();
  return (
    <section className={s.root} aria-labelledby={titleId}>
      <span className={s.icon} aria-hidden="true">
        <Icon name="success" size="lg" />
      </span>
      <Heading level={titleLevel} size="xl" id={titleId}>
        {title}
      </Heading>
      <p className={s.detail}>
        <strong className={s.name}>{documentName}</strong> {m.withDate}{' '}
        <time className={s.date} dateTime={isoDate(signedOn)}>
          {displayDate(signedOn)}
        </time>
      </p>
      <Button
        icon={<Icon name="download" size="sm" />}
        isPending={isDownloading}
        pendingLabel={m.downloading}
        onPress={onDownload}
      >
        {m.downloadSigned}
      </Button>
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
