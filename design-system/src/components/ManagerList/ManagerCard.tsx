import type { ReactNode } from 'react';
import * as messages from '../../messages.ts';
import { Button } from '../Button/index.ts';
import { Heading, type HeadingLevel } from '../Heading/index.ts';
import { Icon } from '../Icon/index.ts';
import {
  actions,
  card,
  cardHeader,
  fieldLabel,
  fieldRow,
  fields as fieldsClass,
  fieldValue,
  readOnlyCard,
} from './ManagerList.css.ts';

const m = messages.managerList;

/** One label and value of a card ('Banco' / 'Banco de Chile'). */
export interface ManagerListField {
  label: ReactNode;
  value: ReactNode;
}

export interface ManagerCardProps {
  /** The visible heading of the card. */
  title: ReactNode;
  titleLevel: HeadingLevel;
  /** What the card is, for the buttons' names ('cuenta Banco de Chile terminada en 4321'). */
  name: string;
  /** A status next to the title (a Badge). */
  badge?: ReactNode;
  fields?: readonly ManagerListField[];
  /** Free content under the fields (renderItem). */
  children?: ReactNode;
  /** A read-only card offers 'Ver' instead of 'Editar'. */
  isReadOnly?: boolean;
  onOpen?: () => void;
  onRemove?: () => void;
  isDisabled?: boolean;
}

/** One item of a ManagerList: heading, label-value pairs and its edit (or view) and delete buttons. */
export function ManagerCard({
  title,
  titleLevel,
  name,
  badge,
  fields,
  children,
  isReadOnly = false,
  onOpen,
  onRemove,
  isDisabled,
}: ManagerCardProps) {
  return (
    <div className={isReadOnly ? readOnlyCard : card}>
      <div className={cardHeader}>
        <Heading level={titleLevel} size="md">
          {title}
        </Heading>
        {badge}
      </div>
      {fields && fields.length > 0 ? (
        <dl className={fieldsClass}>
          {fields.map((field, index) => (
            <div key={index} className={fieldRow}>
              <dt className={fieldLabel}>{field.label}</dt>
              <dd className={fieldValue}>{field.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {children}
      {onOpen || onRemove ? (
        <div className={actions}>
          {onOpen ? (
            <Button
              variant="secondary"
              size="sm"
              icon={<Icon name={isReadOnly ? 'eye' : 'edit'} size="sm" />}
              aria-label={isReadOnly ? m.viewItem(name) : m.editItem(name)}
              onPress={onOpen}
              isDisabled={isDisabled}
              data-manager-action=""
            >
              {isReadOnly ? m.view : m.edit}
            </Button>
          ) : null}
          {onRemove ? (
            <Button
              variant="tertiary"
              size="sm"
              icon={<Icon name="delete" size="sm" />}
              aria-label={m.removeItem(name)}
              onPress={onRemove}
              isDisabled={isDisabled}
              data-manager-action=""
            >
              {m.remove}
            </Button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
