import { Alert, DocumentSigningList, Stack } from '@inversiones/design-system';
import { documentSigning } from '@inversiones/contract';
import { useState } from 'react';
import { states } from '../api-state/messages.ts';
import { ProblemAlert } from '../api-state/ProblemAlert.tsx';
import { useApiData } from '../api-state/use-api-data.ts';
import { refreshPendingSignatures } from '../order-signing/pending.ts';
import type { MethodKind } from '../security-pass/calls.ts';
import { signatureConfirmation } from '../security-pass/signature-confirmation.tsx';
import { loadDocuments, type SignDocument } from './calls.ts';
import { toListDocument } from './list-document.ts';
import * as messages from './messages.ts';
import { reasonError } from './reason.ts';
import { useDocumentFiles } from './use-document-files.ts';
import { useDocumentRejection } from './use-document-rejection.ts';
import { useDocumentSigning } from './use-document-signing.ts';

export interface DocumentsPanelProps {
  /** The client's active security-pass methods (empty: signing is not offered). */
  methods: readonly MethodKind[];
  /** The profile may sign and has a method: 'Firmar' is offered. */
  canSign: boolean;
  /** The profile may act on its documents (rule signContracts): 'Rechazar' is offered. */
  canReject: boolean;
}

type Notice = { title: string; text: string } | null;

/** What a signature answered, in words: signed, or a company's still waiting for another attorney. */
function signedText(answer: SignDocument): string {
  const m = messages.signing;
  if (!answer.empresa) return m.signed(answer.titulo, answer.version);
  return documentSigning.WAITING_STATES.includes(answer.estado)
    ? m.awaitingOther
    : m.signedForCompany(answer.titulo, answer.version);
}

/**
 * The documents tab of Firma de Operaciones: the active profile's documents to sign (a person's
 * own, or the company's) in the design system's list, each PDF, the signature with the security
 * pass's code and the rejection with a reason. After either, the answer replaces the document at
 * once, the outcome is announced, and the list and the pending count are asked again.
 */
export function DocumentsPanel({ methods, canSign, canReject }: DocumentsPanelProps) {
  const list = useApiData(loadDocuments, 'documentos');
  const [documents, setDocuments] = useState<SignDocument[] | null>(null);
  const [loaded, setLoaded] = useState<SignDocument[] | null>(null);
  // A new answer replaces what is shown; while the list reloads, the last one stays on screen.
  if (list.state.status === 'ready' && list.state.data !== loaded) {
    setLoaded(list.state.data);
    setDocuments(list.state.data);
  }
  const [notice, setNotice] = useState<Notice>(null);
  const files = useDocumentFiles();

  const answered = (answer: SignDocument, outcome: NonNullable<Notice>) => {
    setDocuments((all) => all?.map((d) => (d.id === answer.id ? answer : d)) ?? all);
    setNotice(outcome);
    list.retry();
    void refreshPendingSignatures();
  };
  const signing = useDocumentSigning(methods, (answer) =>
    answered(answer, { title: messages.signing.signedTitle, text: signedText(answer) }),
  );
  const rejection = useDocumentRejection((answer) =>
    answered(answer, {
      title: messages.rejection.rejectedTitle,
      text: messages.rejection.rejected(answer.titulo, answer.version),
    }),
  );
  const shown = (documents ?? []).map(toListDocument);

  return (
    <Stack gap="md">
      {notice ? (
        <Alert priority="success" title={notice.title} isLive>
          {notice.text}
        </Alert>
      ) : null}
      {shown
        .filter((document) => files.failedIds.includes(document.id))
        .map((document) => (
          <ProblemAlert
            key={document.id}
            message={messages.files.failed(document.title, document.version)}
          />
        ))}
      <DocumentSigningList
        title={messages.panel.title}
        titleLevel={2}
        documents={shown}
        isLoading={documents === null && list.state.status === 'loading'}
        errorMessage={list.state.status === 'error' ? states.unavailable : undefined}
        onRetry={list.retry}
        onPreview={(document) => files.open(document.source)}
        previewingId={files.openingId}
        canSign={canSign && signing.method !== undefined}
        canReject={canReject}
        signingId={signing.signingId}
        onSigningIdChange={(id) => {
          // A new act: the last one's outcome no longer stands above the list.
          if (id) setNotice(null);
          signing.changeTarget(id);
        }}
        onSign={(document) => void signing.sign(document.id)}
        isSigning={signing.isSigning}
        signError={signing.error}
        canRetrySign={signing.canRetry}
        signConfirmation={signatureConfirmation(methods, signing)}
        rejectingId={rejection.rejectingId}
        onRejectingIdChange={(id) => {
          if (id) setNotice(null);
          rejection.changeTarget(id);
        }}
        onReject={(document, reason) => void rejection.reject(document.id, reason)}
        validateReason={reasonError}
        reasonMaxLength={documentSigning.REASON_MAX}
        isRejecting={rejection.isRejecting}
        rejectError={rejection.error}
      />
    </Stack>
  );
}
