import { executives, type ExecutivesResponse } from '@inversiones/contract';
import {
  Button,
  Card,
  FactList,
  Heading,
  Link,
  Loader,
  Stack,
  StateMessage,
  Text,
} from '@inversiones/design-system';
import { useEffect, useState } from 'react';
import { apiGet } from '../../http/client.ts';
import { sessionState } from '../../store/session.ts';
import { usePageTitle } from '../../store/page-title.ts';
import { useSnapshot } from 'valtio';
import * as messages from './messages.ts';

type State =
  { status: 'loading' } | { status: 'error' } | { status: 'ready'; data: ExecutivesResponse };

/**
 * /miPerfil/misEjecutivos: the executives of whom the session acts for (a supervisor acting for a
 * company sees the company's), each with contact, and the help desk when there is none.
 */
export function ExecutivesPage() {
  const m = messages.executives;
  usePageTitle(m.title);
  const session = useSnapshot(sessionState);
  const [state, setState] = useState<State>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    apiGet(executives.executives, { signal: controller.signal }).then(
      (data) => setState({ status: 'ready', data }),
      () => {
        if (!controller.signal.aborted) setState({ status: 'error' });
      },
    );
    return () => controller.abort();
  }, [attempt]);

  return (
    <Stack gap="lg">
      <Heading level={1}>{m.title}</Heading>
      {state.status === 'loading' ? (
        <Loader kind="placeholder" variant={2} label={messages.states.loading} />
      ) : state.status === 'error' ? (
        <StateMessage
          tone="error"
          title={messages.states.unavailableTitle}
          titleLevel={2}
          isLive
          action={
            <Button
              onPress={() => {
                setState({ status: 'loading' });
                setAttempt((n) => n + 1);
              }}
            >
              {messages.states.retry}
            </Button>
          }
        >
          {messages.states.unavailable}
        </StateMessage>
      ) : (
        <>
          <Text>{m.intro(state.data.titular)}</Text>
          {state.data.ejecutivos.length ? null : (
            <StateMessage tone="info" title={m.noneTitle} titleLevel={2}>
              {m.none}
            </StateMessage>
          )}
          {[...state.data.ejecutivos, state.data.mesaDeAyuda].map((contact, index) => {
            const isExecutive = index < state.data.ejecutivos.length;
            return (
              <Card key={`${index}-${contact.email}`} title={contact.nombre} titleSize="md">
                <Stack gap="md">
                  {isExecutive ? <Text tone="secondary">{m.role}</Text> : null}
                  <FactList
                    facts={[
                      ...(contact.email
                        ? [
                            {
                              id: 'email',
                              term: m.email,
                              value: (
                                <Link variant="standalone" href={`mailto:${contact.email}`}>
                                  {contact.email}
                                </Link>
                              ),
                            },
                          ]
                        : []),
                      ...(contact.telefono
                        ? [
                            {
                              id: 'phone',
                              term: m.phone,
                              value: (
                                <Link
                                  variant="standalone"
                                  href={`tel:${contact.telefono.replace(/[^\d+]/g, '')}`}
                                >
                                  {contact.telefono}
                                </Link>
                              ),
                            },
                          ]
                        : []),
                    ]}
                  />
                  {isExecutive && session.flags.naturalPerson ? (
                    // Spec 2 and 6: natural persons book an online meeting with their executive.
                    <div>
                      <Link href="/reunionOnline/landing" buttonVariant="secondary">
                        {m.schedule}
                      </Link>
                    </div>
                  ) : null}
                </Stack>
              </Card>
            );
          })}
        </>
      )}
    </Stack>
  );
}
