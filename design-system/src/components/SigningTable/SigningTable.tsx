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
import type { OrderComment, SigningOrder, SigningPeriod, SigningStatus } from './signing-order.ts';
import { SigningPeriodFilter } from './SigningPeriodFilter.tsx';
import * as s from './SigningTable.css.ts';

const m = messages.signingTable;

export interface SigningTableProps<O extends SigningOrder = SigningOrder> {
  /** The list's title (e.g. 'Firma de órdenes Forward'). */
  title?: ReactNode;
  titleLevel?: HeadingLevel;
  /** The orders of the selected tab (the caller loads them per status and period). */
  orders: readonly O[];
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
  /** 'Comentarios' of a row opens its dialog; the caller loads that order's comments. */
  onOpenComments?: (order: O) => void;
  comments?: readonly OrderComment[];
  isLoadingComments?: boolean;
  /** Adds a comment to the open order; without it comments are read-only. */
  onAddComment?: (order: O, text: string) => void;
  isAddingComment?: boolean;
  /** Called after the signing modal's 'Firmar' with the selected orders. */
  onSign: (orders: O[]) => void;
  isSigning?: boolean;
  /** comfortable or compact (default: the signing lists' compact mode). */
  density?: 'comfortable' | 'compact';
}

const statuses: SigningStatus[] = ['toSign', 'signed', 'expired'];

/**
 * An order-signing list (portal-spec 4 and 5): tabs Por firmar, Firmadas, Vencidas; a period
 * filter except on to-sign; rows selectable for batch signing; per-row PDF and comments; the
 * signing modal asks for the declaration (and the profile-mismatch acceptance) before 'Firmar'.
 */
export function SigningTable<O extends SigningOrder>({
  title,
  titleLevel = 2,
  orders,
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
  onOpenComments,
  comments = [],
  isLoadingComments,
  onAddComment,
  isAddingComment,
  onSign,
  isSigning = false,
  density = 'compact',
}: SigningTableProps<O>) {
  const titleId = useId();
  const [ownStatus, setOwnStatus] = useState<SigningStatus>(defaultStatus);
  const current = status ?? ownStatus;
  const [selectedIds, setSelectedIds] = useState<string[]>([]);
  const [signOpen, setSignOpen] = useState(false);
  const [commentsFor, setCommentsFor] = useState<O | null>(null);

  const toSign = current === 'toSign';
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
                selectable={toSign}
                selectedIds={toSign ? selected.map((order) => order.folio) : undefined}
                onSelectionChange={(ids) => setSelectedIds(ids)}
                rowLabel={(order) => m.orderLabel(order.folio)}
              />
            )}
            {toSign && !errorMessage && orders.length > 0 ? (
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
        onConfirm={(signed) => onSign(signed)}
      />
      {onOpenComments ? (
        <CommentsDialog
          folio={commentsFor?.folio ?? null}
          onOpenChange={(open) => {
            if (!open) setCommentsFor(null);
          }}
          comments={comments}
          isLoading={isLoadingComments}
          onAdd={
            onAddComment && commentsFor ? (text) => onAddComment(commentsFor, text) : undefined
          }
          isAdding={isAddingComment}
        />
      ) : null}
    </section>
  );
}
