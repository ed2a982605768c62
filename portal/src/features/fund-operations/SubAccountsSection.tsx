import {
  Alert,
  Button,
  DataTable,
  Dialog,
  Heading,
  Link,
  Modal,
  Stack,
  Text,
  TextField,
  type DataTableColumn,
} from '@inversiones/design-system';
import { fundOperations, subAccounts } from '@inversiones/contract';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { apiGet, apiSend } from '../../http/client.ts';
import { ApiState } from '../api-state/ApiState.tsx';
import { DialogFormActions } from '../api-state/DialogFormActions.tsx';
import { useApiData } from '../api-state/use-api-data.ts';
import { subAccounts as subAccountMessages } from './sub-accounts-messages.ts';
import { date, money } from './money.ts';
import { INVEST_PATH, Q } from './routes.ts';
import { outcomeOf } from './use-operation.ts';

const m = subAccountMessages;
type SubAccount = subAccounts.SubAccount;

/** The new sub-account's form, in a dialog: its name, opened once per key. */
function OpenForm({ onOpened, close }: { onOpened: (sub: SubAccount) => void; close: () => void }) {
  const formId = useId();
  const [alias, setAlias] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const [running, setRunning] = useState(false);
  // One key per sub-account being opened: a retry or a double press opens one.
  const key = useRef(crypto.randomUUID());
  const input = useRef<HTMLInputElement>(null);
  // The dialog is there to name the sub-account: its one field takes the focus (APG dialog).
  useEffect(() => input.current?.focus(), []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (running) return;
    const parsed = subAccounts.aliasSchema.safeParse(alias);
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message ?? m.aliasRequired);
      return;
    }
    setRunning(true);
    setFieldError(null);
    setFailed(false);
    try {
      const opened = await apiSend(
        subAccounts.create,
        { alias: parsed.data },
        { headers: { [fundOperations.IDEMPOTENCY_KEY_HEADER]: key.current }, onError: false },
      );
      onOpened(opened);
      close();
    } catch (error) {
      const outcome = outcomeOf(error);
      // A refusal is about the name (taken, or the limit): said at the field; the rest, below.
      if (outcome.status === 'refused') {
        setFieldError(outcome.message);
        key.current = crypto.randomUUID();
      } else setFailed(true);
      setRunning(false);
    }
  }

  return (
    <form id={formId} onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        <Text>{m.dialogIntro}</Text>
        <TextField
          ref={input}
          label={m.alias}
          description={m.aliasHint}
          value={alias}
          onChange={(value) => {
            setAlias(value);
            setFieldError(null);
          }}
          maxLength={subAccounts.ALIAS_MAX_LENGTH}
          isRequired
          isInvalid={fieldError !== null}
          errorMessage={fieldError ?? undefined}
        />
        <DialogFormActions
          failure={failed ? m.failed : null}
          onCancel={close}
          cancelLabel={m.cancel}
          submitLabel={m.open}
          pendingLabel={m.opening}
          retryLabel={m.retry}
          isPending={running}
        />
      </Stack>
    </form>
  );
}

/**
 * Mis subcuentas (spec 7, sub-accounts): the client's fund accounts with what each holds, and a
 * new one, named by the client, to keep a goal's savings apart.
 */
export function SubAccountsSection() {
  const titleId = useId();
  const [version, setVersion] = useState(0);
  const [isOpen, setOpen] = useState(false);
  const [opened, setOpened] = useState<SubAccount | null>(null);
  const list = useApiData(
    (signal) => apiGet(subAccounts.list, { signal }),
    `sub-accounts-${version}`,
  );
  const columns: DataTableColumn<SubAccount>[] = [
    {
      id: 'name',
      header: m.columns.name,
      value: (s) => s.alias ?? s.account.name,
      isRowHeader: true,
    },
    { id: 'number', header: m.columns.number, value: (s) => s.account.id },
    {
      id: 'opened',
      header: m.columns.opened,
      value: (s) => s.openedOn,
      cell: (s) => date(s.openedOn),
      numeric: true,
    },
    { id: 'holdings', header: m.columns.holdings, value: (s) => s.holdings, numeric: true },
    {
      id: 'value',
      header: m.columns.value,
      value: (s) => s.valueClp.amount,
      cell: (s) => money(s.valueClp),
      numeric: true,
    },
  ];

  return (
    <section aria-labelledby={titleId}>
      <Stack gap="md">
        <Heading level={2} size="xl" id={titleId}>
          {m.title}
        </Heading>
        <Text tone="secondary">{m.intro}</Text>
        {opened ? (
          <Alert priority="success" isLive>
            <Stack gap="xs">
              <Text>{m.opened(opened.alias ?? '', opened.account.id)}</Text>
              <Link href={`${INVEST_PATH}?${Q.account}=${encodeURIComponent(opened.account.id)}`}>
                {m.investThere}
              </Link>
            </Stack>
          </Alert>
        ) : null}
        <ApiState state={list.state} retry={list.retry}>
          {(answer) => (
            <Stack gap="md">
              <DataTable
                aria-label={m.title}
                columns={columns}
                data={answer.subAccounts}
                getRowId={(s) => s.account.id}
                density="compact"
              />
              {answer.clientNumber !== null && answer.subAccounts.length < answer.maxSubAccounts ? (
                <div>
                  <Button variant="secondary" onPress={() => setOpen(true)}>
                    {m.open}
                  </Button>
                </div>
              ) : (
                <Text size="sm" tone="secondary">
                  {m.limit(answer.maxSubAccounts)}
                </Text>
              )}
            </Stack>
          )}
        </ApiState>
      </Stack>
      <Modal isOpen={isOpen} onOpenChange={setOpen}>
        <Dialog title={m.dialogTitle}>
          {(close) => (
            <OpenForm
              close={close}
              onOpened={(sub) => {
                setOpened(sub);
                setVersion((n) => n + 1);
              }}
            />
          )}
        </Dialog>
      </Modal>
    </section>
  );
}
