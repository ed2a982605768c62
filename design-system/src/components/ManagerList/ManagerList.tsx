import { useEffect, useId, useRef, useState, type Key, type ReactNode } from 'react';
import { Button as AriaButton, VisuallyHidden } from 'react-aria-components';
import * as messages from '../../messages.ts';
import { Button } from '../Button/index.ts';
import { ConfirmDialog } from '../ConfirmDialog/index.ts';
import { Badge } from '../Badge/index.ts';
import { Heading, type HeadingLevel } from '../Heading/index.ts';
import { Icon, type IconName } from '../Icon/index.ts';
import { InfoTip } from '../InfoTip/index.ts';
import { LoadError } from '../private/LoadError.tsx';
import { Skeleton } from '../Skeleton/index.ts';
import { StateMessage } from '../StateMessage/index.ts';
import { focusAfterRemoval } from './focus-after-removal.ts';
import { ManagerCard, type ManagerListField } from './ManagerCard.tsx';
import {
  addCard,
  emptyCard,
  grid,
  header,
  item as itemClass,
  limit as limitClass,
  limitIcon,
  root,
  skeletonCard,
  titleRow,
} from './ManagerList.css.ts';

const m = messages.managerList;

/** The spec's default list limit (wizard-spec 9). */
export const MANAGER_LIST_DEFAULT_LIMIT = 20;

/** How an item is shown: a title, label-value fields and/or free content, plus its name. */
export interface ManagerItemView<T> {
  /** A stable key of the item. */
  getKey: (item: T, index: number) => Key;
  /**
   * What the item is, for the buttons' accessible names and the delete question: 'Editar ' +
   * name ('cuenta Banco de Chile terminada en 4321', 'agente Valores Andinos S.A.').
   */
  getItemName: (item: T) => string;
  /** The card's visible heading (defaults to the name). */
  getItemTitle?: (item: T) => ReactNode;
  /** Label-value pairs shown as a description list. */
  getItemFields?: (item: T) => readonly ManagerListField[];
  /** A status beside the title (a Badge). */
  getItemBadge?: (item: T) => ReactNode;
  /** Free content under the fields. */
  renderItem?: (item: T) => ReactNode;
}

/** The optional read-only list under the main one (the spec's placement agents). */
export interface ManagerListSecondary<S> extends ManagerItemView<S> {
  title: string;
  /** The info tooltip beside the title: why these items cannot be edited. */
  info: ReactNode;
  items: readonly S[];
  /** 'Ver' on each card. */
  onView?: (item: S, index: number) => void;
  /** 'Eliminar' on each card (asks 'No' / 'Si' first). */
  onRemove?: (item: S, index: number) => void;
}

export interface ManagerListProps<T, S = T> extends ManagerItemView<T> {
  /** The list's heading; the list is a region named by it. */
  title?: string;
  /** Its level (default 2); the cards' titles sit one level below. */
  titleLevel?: 2 | 3 | 4;
  /** Names the region when there is no visible title. */
  'aria-label'?: string;
  /** A short text under the title. */
  description?: ReactNode;
  items: readonly T[];
  /** 'Agregar': opens the embedded form of the wizard. Without it nothing can be added. */
  onAdd?: () => void;
  onEdit?: (item: T, index: number) => void;
  /** Called after the user answers 'Si' to the delete question. */
  onDelete?: (item: T, index: number) => void;
  /** Defaults to the spec's 'Agregar'. */
  addLabel?: string;
  /** card (a dashed card after the items, default) or button (beside the title). */
  addVariant?: 'card' | 'button';
  /** How many items the list takes (default 20); then the spec's message shows. */
  limit?: number;
  /** At the limit, 'Agregar' is disabled (default) or hidden. */
  atLimit?: 'disable' | 'hide';
  emptyTitle?: ReactNode;
  emptyMessage?: ReactNode;
  emptyIcon?: IconName;
  /** Skeleton cards while the items load. */
  isLoading?: boolean;
  /** Replaces the items with an error; say what to do next. */
  errorMessage?: ReactNode;
  /** Offers 'Reintentar' with the error. */
  onRetry?: () => void;
  /** Every action disabled (while saving). */
  isDisabled?: boolean;
  secondary?: ManagerListSecondary<S>;
}

type ListId = 'main' | 'secondary';

interface PendingRemoval {
  list: ListId;
  index: number;
  key: Key;
  name: string;
}

/**
 * The wizard's manager step as a presentational list: cards with edit and delete (delete asks
 * 'No' / 'Si'), an optional read-only secondary list, 'Agregar' as a card or a button, a 'no data'
 * card, and the spec's message once the limit is reached.
 */
export function ManagerList<T, S = T>({
  title,
  titleLevel = 2,
  'aria-label': ariaLabel,
  description,
  items,
  getKey,
  getItemName,
  getItemTitle,
  getItemFields,
  getItemBadge,
  renderItem,
  onAdd,
  onEdit,
  onDelete,
  addLabel = m.add,
  addVariant = 'card',
  limit = MANAGER_LIST_DEFAULT_LIMIT,
  atLimit = 'disable',
  emptyTitle = m.emptyTitle,
  emptyMessage = m.emptyMessage,
  emptyIcon = 'document',
  isLoading = false,
  errorMessage,
  onRetry,
  isDisabled = false,
  secondary,
}: ManagerListProps<T, S>) {
  const titleId = useId();
  const rootRef = useRef<HTMLElement>(null);
  // The question keeps its item while the dialog fades out.
  const [pending, setPending] = useState<PendingRemoval | null>(null);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const removing = useRef<PendingRemoval | null>(null);
  const [announcement, setAnnouncement] = useState('');

  const cardLevel = (titleLevel + 1) as HeadingLevel;
  // StateMessage titles go down to h4.
  const messageLevel = Math.min(cardLevel, 4) as 3 | 4;
  const isFull = items.length >= limit;
  const showAdd = onAdd !== undefined && !(isFull && atLimit === 'hide');
  const addDisabled = isDisabled || isFull || isLoading;
  const ready = !isLoading && !errorMessage;

  // Once the confirmed item has left its list: announce it and move focus to a neighbour.
  const secondaryItems = secondary?.items;
  const secondaryKey = secondary?.getKey;
  useEffect(() => {
    const removed = removing.current;
    const node = rootRef.current;
    if (!removed || !node) return;
    const list: readonly unknown[] = removed.list === 'main' ? items : (secondaryItems ?? []);
    const keyOf = (removed.list === 'main' ? getKey : secondaryKey) as
      ((entry: unknown, index: number) => Key) | undefined;
    if (keyOf && list.some((entry, index) => keyOf(entry, index) === removed.key)) return;
    removing.current = null;
    setAnnouncement(m.removed(removed.name));
    focusAfterRemoval(node, () => {
      const cards = node.querySelectorAll<HTMLElement>(
        `[data-manager-list="${removed.list}"] > [data-manager-item]`,
      );
      const neighbour = cards[Math.min(removed.index, cards.length - 1)];
      const action = neighbour?.querySelector<HTMLElement>('[data-manager-action]');
      const add = node.querySelector<HTMLElement>('[data-manager-add]:not([disabled])');
      return action ?? add ?? node.querySelector<HTMLElement>('[data-manager-heading]') ?? node;
    });
  }, [items, secondaryItems, getKey, secondaryKey]);

  const confirmRemoval = () => {
    if (!pending) return;
    removing.current = pending;
    setAnnouncement('');
    if (pending.list === 'main') {
      const entry = items[pending.index];
      if (entry !== undefined) onDelete?.(entry, pending.index);
    } else {
      const entry = secondary?.items[pending.index];
      if (entry !== undefined) secondary?.onRemove?.(entry, pending.index);
    }
  };

  const addCardItem =
    showAdd && addVariant === 'card' ? (
      <li className={itemClass}>
        <AriaButton
          className={addCard}
          onPress={onAdd}
          isDisabled={addDisabled}
          data-manager-add=""
        >
          <Icon name="plus" size="lg" />
          <span>{addLabel}</span>
        </AriaButton>
      </li>
    ) : null;

  const renderCards = <I,>(
    list: ListId,
    entries: readonly I[],
    view: ManagerItemView<I>,
    open: ((entry: I, index: number) => void) | undefined,
    remove: ((entry: I, index: number) => void) | undefined,
    trailing: ReactNode,
    level: HeadingLevel,
  ) => (
    <ul className={grid} data-manager-list={list}>
      {entries.map((entry, index) => {
        const name = view.getItemName(entry);
        return (
          <li key={view.getKey(entry, index)} className={itemClass} data-manager-item="">
            <ManagerCard
              title={view.getItemTitle?.(entry) ?? name}
              titleLevel={level}
              name={name}
              badge={
                view.getItemBadge?.(entry) ??
                (list === 'secondary' ? <Badge size="sm">{m.readOnly}</Badge> : undefined)
              }
              fields={view.getItemFields?.(entry)}
              isReadOnly={list === 'secondary'}
              isDisabled={isDisabled}
              onOpen={open ? () => open(entry, index) : undefined}
              onRemove={
                remove
                  ? () => {
                      setPending({ list, index, key: view.getKey(entry, index), name });
                      setConfirmOpen(true);
                    }
                  : undefined
              }
            >
              {view.renderItem?.(entry)}
            </ManagerCard>
          </li>
        );
      })}
      {trailing}
    </ul>
  );

  const mainView: ManagerItemView<T> = {
    getKey,
    getItemName,
    getItemTitle,
    getItemFields,
    getItemBadge,
    renderItem,
  };

  let content: ReactNode;
  if (isLoading) {
    content = (
      <>
        <VisuallyHidden>{m.loading}</VisuallyHidden>
        <ul className={grid} aria-hidden="true">
          {[0, 1].map((index) => (
            <li key={index} className={itemClass}>
              <div className={skeletonCard}>
                <Skeleton width="60%" height={20} />
                <Skeleton width="90%" height={14} />
                <Skeleton width="75%" height={14} />
                <Skeleton width="50%" height={14} />
              </div>
            </li>
          ))}
        </ul>
      </>
    );
  } else if (errorMessage) {
    content = (
      <div className={emptyCard}>
        <LoadError
          title={m.errorTitle}
          titleLevel={messageLevel}
          retryLabel={m.retry}
          onRetry={onRetry}
        >
          {errorMessage}
        </LoadError>
      </div>
    );
  } else if (items.length === 0) {
    content = (
      <div className={emptyCard}>
        <StateMessage
          icon={emptyIcon}
          title={emptyTitle}
          titleLevel={messageLevel}
          action={
            // The empty card carries 'Agregar' itself rather than a lone dashed card beside it.
            showAdd && addVariant === 'card' ? (
              <Button
                icon={<Icon name="plus" size="sm" />}
                onPress={onAdd}
                isDisabled={addDisabled}
                data-manager-add=""
              >
                {addLabel}
              </Button>
            ) : undefined
          }
        >
          {emptyMessage}
        </StateMessage>
      </div>
    );
  } else {
    content = renderCards('main', items, mainView, onEdit, onDelete, addCardItem, cardLevel);
  }

  return (
    <section
      ref={rootRef}
      className={root}
      aria-labelledby={title ? titleId : undefined}
      aria-label={title ? undefined : ariaLabel}
      aria-busy={isLoading || undefined}
      tabIndex={title ? undefined : -1}
    >
      {title || (showAdd && addVariant === 'button') ? (
        <div className={header}>
          {title ? (
            <div className={titleRow} tabIndex={-1} data-manager-heading="">
              <Heading level={titleLevel} size="lg" id={titleId}>
                {title}
              </Heading>
            </div>
          ) : (
            <span />
          )}
          {showAdd && addVariant === 'button' ? (
            <Button
              variant="secondary"
              icon={<Icon name="plus" size="sm" />}
              onPress={onAdd}
              isDisabled={addDisabled}
              data-manager-add=""
            >
              {addLabel}
            </Button>
          ) : null}
        </div>
      ) : null}
      {description}
      {content}
      {/* Always present, so the limit message is announced when it appears. */}
      <div role="status">
        {ready && onAdd && isFull ? (
          <p className={limitClass}>
            <span className={limitIcon}>
              <Icon name="warning" size="md" />
            </span>
            {m.limitReached}
          </p>
        ) : null}
      </div>
      <VisuallyHidden>
        <div role="status">{announcement}</div>
      </VisuallyHidden>
      {secondary && ready && secondary.items.length > 0 ? (
        <section aria-labelledby={`${titleId}-secondary`} className={root}>
          <div className={titleRow}>
            <Heading level={cardLevel} size="md" id={`${titleId}-secondary`}>
              {secondary.title}
            </Heading>
            <InfoTip label={m.secondaryInfoLabel(secondary.title)}>{secondary.info}</InfoTip>
          </div>
          {renderCards(
            'secondary',
            secondary.items,
            secondary,
            secondary.onView,
            secondary.onRemove,
            null,
            (cardLevel + 1) as HeadingLevel,
          )}
        </section>
      ) : null}
      <ConfirmDialog
        kind="delete"
        isOpen={confirmOpen}
        onOpenChange={setConfirmOpen}
        message={pending ? m.deleteMessage(pending.name) : undefined}
        onConfirm={confirmRemoval}
      />
    </section>
  );
}
