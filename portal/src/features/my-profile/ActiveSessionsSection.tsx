import { devices, type ActiveSession } from '@inversiones/contract';
import {
  Alert,
  Button,
  Heading,
  Loader,
  SessionList,
  Stack,
  StateMessage,
  Text,
} from '@inversiones/design-system';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { apiGet, apiSend, ApiError, onApiError } from '../../http/client.ts';
import * as messages from './messages.ts';
import { lastUseText, startedText } from './session-times.ts';

type ListState =
  { status: 'loading' } | { status: 'error' } | { status: 'ready'; sessions: ActiveSession[] };

/**
 * administrarDispositivos, its sessions part: every open session of the client with 'Cerrar
 * sesión' for each other one; the server ends it at once. Self-contained: the page around it
 * holds other sections (the second factor's methods).
 */
export function ActiveSessionsSection() {
  const m = messages.devices;
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [state, setState] = useState<ListState>({ status: 'loading' });
  const [closingId, setClosingId] = useState<string | null>(null);
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    apiGet(devices.sessionsList, { signal: controller.signal }).then(
      ({ sesiones }) => setState({ status: 'ready', sessions: sesiones }),
      () => {
        if (!controller.signal.aborted) setState({ status: 'error' });
      },
    );
    return () => controller.abort();
  }, [attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);

  async function close(session: ActiveSession) {
    const device = messages.devices.closed(`${session.navegador} en ${session.sistemaOperativo}`);
    setClosingId(session.id);
    setNotice(null);
    try {
      await apiSend(devices.closeSession, undefined, {
        params: { id: session.id },
        onError: false,
      });
      setNotice({ ok: true, text: device });
    } catch (error) {
      const status = error instanceof ApiError ? error.status : 0;
      if (status === 401) {
        onApiError(error);
        return;
      }
      setNotice({ ok: false, text: status === 404 ? m.alreadyClosed : m.closeFailed });
    } finally {
      setClosingId(null);
    }
    // The row (and its focused button) goes: focus stays in the section, on its heading.
    headingRef.current?.focus();
    reload();
  }

  return (
    <section aria-labelledby={headingId}>
      <Stack gap="md">
        <Heading level={2} id={headingId} ref={headingRef} tabIndex={-1}>
          {m.sessionsTitle}
        </Heading>
        <Text>{m.sessionsIntro}</Text>
        {notice ? (
          <Alert priority={notice.ok ? 'success' : 'warning'} isLive>
            {notice.text}
          </Alert>
        ) : null}
        {state.status === 'loading' ? (
          <Loader kind="placeholder" variant={3} label={messages.states.loading} />
        ) : state.status === 'error' ? (
          <StateMessage
            tone="error"
            title={messages.states.unavailableTitle}
            titleLevel={3}
            isLive
            action={<Button onPress={reload}>{messages.states.retry}</Button>}
          >
            {messages.states.unavailable}
          </StateMessage>
        ) : (
          <SessionList
            aria-labelledby={headingId}
            closingId={closingId}
            onClose={(id) => {
              const session = state.sessions.find((s) => s.id === id);
              if (session) void close(session);
            }}
            sessions={state.sessions.map((s) => ({
              id: s.id,
              browser: s.navegador,
              system: s.sistemaOperativo,
              started: startedText(s.inicio),
              lastUse: lastUseText(s.ultimoUso),
              isCurrent: s.actual,
            }))}
          />
        )}
      </Stack>
    </section>
  );
}
