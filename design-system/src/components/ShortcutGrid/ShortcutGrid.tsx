import { useEffect, useId, useRef, useState } from 'react';
import { Link as AriaLink, VisuallyHidden } from 'react-aria-components';
import * as messages from '../../messages.ts';
import { Alert } from '../Alert/index.ts';
import { Button } from '../Button/index.ts';
import { CheckboxGroup } from '../CheckboxGroup/index.ts';
import { Heading } from '../Heading/index.ts';
import { Icon, type IconName } from '../Icon/index.ts';
import { LoadError } from '../private/LoadError.tsx';
import { Skeleton } from '../Skeleton/index.ts';
import * as s from './ShortcutGrid.css.ts';

/** One shortcut the portal offers: a route with a name and an icon. */
export interface Shortcut {
  id: string;
  label: string;
  /** The portal's route (the router bridge of NavigationProvider navigates it). */
  href: string;
  icon?: IconName;
}

export interface ShortcutGridProps {
  /** Every shortcut offered, in the order of the edit list. */
  shortcuts: readonly Shortcut[];
  /** The client's choice, in the order shown. */
  selectedIds: readonly string[];
  /**
   * Saves a new choice (enables 'Editar accesos'). Resolve when saved; reject on failure: the
   * edit stays open with the error and 'Reintentar'.
   */
  onSave?: (ids: string[]) => Promise<void>;
  /** At most this many shortcuts (default 8). */
  maxSelected?: number;
  /** The section's title (default 'Accesos directos'). */
  title?: string;
  /** The title's level in the page (default 2). */
  headingLevel?: 2 | 3 | 4;
  isLoading?: boolean;
  /** The shortcuts could not be loaded: the spec's error text replaces them. */
  hasError?: boolean;
  /** With `hasError`, shows 'Reintentar'. */
  onRetry?: () => void;
}

type SaveState = 'idle' | 'saving' | 'error';

/**
 * The client's shortcuts as a grid of links, and an edit mode (a checkbox group, Guardar and
 * Cancelar) that saves through `onSave`, with saving, error and 'Reintentar' states; focus goes
 * into the list on edit and back to 'Editar accesos' after it.
 */
export function ShortcutGrid({
  shortcuts,
  selectedIds,
  onSave,
  maxSelected = 8,
  title,
  headingLevel = 2,
  isLoading = false,
  hasError = false,
  onRetry,
}: ShortcutGridProps) {
  const m = messages.shortcutGrid;
  const titleId = useId();
  const [isEditing, setEditing] = useState(false);
  const [draft, setDraft] = useState<string[]>([]);
  const [saveState, setSaveState] = useState<SaveState>('idle');
  const [announcement, setAnnouncement] = useState('');
  const editButton = useRef<HTMLDivElement>(null);
  const editArea = useRef<HTMLDivElement>(null);
  // Where focus goes after a change of mode: into the list, or back to 'Editar accesos'.
  const focusTarget = useRef<'list' | 'edit' | null>(null);

  useEffect(() => {
    if (focusTarget.current === 'list') editArea.current?.querySelector('input')?.focus();
    if (focusTarget.current === 'edit') editButton.current?.querySelector('button')?.focus();
    focusTarget.current = null;
  }, [isEditing]);

  const byId = new Map(shortcuts.map((shortcut) => [shortcut.id, shortcut]));
  const shown = selectedIds.flatMap((id) => byId.get(id) ?? []);

  const startEditing = () => {
    setDraft(shown.map((shortcut) => shortcut.id));
    setSaveState('idle');
    setAnnouncement('');
    focusTarget.current = 'list';
    setEditing(true);
  };
  const stopEditing = () => {
    focusTarget.current = 'edit';
    setEditing(false);
  };
  const save = async () => {
    if (!onSave || saveState === 'saving') return;
    setSaveState('saving');
    setAnnouncement(m.saving);
    try {
      // Kept in the order of the offer, which is the order the edit list shows.
      await onSave(shortcuts.map((shortcut) => shortcut.id).filter((id) => draft.includes(id)));
      setSaveState('idle');
      setAnnouncement(m.saved);
      stopEditing();
    } catch {
      setSaveState('error');
      setAnnouncement('');
    }
  };

  let content;
  if (isLoading) {
    content = (
      <>
        <VisuallyHidden elementType="span">
          <span role="status">{m.loading}</span>
        </VisuallyHidden>
        <ul className={s.grid} aria-hidden="true">
          {[0, 1, 2, 3].map((i) => (
            <li key={i} className={s.skeletonTile}>
              <Skeleton shape="circle" width={24} />
              <Skeleton shape="text" width="70%" />
            </li>
          ))}
        </ul>
      </>
    );
  } else if (hasError) {
    content = (
      <LoadError
        title={m.errorTitle}
        titleLevel={Math.min(headingLevel + 1, 4) as 3 | 4}
        retryLabel={m.retry}
        onRetry={onRetry}
      >
        {m.error}
      </LoadError>
    );
  } else if (isEditing) {
    const isSaving = saveState === 'saving';
    content = (
      <div ref={editArea} className={s.edit}>
        <CheckboxGroup
          label={m.chooseLabel}
          description={m.chooseHint(maxSelected)}
          necessityIndicator="none"
          options={shortcuts.map((shortcut) => ({
            key: shortcut.id,
            value: shortcut.label,
            // Once the limit is reached, only a chosen one can be unticked.
            isDisabled: draft.length >= maxSelected && !draft.includes(shortcut.id),
          }))}
          value={draft}
          onChange={setDraft}
          isDisabled={isSaving}
        />
        {saveState === 'error' ? (
          <Alert priority="error" isLive>
            {m.saveError}
          </Alert>
        ) : null}
        <div className={s.actions}>
          {/*
            Not React Aria's isPending: it announces the button by its label's id, which points at
            nothing once the list closes (axe role-img-alt); the status below says 'Guardando...'.
          */}
          <Button onPress={save}>
            {isSaving ? m.saving : saveState === 'error' ? m.retry : m.save}
          </Button>
          <Button variant="secondary" onPress={stopEditing} isDisabled={isSaving}>
            {m.cancel}
          </Button>
        </div>
      </div>
    );
  } else if (shown.length === 0) {
    content = <p className={s.none}>{m.none}</p>;
  } else {
    content = (
      <ul className={s.grid}>
        {shown.map((shortcut) => (
          <li key={shortcut.id} className={s.item}>
            <AriaLink href={shortcut.href} className={s.tile}>
              <span className={s.icon} aria-hidden="true">
                <Icon name={shortcut.icon ?? 'chevronRight'} size="md" />
              </span>
              <span className={s.label}>{shortcut.label}</span>
            </AriaLink>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section className={s.root} aria-labelledby={titleId} aria-busy={isLoading || undefined}>
      <div className={s.header}>
        <Heading level={headingLevel} size="md" id={titleId}>
          {title ?? m.title}
        </Heading>
        {onSave && !isEditing && !isLoading && !hasError ? (
          <div ref={editButton}>
            <Button
              variant="tertiary"
              size="sm"
              icon={<Icon name="edit" size="sm" />}
              onPress={startEditing}
            >
              {m.edit}
            </Button>
          </div>
        ) : null}
      </div>
      <VisuallyHidden elementType="span">
        <span role="status">{announcement}</span>
      </VisuallyHidden>
      {content}
    </section>
  );
}
