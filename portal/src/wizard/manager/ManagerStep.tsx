// The manager step (wizard-spec 2, 4 and 5): a list with add, edit and delete over an embedded
// form, an optional read-only list (placement agents), the limit and the duplicate-account rule.
import {
  Alert,
  BankAccountList,
  bankAccountName,
  Button,
  ManagerList,
  Stack,
  Text,
  type ManagerListField,
  type ManagerListSecondary,
} from '@inversiones/design-system';
import type { wizardConfig } from '@inversiones/contract';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import * as messages from '../../messages.ts';
import { StepControls } from '../engine/StepControls.tsx';
import type { StepComponentProps } from '../engine/step-props.ts';
import { rootData } from '../form/form-values.ts';
import {
  bankAccountView,
  isDuplicateAccount,
  itemKeys,
  type Item,
  type OptionTexts,
} from './bank-account-item.ts';
import { listAt, managerSettings, type ManagerSettings } from './manager-config.ts';
import { ManagerSubForm } from './ManagerSubForm.tsx';
import { useResolvedQuestions } from './use-resolved-questions.ts';

type Question = wizardConfig.Question;

const m = messages.wizardManager;

/** The step's mode (wizard-spec 4: normal/manager is the list; add and edit open the form). */
type Mode =
  | { kind: 'list' }
  | { kind: 'add' }
  | { kind: 'edit'; index: number }
  | { kind: 'view'; index: number };

/** Where focus goes when the list shows again. */
type FocusTarget = { list: 'main' | 'secondary'; index: number } | 'add' | 'heading';

const BANK_KEY_FIELDS = ['Banco', 'IdMoneda', 'IdTipoCtaBanc', 'CuentaBancaria'];

export function ManagerStep(props: StepComponentProps) {
  const parsed = useMemo(() => managerSettings(props.step), [props.step]);
  if (!parsed.ok) {
    return (
      <Alert priority="error" isLive title={messages.wizard.configErrorTitle}>
        <Text>{messages.wizard.configErrorHint}</Text>
        <Text>
          <code>{parsed.message}</code>
        </Text>
      </Alert>
    );
  }
  return <Manager {...props} settings={parsed.settings} />;
}

const shown = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';

/** Label-value pairs of an item from its questions (option keys shown as their text). */
function fieldsOf(item: Item, questions: readonly Question[], textOf: OptionTexts) {
  return questions.flatMap<ManagerListField>((question) => {
    if (!question.key || question.hidden || question.type === 'hidden') return [];
    const value = item[question.key];
    const text = textOf(question.key, value) ?? shown(value);
    return text ? [{ label: question.label ?? question.key, value: text }] : [];
  });
}

function Manager({ settings, ...props }: StepComponentProps & { settings: ManagerSettings }) {
  const { step, data, nav, context } = props;
  const { list, secondary } = settings;
  const isBank = list.kind === 'bankAccount';
  const stored = rootData(data, step.config.root);
  const [items, setItems] = useState<Item[]>(() => listAt(stored, list.key));
  const [agents] = useState<Item[]>(() => (secondary ? listAt(stored, secondary.key) : []));
  const [mode, setMode] = useState<Mode>({ kind: 'list' });
  const [saving, setSaving] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  /** Each refusal counts, so the same message is announced again on the next Guardar. */
  const [refusals, setRefusals] = useState(0);
  const [saveError, setSaveError] = useState<{ message: string; retry: () => void } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [session, setSession] = useState(0);
  const focusTarget = useRef<FocusTarget | null>(null);
  /** The index of the card just deleted, until focus has found its neighbour. */
  const deleted = useRef<number | null>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const { questions, textOf, ready } = useResolvedQuestions(settings.questions, context);

  const keys = useMemo(() => itemKeys(items, isBank ? BANK_KEY_FIELDS : []), [items, isBank]);
  const agentKeys = useMemo(() => itemKeys(agents, []), [agents]);
  const itemName = list.itemName ?? (isBank ? m.bankItem : m.defaultItem);

  const nameOf = useCallback(
    (item: Item, index: number) => {
      const titled = list.titleKey ? shown(item[list.titleKey]) : '';
      return titled || `${itemName} ${index + 1}`;
    },
    [list.titleKey, itemName],
  );

  /** Focuses a card's first action, Agregar, or the heading (whichever exists and is enabled). */
  const focusInList = useCallback(
    (target: FocusTarget) => {
      const node = rootRef.current;
      if (!node) return;
      const heading = node.querySelector<HTMLElement>('[data-manager-heading]');
      let element: HTMLElement | null = null;
      if (target === 'add') element = node.querySelector('[data-manager-add]:not([disabled])');
      else if (target !== 'heading') {
        const cards = node.querySelectorAll<HTMLElement>(
          `[data-manager-list="${target.list}"] > [data-manager-item]`,
        );
        const card = cards[Math.min(target.index, cards.length - 1)];
        element = card?.querySelector('[data-manager-action]:not([disabled])') ?? null;
        element ??= node.querySelector('[data-manager-add]:not([disabled])');
      }
      (element ?? heading ?? document.getElementById(props.headingId))?.focus();
    },
    [props.headingId],
  );

  // After a delete: the list was disabled while saving, so its own focus move may have found no
  // enabled button (focus lost or on its heading); once enabled again, go to the neighbour card.
  useEffect(() => {
    const index = deleted.current;
    if (saving || index === null) return;
    deleted.current = null;
    const active = document.activeElement;
    const lost =
      !active ||
      active === document.body ||
      !active.isConnected ||
      active.matches('[data-manager-heading]');
    if (lost) focusInList({ list: 'main', index });
  }, [saving, items, focusInList]);

  // Back on the list: focus the card just added or edited, or the control that opened the form.
  useEffect(() => {
    const target = focusTarget.current;
    if (mode.kind !== 'list' || !target) return;
    focusTarget.current = null;
    focusInList(target);
  }, [mode, focusInList]);

  const answersOf = useCallback((next: Item[]) => ({ [list.key]: next }), [list.key]);

  /** Saves the list and stays; on failure the error offers Reintentar. */
  const persist = useCallback(
    async (next: Item[], retry: () => void): Promise<boolean> => {
      setSaving(true);
      setSaveError(null);
      try {
        await nav.save(answersOf(next));
        setItems(next);
        return true;
      } catch (error) {
        setSaveError({
          message: error instanceof Error ? error.message : messages.wizard.saveError,
          retry,
        });
        return false;
      } finally {
        setSaving(false);
      }
    },
    [nav, answersOf],
  );

  const open = (next: Mode) => {
    setFormError(null);
    setSaveError(null);
    setNotice(null);
    setSession((n) => n + 1);
    setMode(next);
  };

  const close = useCallback((target: FocusTarget) => {
    focusTarget.current = target;
    setFormError(null);
    setSaveError(null);
    setMode({ kind: 'list' });
  }, []);

  const cancel = useCallback(() => {
    if (mode.kind === 'edit') close({ list: 'main', index: mode.index });
    else if (mode.kind === 'view') close({ list: 'secondary', index: mode.index });
    else close('add');
  }, [close, mode]);

  const submit = useCallback(
    (answers: Record<string, unknown>, omit: readonly string[]) => {
      if (mode.kind !== 'add' && mode.kind !== 'edit') return;
      const editing = mode.kind === 'edit' ? mode.index : -1;
      const start = editing >= 0 ? items[editing]! : list.base;
      const item: Record<string, unknown> = { ...start, ...answers };
      for (const key of omit) delete item[key];
      if (isBank) {
        // The bank's name travels with the account (DescBanco), as the firm's systems store it.
        item.DescBanco = textOf('Banco', item.Banco) ?? item.DescBanco ?? null;
        if (isDuplicateAccount(items, item, editing)) {
          setSaveError(null);
          setFormError(m.duplicateAccount);
          setRefusals((n) => n + 1);
          return;
        }
      }
      setFormError(null);
      const next =
        editing >= 0 ? items.map((it, i) => (i === editing ? item : it)) : [...items, item];
      const index = editing >= 0 ? editing : next.length - 1;
      const attempt = () => {
        void persist(next, attempt).then((ok) => {
          if (!ok) return;
          const name = isBank
            ? bankAccountName(bankAccountView(item, '', textOf))
            : nameOf(item, index);
          setNotice(editing >= 0 ? m.updated(name) : m.added(name));
          close({ list: 'main', index });
        });
      };
      attempt();
    },
    [mode, items, list.base, isBank, textOf, persist, close, nameOf],
  );

  const remove = useCallback(
    (index: number) => {
      const before = items;
      const next = items.filter((_, i) => i !== index);
      setNotice(null);
      // Shown gone at once (the list moves focus to a neighbour); put back if the save fails.
      const attempt = () => {
        deleted.current = index;
        setItems(next);
        void persist(next, attempt).then((ok) => {
          if (!ok) setItems(before);
        });
      };
      attempt();
    },
    [items, persist],
  );

  const busy = saving || nav.busy;

  if (mode.kind !== 'list') {
    const viewing = mode.kind === 'view';
    const subject = viewing ? (secondary?.itemName ?? secondary?.title ?? '') : itemName;
    const title = viewing
      ? subject
      : mode.kind === 'add'
        ? m.addTitle(subject)
        : m.editTitle(subject);
    const item = viewing
      ? agents[mode.index]!
      : mode.kind === 'edit'
        ? items[mode.index]!
        : list.base;
    return (
      <ManagerSubForm
        key={session}
        wizardId={props.wizardId}
        context={context}
        index={props.index}
        total={props.total}
        title={title}
        questions={viewing ? (secondary?.questions ?? []) : questions}
        item={item}
        isReadOnly={viewing}
        isLoading={!viewing && !ready}
        onSubmit={submit}
        onCancel={cancel}
        formError={formError}
        formErrorKey={refusals}
        saveError={saveError?.message}
        onRetry={saveError?.retry}
        busy={busy}
      />
    );
  }

  // Placement agents are registered by the executive: viewable, never removed from the portal.
  const secondaryList: ManagerListSecondary<Item> | undefined =
    secondary && agents.length > 0
      ? {
          title: secondary.title,
          info: secondary.info ?? m.secondaryInfo,
          items: agents,
          getKey: (_item, index) => agentKeys[index]!,
          getItemName: (item) =>
            (secondary.titleKey ? shown(item[secondary.titleKey]) : '') ||
            secondary.itemName ||
            secondary.title,
          getItemFields: (item) =>
            fieldsOf(
              item,
              secondary.questions.filter((q) => q.key !== secondary.titleKey),
              () => undefined,
            ),
          onView: (_item, index) => open({ kind: 'view', index }),
        }
      : undefined;

  const common = {
    items,
    limit: list.limit,
    atLimit: 'hide' as const,
    isDisabled: busy,
    emptyMessage: list.emptyMessage,
    onAdd: () => {
      if (items.length < list.limit) open({ kind: 'add' });
    },
    onEdit: (_item: unknown, index: number) => open({ kind: 'edit', index }),
    onDelete: (_item: unknown, index: number) => remove(index),
    secondary: secondaryList,
  };

  return (
    <div ref={rootRef}>
      <Stack gap="lg">
        {notice ? (
          <Alert priority="success" isLive>
            {notice}
          </Alert>
        ) : null}
        {saveError ? (
          <Alert priority="error" isLive title={m.saveFailedTitle}>
            {saveError.message}
          </Alert>
        ) : null}
        {saveError ? (
          <div>
            <Button variant="primary" onPress={saveError.retry} isDisabled={busy}>
              {m.retry}
            </Button>
          </div>
        ) : null}
        {isBank ? (
          <BankAccountList<Item>
            {...common}
            title={list.title}
            items={items.map((item, index) => bankAccountView(item, keys[index]!, textOf))}
          />
        ) : (
          <ManagerList<Item, Item>
            {...common}
            title={list.title ?? step.config.title ?? itemName}
            getKey={(_item, index) => keys[index]!}
            getItemName={(item) => nameOf(item, items.indexOf(item))}
            getItemFields={(item) =>
              fieldsOf(
                item,
                questions.filter((q) => q.key !== list.titleKey),
                textOf,
              )
            }
          />
        )}
        <StepControls
          step={step}
          nav={nav}
          canAdvance={!busy}
          onAdvance={() => {
            // A save under way: Continuar waits for it rather than save twice.
            if (!busy) nav.next(answersOf(items));
          }}
          getPartial={() => ({ answers: answersOf(items) })}
        />
      </Stack>
    </div>
  );
}
