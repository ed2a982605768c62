import { useId, useRef, useState, type ReactNode } from 'react';
import { VisuallyHidden } from 'react-aria-components';
import * as messages from '../../messages.ts';
import { Heading } from '../Heading/index.ts';
import { LoadError } from '../private/LoadError.tsx';
import { Skeleton } from '../Skeleton/index.ts';
import { DocumentCard } from './DocumentCard.tsx';
import { DocumentRejectDialog } from './DocumentRejectDialog.tsx';
import { DocumentSignDialog } from './DocumentSignDialog.tsx';
import type { SigningDocument } from './signing-document.ts';
import * as s from './DocumentSigningList.css.ts';

const m = messages.documentSigning;

export interface DocumentSigningListProps<D extends SigningDocument = SigningDocument> {
  /** The list's title; without it the list is named 'Documentos por firmar'. */
  title?: ReactNode;
  /** The title's level (default 2); each document's title is one below. */
  titleLevel?: 2 | 3;
  documents: readonly D[];
  isLoading?: boolean;
  /** A load failure: shown instead of the list, with 'Reintentar' when `onRetry` is given. */
  errorMessage?: ReactNode;
  onRetry?: () => void;
  /** What an empty list says. */
  emptyMessage?: ReactNode;
  /** The document's file: 'Ver documento', or 'Descargar documento firmado' once signed. */
  onPreview: (document: D) => void;
  /** The document whose file is opening. */
  previewingId?: string;
  /**
   * false: 'Firmar' is not offered (a profile that may not sign, or one without a second
   * factor). Default true: offered on each document that `canSign`.
   */
  canSign?: boolean;
  /** false: 'Rechazar' is not offered. Default true: offered on each document that may be rejected. */
  canReject?: boolean;
  /**
   * The signing modal, controlled: the id of the document it is open for (null: closed). Without
   * it the list opens and closes it itself, closing it on 'Firmar'.
   */
  signingId?: string | null;
  onSigningIdChange?: (id: string | null) => void;
  /** The modal's 'Firmar', once the read-and-understood declaration is ticked. */
  onSign: (document: D) => void;
  isSigning?: boolean;
  /** The signing modal's confirmation step (the second factor's code entry). */
  signConfirmation?: ReactNode;
  /** Why the last signature failed, shown in the modal, which keeps what was ticked and typed. */
  signError?: ReactNode;
  /** The signing modal's 'Firmar' reads 'Reintentar': the same act again. */
  canRetrySign?: boolean;
  /** The rejection modal, controlled like `signingId`. */
  rejectingId?: string | null;
  onRejectingIdChange?: (id: string | null) => void;
  /** The rejection modal's 'Rechazar documento' with a reason `validateReason` accepted. */
  onReject: (document: D, reason: string) => void;
  /** The reason's rule: the Spanish error, or null when it may be sent. */
  validateReason?: (reason: string) => string | null | undefined;
  /** Most characters of a reason (default 500). */
  reasonMaxLength?: number;
  isRejecting?: boolean;
  /** Why the last rejection failed, shown in the modal, which keeps the reason. */
  rejectError?: ReactNode;
}

/**
 * Documents to sign, personal or a company's (spec 4 "Documents"): one card per document with its
 * state in words, its file, and 'Firmar' (a modal with the read-and-understood declaration and
 * the caller's second factor) and 'Rechazar' (a modal with a required reason) where it may be
 * acted on. A company's document lists its attorneys, who signed and what is still missing.
 */
export function DocumentSigningList<D extends SigningDocument>({
  title,
  titleLevel = 2,
  documents,
  isLoading = false,
  errorMessage,
  onRetry,
  emptyMessage = m.empty,
  onPreview,
  previewingId,
  canSign = true,
  canReject = true,
  signingId,
  onSigningIdChange,
  onSign,
  isSigning = false,
  signConfirmation,
  signError,
  canRetrySign,
  rejectingId,
  onRejectingIdChange,
  onReject,
  validateReason,
  reasonMaxLength,
  isRejecting = false,
  rejectError,
}: DocumentSigningListProps<D>) {
  const titleId = useId();
  const [ownSigningId, setOwnSigningId] = useState<string | null>(null);
  const [ownRejectingId, setOwnRejectingId] = useState<string | null>(null);
  const signControlled = signingId !== undefined;
  const rejectControlled = rejectingId !== undefined;
  const currentSigning = signControlled ? signingId : ownSigningId;
  const currentRejecting = rejectControlled ? rejectingId : ownRejectingId;
  const setSigning = (id: string | null) => {
    if (!signControlled) setOwnSigningId(id);
    onSigningIdChange?.(id);
  };
  const setRejecting = (id: string | null) => {
    if (!rejectControlled) setOwnRejectingId(id);
    onRejectingIdChange?.(id);
  };
  // Each document's title, where focus goes when a modal closes and its opener is gone.
  const titles = useRef(new Map<string, HTMLHeadingElement>());
  const [lastActed, setLastActed] = useState<string | null>(null);
  const returnFocus = () => (lastActed ? titles.current.get(lastActed) : undefined);
  const signing = documents.find((d) => d.id === currentSigning) ?? null;
  const rejecting = documents.find((d) => d.id === currentRejecting) ?? null;
  const documentLevel = (titleLevel + 1) as 3 | 4;

  let content: ReactNode;
  if (errorMessage) {
    content = (
      <LoadError
        title={m.loadErrorTitle}
        titleLevel={documentLevel}
        retryLabel={m.retry}
        onRetry={onRetry}
      >
        {errorMessage}
      </LoadError>
    );
  } else if (isLoading) {
    content = (
      <>
        <VisuallyHidden elementType="span">
          <span role="status">{m.loading}</span>
        </VisuallyHidden>
        <ul className={s.list} aria-hidden="true">
          {[0, 1].map((row) => (
            <li key={row}>
              <Skeleton height={160} />
            </li>
          ))}
        </ul>
      </>
    );
  } else if (documents.length === 0) {
    content = <p className={s.empty}>{emptyMessage}</p>;
  } else {
    content = (
      <ul className={s.list}>
        {documents.map((document) => (
          <li key={document.id}>
            <DocumentCard
              document={document}
              titleLevel={documentLevel}
              titleRef={(element) => {
                if (element) titles.current.set(document.id, element);
                else titles.current.delete(document.id);
              }}
              onPreview={onPreview}
              isPreviewing={previewingId === document.id}
              onSign={
                canSign
                  ? () => {
                      setLastActed(document.id);
                      setSigning(document.id);
                    }
                  : undefined
              }
              onReject={
                canReject
                  ? () => {
                      setLastActed(document.id);
                      setRejecting(document.id);
                    }
                  : undefined
              }
            />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section
      className={s.root}
      {...(title ? { 'aria-labelledby': titleId } : { 'aria-label': m.listLabel })}
      aria-busy={isLoading || undefined}
    >
      {title ? (
        <Heading level={titleLevel} size="xl" id={titleId}>
          {title}
        </Heading>
      ) : null}
      {content}
      <DocumentSignDialog
        document={signing}
        onOpenChange={(open) => {
          if (!open) setSigning(null);
        }}
        onConfirm={(document) => {
          onSign(document);
          if (!signControlled) setSigning(null);
        }}
        confirmation={signConfirmation}
        error={signError}
        canRetry={canRetrySign}
        isSigning={signControlled && isSigning}
        returnFocusTo={returnFocus}
      />
      <DocumentRejectDialog
        document={rejecting}
        onOpenChange={(open) => {
          if (!open) setRejecting(null);
        }}
        onConfirm={(document, reason) => {
          onReject(document, reason);
          if (!rejectControlled) setRejecting(null);
        }}
        validateReason={validateReason}
        reasonMaxLength={reasonMaxLength}
        error={rejectError}
        isRejecting={rejectControlled && isRejecting}
        returnFocusTo={returnFocus}
      />
    </section>
  );
}
