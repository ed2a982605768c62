import {
  Button,
  SigningTable,
  Stack,
  type SigningPeriod,
  type SigningStatus,
} from '@inversiones/design-system';
import { toIsoDate, toWireDate } from '@inversiones/design-system/es-cl';
import { orderSigning } from '@inversiones/contract';
import { useState } from 'react';
import { states } from '../api-state/messages.ts';
import { ProblemAlert } from '../api-state/ProblemAlert.tsx';
import { useApiData } from '../api-state/use-api-data.ts';
import type { MethodKind } from '../security-pass/calls.ts';
import { signatureConfirmation } from '../security-pass/signature-confirmation.tsx';
import { loadOrders, type OrderFamily } from './calls.ts';
import * as messages from './messages.ts';
import { refreshPendingSignatures } from './pending.ts';
import { lastDays } from './period.ts';
import { SigningResult } from './SigningResult.tsx';
import { toTableOrder } from './table-order.ts';
import { useBatchSigning } from './use-batch-signing.ts';
import { useOrderComments } from './use-order-comments.ts';
import { useOrderPdfs } from './use-order-pdfs.ts';

export interface FamilyPanelProps {
  family: OrderFamily;
  /** The client's active security-pass methods (empty: signing is not offered). */
  methods: readonly MethodKind[];
  /** The profile may sign and has a method: the to-sign list is selectable. */
  canSign: boolean;
}

/**
 * One family's orders (Por firmar, Firmadas, Vencidas) in the design system's signing table: the
 * lists, each order's PDFs and comments, and the batch signature with the security pass's code.
 */
export function FamilyPanel({ family, methods, canSign }: FamilyPanelProps) {
  const [status, setStatus] = useState<SigningStatus>('toSign');
  const [period, setPeriod] = useState<SigningPeriod>(() => lastDays(new Date()));
  const list = useApiData(
    (signal) => loadOrders(family, status, period, signal),
    status === 'toSign' ? `${family}-toSign` : `${family}-${status}-${period.from}-${period.to}`,
  );
  // The API's today (its clock decides what is due and expired), the browser's until it answers.
  const todayIso = list.state.status === 'ready' ? list.state.data.hoy : toIsoDate(new Date());
  const orders =
    list.state.status === 'ready'
      ? list.state.data.ordenes.map((order) => toTableOrder(order, todayIso))
      : [];
  const pdfs = useOrderPdfs(family);
  const comments = useOrderComments(family);
  const signing = useBatchSigning(family, methods, () => {
    // The signed orders leave Por firmar (and appear in Firmadas), and the count follows.
    list.retry();
    void refreshPendingSignatures();
  });

  return (
    <Stack gap="md">
      {signing.result ? <SigningResult family={family} result={signing.result} /> : null}
      {pdfs.failedFolios.map((folio) => (
        <ProblemAlert key={folio} message={messages.documents.pdfFailed(folio)} />
      ))}
      <SigningTable
        title={orderSigning.orderFamilyNames[family]}
        titleLevel={2}
        orders={orders}
        status={status}
        onStatusChange={setStatus}
        isLoading={list.state.status === 'loading'}
        errorMessage={list.state.status === 'error' ? states.unavailable : undefined}
        onRetry={list.retry}
        period={period}
        onPeriodChange={setPeriod}
        maxDate={toWireDate(todayIso)}
        onPreview={pdfs.preview}
        previewingFolio={pdfs.previewingFolio}
        rowActions={(order) =>
          order.source.documentType === 'LIQUIDACION_ANTICIPADA' ? (
            <Button
              variant="tertiary"
              size="sm"
              aria-label={messages.documents.earlySettlementNamed(order.folio)}
              isPending={pdfs.isOpeningEarlySettlement(order.folio)}
              pendingLabel={messages.documents.opening}
              onPress={() => pdfs.previewEarlySettlement(order)}
            >
              {messages.documents.earlySettlement}
            </Button>
          ) : null
        }
        onOpenComments={comments.open}
        comments={comments.comments}
        isLoadingComments={comments.isLoading}
        commentsError={comments.error}
        onAddComment={comments.add}
        isAddingComment={comments.isAdding}
        canSign={canSign && signing.method !== undefined}
        onSign={(chosen, consent) => void signing.sign(chosen, consent)}
        isSigning={signing.isSigning}
        isSignDialogOpen={signing.isOpen}
        onSignDialogOpenChange={signing.changeOpen}
        signError={signing.error}
        canRetrySign={signing.canRetry}
        signConfirmation={signatureConfirmation(methods, signing)}
      />
    </Stack>
  );
}
