import { useId, useState, type FormEvent, type ReactNode } from 'react';
import {
  Checkbox as AriaCheckbox,
  CheckboxGroup as AriaCheckboxGroup,
  VisuallyHidden,
} from 'react-aria-components';
import * as messages from '../../messages.ts';
import { Button } from '../Button/index.ts';
import { Checkbox } from '../Checkbox/index.ts';
import * as checkboxStyles from '../private/choice.css.ts';
import { CheckMark } from '../private/CheckMark.tsx';
import { Heading, type HeadingLevel } from '../Heading/index.ts';
import { Icon } from '../Icon/index.ts';
import { displayDate } from '../private/display-date.ts';
import {
  initialSelection,
  keepMandatoryDocuments,
  visibleGroups,
  type ContractDocument,
  type ContractGroup,
} from './contract-documents.ts';
import { ContractItemActions } from './ContractItemActions.tsx';
import * as s from './ContractList.css.ts';

const m = messages.contractList;

export interface ContractListProps<D extends ContractDocument = ContractDocument> {
  /** The document groups (titulo, documentos); only documents flagged `display` are shown. */
  groups: readonly ContractGroup<D>[];
  /** select (default): a checkbox per document; readOnly: name, signed flag and date. */
  mode?: 'select' | 'readOnly';
  /** The ticked document ids (controlled). */
  value?: readonly string[];
  /** Ticked at first (default: documents `selected` or mandatory). */
  defaultValue?: readonly string[];
  onChange?: (ids: string[]) => void;
  /** Called with the document whose download link was pressed. */
  onDownload: (document: D) => void;
  /** The document downloading now: its link reads 'Descargando...'. */
  downloadingId?: string;
  /** Called by 'Firmar' (enabled once the conditions are accepted) with the ticked documents. */
  onSign?: (documents: D[]) => void;
  /** While the signature is sent: 'Firmar' shows as pending. */
  isSigning?: boolean;
  /** The accept-conditions text (default: our wording; the spec gives none). */
  conditionsLabel?: ReactNode;
  /** Level of the group titles (default 3: inside a wizard step). */
  groupTitleLevel?: HeadingLevel;
}

/**
 * The contract step (wizard-spec 2 and 4): a checkbox list per document group (a mandatory
 * document stays ticked) or a read-only list; each document has a download link and a '+'
 * description overlay; 'Firmar' is enabled only once the conditions are accepted.
 */
export function ContractList<D extends ContractDocument>({
  groups,
  mode = 'select',
  value,
  defaultValue,
  onChange,
  onDownload,
  downloadingId,
  onSign,
  isSigning = false,
  conditionsLabel = m.acceptConditions,
  groupTitleLevel = 3,
}: ContractListProps<D>) {
  const baseId = useId();
  const shown = visibleGroups(groups);
  const [own, setOwn] = useState<string[]>(() => [...(defaultValue ?? initialSelection(groups))]);
  const selected = value ? [...value] : own;
  const [accepted, setAccepted] = useState(false);

  const select = (next: string[]) => {
    if (!value) setOwn(next);
    onChange?.(next);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!accepted || isSigning || !onSign) return;
    const docs = shown.flatMap((group) => group.documents);
    onSign(mode === 'select' ? docs.filter((doc) => selected.includes(doc.id)) : docs);
  };

  const actionsOf = (doc: D) => (
    <ContractItemActions
      document={doc}
      onDownload={() => onDownload(doc)}
      isDownloading={downloadingId === doc.id}
      isIndented={mode === 'select'}
    />
  );

  const groupList = shown.map((group, groupIndex) => {
    const titleId = `${baseId}-group-${groupIndex}`;
    const title = (
      <Heading level={groupTitleLevel} size="md" id={titleId}>
        {group.title}
      </Heading>
    );
    if (mode === 'readOnly') {
      return (
        <section key={titleId} className={s.group} aria-labelledby={titleId}>
          {title}
          <ul className={s.list}>
            {group.documents.map((doc) => (
              <li key={doc.id} className={s.item}>
                <span className={`${s.itemMain} ${s.readOnlyMain}`}>
                  <span className={s.name}>{doc.name}</span>
                  <span className={s.meta}>
                    <span className={s.signedMark({ signed: Boolean(doc.signed) })}>
                      <Icon name={doc.signed ? 'success' : 'document'} size="sm" />
                      {doc.signed ? m.signed : m.notSigned}
                    </span>
                    {doc.authorizedOn ? (
                      <span className={s.date}>
                        {m.authorizedOn} {displayDate(doc.authorizedOn)}
                      </span>
                    ) : null}
                  </span>
                </span>
                {actionsOf(doc)}
              </li>
            ))}
          </ul>
        </section>
      );
    }
    const ids = group.documents.map((doc) => doc.id);
    const groupValue = selected.filter((id) => ids.includes(id));
    return (
      <section key={titleId} className={s.group}>
        {title}
        <AriaCheckboxGroup
          aria-labelledby={titleId}
          value={groupValue}
          onChange={(next) => {
            const kept = keepMandatoryDocuments(group.documents, groupValue, next);
            select([...selected.filter((id) => !ids.includes(id)), ...kept]);
          }}
          isDisabled={isSigning}
        >
          <ul className={s.list}>
            {group.documents.map((doc) => {
              const locked = Boolean(doc.mandatory && groupValue.includes(doc.id));
              const lockedId = `${titleId}-${doc.id}-locked`;
              return (
                <li key={doc.id} className={s.item}>
                  <AriaCheckbox
                    value={doc.id}
                    isReadOnly={locked || undefined}
                    isRequired={doc.mandatory || undefined}
                    validationBehavior="aria"
                    aria-describedby={locked ? lockedId : undefined}
                    className={`${checkboxStyles.option} ${s.itemMain}`}
                  >
                    <span className={checkboxStyles.box}>
                      <CheckMark />
                    </span>
                    <span className={checkboxStyles.optionText}>
                      <span className={s.name}>{doc.name}</span>
                      {doc.mandatory ? (
                        <>
                          {' '}
                          <span className={s.mandatoryTag}>{m.mandatory}</span>
                        </>
                      ) : null}
                    </span>
                  </AriaCheckbox>
                  {locked ? (
                    <VisuallyHidden id={lockedId} elementType="span">
                      {m.locked}
                    </VisuallyHidden>
                  ) : null}
                  {actionsOf(doc)}
                </li>
              );
            })}
          </ul>
        </AriaCheckboxGroup>
      </section>
    );
  });

  const hintId = `${baseId}-hint`;
  return (
    <form className={s.root} onSubmit={submit} noValidate>
      {shown.length === 0 ? <p className={s.empty}>{m.empty}</p> : groupList}
      {onSign && shown.length > 0 ? (
        <div className={s.footer}>
          <Checkbox
            label={conditionsLabel}
            value={accepted}
            onChange={setAccepted}
            isDisabled={isSigning}
            isRequired
          />
          <div className={s.submitRow}>
            {!accepted ? (
              <p id={hintId} className={s.hint}>
                {m.signHint}
              </p>
            ) : null}
            <Button
              type="submit"
              isDisabled={!accepted}
              isPending={isSigning}
              pendingLabel={m.signing}
              aria-describedby={!accepted ? hintId : undefined}
            >
              {m.sign}
            </Button>
          </div>
        </div>
      ) : null}
    </form>
  );
}
