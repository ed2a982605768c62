import { demo } from '@inversiones/contract';
import {
  Button,
  DataTable,
  Form,
  RutField,
  Stack,
  StateMessage,
  type DataTableColumn,
} from '@inversiones/design-system';
import { formatRut, isValidRut } from '@inversiones/design-system/es-cl';
import { useEffect, useState, type FormEvent } from 'react';
import { ApiError, apiGet } from '../../http/client.ts';
import { usePageTitle } from '../../store/page-title.ts';
import * as messages from './messages.ts';

type Load =
  | { state: 'loading' }
  | { state: 'ready'; messages: demo.OutboxMessage[] }
  | { state: 'unavailable' }
  | { state: 'error' };

const m = messages.outbox;
const time = new Intl.DateTimeFormat('es-CL', {
  dateStyle: 'short',
  timeStyle: 'medium',
  timeZone: 'America/Santiago',
});

const columns: DataTableColumn<demo.OutboxMessage>[] = [
  { id: 'sentAt', header: m.columns.sentAt, value: (row) => time.format(new Date(row.sentAt)) },
  { id: 'rut', header: m.columns.rut, value: (row) => formatRut(row.rut), isRowHeader: true },
  { id: 'channel', header: m.columns.channel, value: (row) => m.channels[row.channel] ?? '' },
  { id: 'destination', header: m.columns.destination, value: (row) => row.destination },
  { id: 'subject', header: m.columns.subject, value: (row) => row.subject },
  { id: 'body', header: m.columns.body, value: (row) => row.body },
];

/**
 * The demo outbox (demo mode only: the API answers 404 otherwise): where a demo user or an
 * end-to-end test reads the PIN a real deployment would send by SMS or e-mail.
 */
export function DemoOutboxPage() {
  usePageTitle(m.title);
  const [rut, setRut] = useState('');
  const [rutError, setRutError] = useState<string>();
  const [filter, setFilter] = useState<string | undefined>();
  const [load, setLoad] = useState<Load>({ state: 'loading' });

  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    const params = filter ? { rut: filter } : {};
    apiGet(demo.outbox, { params, anonymous: true, onError: false }).then(
      (answer) => live && setLoad({ state: 'ready', messages: answer.messages }),
      (error: unknown) => {
        const notDemo = error instanceof ApiError && error.status === 404;
        if (live) setLoad({ state: notDemo ? 'unavailable' : 'error' });
      },
    );
    return () => {
      live = false;
    };
  }, [filter, attempt]);

  /** Reads the outbox again (the same filter or a new one). */
  function reload(wanted: string | undefined) {
    setLoad({ state: 'loading' });
    setFilter(wanted);
    setAttempt((n) => n + 1);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const wanted = rut.trim();
    if (wanted && !isValidRut(wanted)) {
      setRutError(messages.common.rutInvalid);
      return;
    }
    setRutError(undefined);
    reload(wanted || undefined);
  }

  if (load.state === 'unavailable') {
    return (
      <StateMessage tone="info" title={m.unavailableTitle} titleLevel={2}>
        {m.unavailable}
      </StateMessage>
    );
  }

  return (
    <Stack gap="lg">
      <Form title={m.title} titleLevel={1} description={m.intro} onSubmit={submit}>
        <RutField
          name="rut"
          label={m.filter}
          description={m.filterDescription}
          value={rut}
          onChange={(value) => {
            setRut(value);
            if (rutError) setRutError(undefined);
          }}
          isInvalid={Boolean(rutError)}
          errorMessage={rutError}
        />
        <Button type="submit">{m.apply}</Button>
      </Form>
      {load.state === 'error' ? (
        <StateMessage
          tone="error"
          title={m.loadError}
          titleLevel={2}
          isLive
          action={<Button onPress={() => reload(filter)}>{m.retry}</Button>}
        />
      ) : (
        <DataTable
          caption={m.caption}
          columns={columns}
          data={load.state === 'ready' ? load.messages : []}
          getRowId={(row) => String(row.id)}
          isLoading={load.state === 'loading'}
          emptyMessage={m.empty}
        />
      )}
    </Stack>
  );
}
