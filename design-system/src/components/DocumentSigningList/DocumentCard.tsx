import { useId, type Ref } from 'react';
import * as messages from '../../messages.ts';
import { Alert } from '../Alert/index.ts';
import { Button } from '../Button/index.ts';
import { Card } from '../Card/index.ts';
import { Heading } from '../Heading/index.ts';
import { Icon } from '../Icon/index.ts';
import { SignatoryList } from '../SignatoryList/index.ts';
import { displayDate, isoDate } from '../private/display-date.ts';
import { DocumentStateBadge } from './DocumentStateBadge.tsx';
import type { SigningDocument } from './signing-document.ts';
import * as s from './DocumentSigningList.css.ts';

const m = messages.documentSigning;

export interface DocumentCardProps<D extends SigningDocument> {
  document: D;
  /** The level of the document's title (the list's title is one above). */
  titleLevel: 3 | 4;
  /** The title takes the focus after a modal whose opener is gone. */
  titleRef?: Ref<HTMLHeadingElement>;
  onPreview: (document: D) => void;
  isPreviewing?: boolean;
  /** 'Firmar', offered when the document can be signed. */
  onSign?: (document: D) => void;
  /** 'Rechazar', offered when the document can be rejected. */
  onReject?: (document: D) => void;
}

/**
 * One document to sign: title, version and issue date, its state in words, what it is about,
 * why it was rejected, a company's attorneys with who signed and what is still missing, and its
 * actions (the file, 'Firmar', 'Rechazar').
 */
export function DocumentCard<D extends SigningDocument>({
  document,
  titleLevel,
  titleRef,
  onPreview,
  isPreviewing = false,
  onSign,
  onReject,
}: DocumentCardProps<D>) {
  const titleId = useId();
  const name = m.documentName(document.title, document.version);
  const company = document.company;
  const signedAttorneys = company?.attorneys.filter((a) => a.signedAt !== null).length ?? 0;
  const canReject = document.canReject ?? document.canSign;
  const issued = isoDate(document.issuedOn);

  return (
    <Card
      as="article"
      aria-labelledby={titleId}
      footer={
        <div className={s.actions}>
          <Button
            variant="secondary"
            size="sm"
            icon={<Icon name={document.hasSignatures ? 'download' : 'document'} size="sm" />}
            aria-label={document.hasSignatures ? m.downloadSignedNamed(name) : m.previewNamed(name)}
            isPending={isPreviewing}
            pendingLabel={m.opening}
            onPress={() => onPreview(document)}
          >
            {document.hasSignatures ? m.downloadSigned : m.preview}
          </Button>
          {onSign && document.canSign ? (
            <Button size="sm" aria-label={m.signNamed(name)} onPress={() => onSign(document)}>
              {m.sign}
            </Button>
          ) : null}
          {onReject && canReject ? (
            <Button
              variant="tertiary"
              size="sm"
              aria-label={m.rejectNamed(name)}
              onPress={() => onReject(document)}
            >
              {m.reject}
            </Button>
          ) : null}
        </div>
      }
    >
      <div className={s.cardBody}>
        <div className={s.header}>
          <div className={s.heading}>
            <Heading level={titleLevel} size="md" id={titleId} ref={titleRef} tabIndex={-1}>
              {document.title}
            </Heading>
            <p className={s.meta}>
              {m.version(document.version)} ·{' '}
              {issued ? (
                <time dateTime={issued}>{m.issuedOn(displayDate(document.issuedOn))}</time>
              ) : (
                m.issuedOn(displayDate(document.issuedOn))
              )}
            </p>
          </div>
          <DocumentStateBadge state={document.state} />
        </div>
        {document.description ? <p className={s.description}>{document.description}</p> : null}
        {document.rejection ? (
          <div className={s.rejection}>
            <p className={s.rejectionTitle}>{m.rejectionTitle}</p>
            <p className={s.description}>{document.rejection.reason}</p>
            <p className={s.meta}>{m.rejectedOn(document.rejection.rejectedAt)}</p>
          </div>
        ) : null}
        {company ? (
          <div className={s.attorneys}>
            <Heading level={(titleLevel + 1) as 4 | 5} size="sm">
              {m.attorneysTitle}
            </Heading>
            <SignatoryList
              aria-label={m.attorneysLabel(name)}
              progress={m.attorneysSigned(signedAttorneys)}
              signatories={company.attorneys.map((attorney) => ({
                id: attorney.id,
                name: attorney.name,
                detail: `${attorney.rut} · ${m.powers[attorney.power]}`,
                signedAt: attorney.signedAt,
                isCurrentUser: attorney.isCurrentUser,
              }))}
            />
            {company.missing ? (
              <Alert priority="info" title={signedAttorneys > 0 ? m.awaitingOther : undefined}>
                {company.missing}
              </Alert>
            ) : null}
          </div>
        ) : null}
      </div>
    </Card>
  );
}
