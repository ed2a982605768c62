import { useId } from 'react';
import * as messages from '../../messages.ts';
import { Button } from '../Button/index.ts';
import { DataTable, type DataTableColumn } from '../DataTable/index.ts';
import { Heading, type HeadingLevel } from '../Heading/index.ts';
import { Text } from '../Text/index.ts';
import { root, rut, titles } from './AccountSelectTable.css.ts';

/** One profile the user can enter (a mandatary profile of the spec). */
export interface SelectableAccount {
  /** The profile's code: a stable row id. */
  id: string;
  /** Nombre: the person or company. */
  name: string;
  /** Rut, already formatted for display: '12.345.678-5'. */
  rut: string;
  /** Role descriptions (MandataryTypes' Description), shown joined by commas. */
  roles: readonly string[];
}

export interface AccountSelectTableProps<A extends SelectableAccount = SelectableAccount> {
  accounts: readonly A[];
  /** Called with the chosen row when its 'Ingresar' button is pressed. */
  onSelect: (account: A) => void;
  /** The account being entered: its button shows as pending; the others are disabled. */
  pendingId?: string;
  /** While the profile list loads. */
  isLoading?: boolean;
  /** The title's level in the page (default 1: it is the screen's heading). */
  headingLevel?: HeadingLevel;
}

/**
 * The account selection screen's body: 'Selecciona una Cuenta', '¿A cuál quieres ingresar?' and a
 * table (cards on a phone) of Nombre, Rut, Perfil and an 'Ingresar' button per account.
 */
export function AccountSelectTable<A extends SelectableAccount>({
  accounts,
  onSelect,
  pendingId,
  isLoading,
  headingLevel = 1,
}: AccountSelectTableProps<A>) {
  const titleId = useId();
  const m = messages.accountSelect;
  const columns: DataTableColumn<A>[] = [
    { id: 'name', header: m.name, value: (a) => a.name, isRowHeader: true },
    {
      id: 'rut',
      header: m.rut,
      value: (a) => a.rut,
      cell: (a) => <span className={rut}>{a.rut}</span>,
      sortable: false,
    },
    { id: 'roles', header: m.profile, value: (a) => a.roles.join(', '), sortable: false },
    {
      id: 'action',
      header: m.action,
      hideLabelOnCard: true,
      cell: (a) => (
        <Button
          size="sm"
          aria-label={m.enterAccount(a.name)}
          isPending={pendingId === a.id}
          isDisabled={pendingId !== undefined && pendingId !== a.id}
          onPress={() => onSelect(a)}
        >
          {m.enter}
        </Button>
      ),
    },
  ];
  return (
    <section className={root} aria-labelledby={titleId}>
      <div className={titles}>
        <Heading level={headingLevel} size="2xl" id={titleId}>
          {m.title}
        </Heading>
        <Text tone="secondary" size="lg">
          {m.subtitle}
        </Text>
      </div>
      <DataTable
        columns={columns}
        data={accounts}
        getRowId={(a) => a.id}
        aria-label={m.tableLabel}
        isLoading={isLoading}
      />
    </section>
  );
}
