import { useId, useState, type ReactNode } from 'react';
import * as messages from '../../messages.ts';
import { Button } from '../Button/index.ts';
import { DataTable, type DataTableColumn } from '../DataTable/index.ts';
import { Heading, type HeadingLevel } from '../Heading/index.ts';
import { Icon } from '../Icon/index.ts';
import { StateMessage } from '../StateMessage/index.ts';
import { Tabs } from '../Tabs/index.ts';
import { CommentsDialog } from './CommentsDialog.tsx';
import { SignDialog } from './SignDialog.tsx';
import { signingColumns } from './signing-columns.tsx';
import type {
  OrderComment,
  SignConsent,
  SigningOrder,
  SigningPeriod,
  SigningStatus,
} from './signing-order.ts';
import { SigningPeriodFilter } from './SigningPeriodFilter.tsx';
import * as s from './SigningTable.css.ts';

const m = messages.signingTable;

export interface SigningTableProps<O extends SigningOrder = SigningOrder> {
  /** The list's title (e.g. 'Firma de órdenes Forward'). */
  title?: ReactNode;
  titleLevel?: HeadingLevel;
  /** The orders of the selected tab (the caller loads them per status and period). */
  orders: readonly O[];
  /** Folios ticked at first (e.g. a story of the open signing modal). */
  defaultSelected?: readonly string[];
  /** Selected tab (controlled); the caller reloads `orders` on change. */
  status?: SigningStatus;
  defaultStatus?: SigningStatus;
  onStatusChange?: (status: SigningStatus) => void;
  /** Columns before the actions (default: Folio, Fecha, Instrumento, Monto). */
  columns?: readonly DataTableColumn<O>[];
  isLoading?: boolean;
  /** A load failure: shown instead of the table, with 'Reintentar' when `onRetry` is given. */
  errorMessage?: ReactNode;
  onRetry?: () => void;
  /** The period of the signed and expired lists (the to-sign list has no date filter). */
  period?: SigningPeriod;
  /** Called by 'Buscar' with a valid period (at least 15 days). */
  onPeriodChange?: (period: SigningPeriod) => void;
  /** Latest date of the filter, `YYYYMMDD` (usually today). */
  maxDate?: string;
  /** 'Ver PDF' of a row. */
  onPreview: (order: O) => void;
  /** The order whose PDF is opening. */
  previewingFolio?: string;
  /** More actions of a row after 'Ver PDF' (e.g. the early settlement's PDF). */
  rowActions?: (order: O) => ReactNode;
  /** 'Comentarios' of a row opens its dialog; the caller loads that order's comments. */
  onOpenComments?: (order: O) => void;
  comments?: readonly OrderComment[];
  isLoadingComments?: boolean;
  /** Why the open order's comments could not be loaded or added. */
  commentsError?: ReactNode;
  /** Adds a comment to the open order; without it comments are read-only. */
  onAddComment?: (order: O, text: string) => void;
  isAddingComment?: boolean;
  /**
   * Called by the signing modal's 'Firmar' with the selected orders and whether the user accepted
   * the responsibility for orders outside the investor profile.
   */
  onSign: (orders: O[], consent: SignConsent) => void;
  isSigning?: boolean;
  /**
   * false: the to-sign list is only shown (a profile that may not sign, or one without a second
   * factor): no selection and no 'Firmar'. Default true.
   */
  canSign?: boolean;
  /**
   * The signing modal, controlled: open while true, opened through `onSignDialogOpenChange(true)`.
   * It then stays open on 'Firmar' (the caller closes it when the signing succeeded); without it
   * the modal closes on 'Firmar'.
   */
  isSignDialogOpen?: boolean;
  onSignDialogOpenChange?: (isOpen: boolean) => void;
  /** The modal's confirmation step under the declarations (the second factor's code entry). */
  signConfirmation?: ReactNode;
  /** Why the last signing failed, shown in the modal, which keeps what was ticked and typed. */
  signError?: ReactNode;
  /** The modal's 'Firmar' reads 'Reintentar': the last signing got no answer (the same act again). */
  canRetrySign?: boolean;
  /** comfortable or compact (default: the signing lists' compact mode). */
  density?: 'comfortable' | 'compact';
}

const statuses: SigningStatus[] = ['toSign', 'signed', 'expired'];

/**
 * An order-signing list (portal-spec 4 and 5): tabs Por firmar, Firmadas, Vencidas; a period
 * filter except on to-sign; rows selectable for batch signing; per-row PDF and comments; the
 * signing modal asks for the declaration (and the profile-mismatch acceptance) before 'Firmar'
 * and, controlled, holds the caller's second factor and stays open until the caller closes it.
 */
export function SigningTable<O extends SigningOrder>({
  title,
  titleLevel = 2,
  orders,
  defaultSelected = [],
  status,
  defaultStatus = 'toSign',
  onStatusChange,
  columns,
  isLoading = false,
  errorMessage,
  onRetry,
  period,
  onPeriodChange,
  maxDate,
  onPreview,
  previewingFolio,
  rowActions,
  onOpenComments,
  comments = [],
  isLoadingComments,
  commentsError,
  onAddComment,
  isAddingComment,
  onSign,
  isSigning = false,
  canSign = true,
  isSignDialogOpen,
  onSignDialogOpenChange,
  signConfirmation,
  signError,
  canRetrySign,
  density = 'compact',
}: SigningTableProps<O>) {
  const titleId = useId();
  const [ownStatus, setOwnStatus] = useState<SigningStatus>(defaultStatus);
  const current = status ?? ownStatus;
  const [selectedIds, setSelectedIds] = useState<readonly string[]>(defaultSelected);
  const [ownSignOpen, setOwnSignOpen] = useState(false);
  const signControlled = isSignDialogOpen !== undefined;
  const signOpen = isSignDialogOpen ?? ownSignOpen;
  const setSignOpen = (open: boolean) => {
    if (!signControlled) setOwnSignOpen(open);
    onSignDialogOpenChange?.(open);
  };
  const [commentsFor, setCommentsFor] = useState<O | null>(null);

  const toSign = current === 'toSign';
  const signable = toSign && canSign;
  // Only orders still in the list stay selected (after signing or reloading).
  const selected = orders.filter((order) => selectedIds.includes(order.folio));

  const changeStatus = (next: string) => {
    const value = next as SigningStatus;
    setSelectedIds([]);
    if (!status) setOwnStatus(value);
    onStatusChange?.(value);
  };

  const actionsColumn: DataTableColumn<O> = {
    id: 'actions',
    header: m.actions,
    hideLabelOnCard: true,
    cell: (order) => (
      <span className={s.rowActions}>
        <Button
          variant="secondary"
          size="sm"
          icon={<Icon name="document" size="sm" />}
          aria-label={m.previewNamed(order.folio)}
          isPending={previewingFolio === order.folio}
          pendingLabel={m.previewing}
          onPress={() => onPreview(order)}
        >
          {m.preview}
        </Button>
        {rowActions?.(order)}
        {onOpenComments ? (
          <Button
            variant="tertiary"
            size="sm"
            aria-label={m.commentsNamed(order.folio)}
            onPress={() => {
              setCommentsFor(order);
              onOpenComments(order);
            }}
          >
            {m.comments}
          </Button>
        ) : null}
      </span>
    ),
  };
  const allColumns = [...(columns ?? signingColumns<O>()), actionsColumn];
  const tabItems = statuses.map((id) => ({ id, label: m[id] }));

  return (
    <section className={s.root} aria-labelledby={title ? titleId : undefined}>
      {title ? (
        <Heading level={titleLevel} size="xl" id={titleId}>
          {title}
        </Heading>
      ) : null}
      <Tabs
        aria-label={m.tabs}
        items={tabItems}
        selectedKey={current}
        onSelectionChange={changeStatus}
      >
        {() => (
          <div className={s.panel}>
            {!toSign && onPeriodChange ? (
              <SigningPeriodFilter
                // A new tab starts from the caller's period.
                key={current}
                period={period}
                onSearch={onPeriodChange}
                maxDate={maxDate}
                isDisabled={isLoading}
              />
            ) : null}
            {errorMessage ? (
              <StateMessage
                tone="error"
                title={m.loadErrorTitle}
                titleLevel={3}
                isLive
                action={
                  onRetry ? (
                    <Button variant="secondary" onPress={onRetry}>
                      {m.retry}
                    </Button>
                  ) : undefined
                }
              >
                {errorMessage}
              </StateMessage>
            ) : (
              <DataTable
                columns={allColumns}
                data={orders}
                getRowId={(order) => order.folio}
                aria-label={m[current]}
                isLoading={isLoading}
                density={density}
                selectable={signable}
                selectedIds={signable ? selected.map((order) => order.folio) : undefined}
                onSelectionChange={(ids) => setSelectedIds(ids)}
                rowLabel={(order) => m.orderLabel(order.folio)}
              />
            )}
            {signable && !errorMessage && orders.length > 0 ? (
              <div className={s.signBar}>
                <p className={s.selectedCount} aria-live="polite">
                  {selected.length > 0 ? m.selectedCount(selected.length) : m.noneSelected}
                </p>
                <Button
                  isDisabled={selected.length === 0 || isLoading}
                  isPending={isSigning}
                  pendingLabel={m.signing}
                  onPress={() => setSignOpen(true)}
                >
                  {m.sign}
                </Button>
              </div>
            ) : null}
          </div>
        )}
      </Tabs>
      <SignDialog
        orders={selected}
        isOpen={signOpen}
        onOpenChange={setSignOpen}
        onConfirm={onSign}
        closesOnConfirm={!signControlled}
        confirmation={signConfirmation}
        error={signError}
        canRetry={canRetrySign}
        isSigning={signControlled && isSigning}
      />
      {onOpenComments ? (
        <CommentsDialog
          folio={commentsFor?.folio ?? null}
          onOpenChange={(open) => {
            if (!open) setCommentsFor(null);
          }}
          comments={comments}
          isLoading={isLoadingComments}
          error={commentsError}
          onAdd={
            onAddComment && commentsFor ? (text) => onAddComment(commentsFor, text) : undefined
          }
          isAdding={isAddingComment}
        />
      ) : null}
    </section>
  );
}
