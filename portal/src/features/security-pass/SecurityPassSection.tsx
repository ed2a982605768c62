import {
  Alert,
  Badge,
  Button,
  Card,
  Heading,
  Loader,
  Stack,
  Text,
} from '@inversiones/design-system';
import { formatDisplayDate } from '@inversiones/design-system/es-cl';
import { useCallback, useEffect, useState } from 'react';
import { cancelEnrolment, loadMethods, type Method, type MethodKind } from './calls.ts';
import { CodeForm } from './CodeForm.tsx';
import { EnrolAppPanel } from './EnrolAppPanel.tsx';
import * as messages from './messages.ts';

type Panel = { action: 'enrol' | 'remove'; kind: MethodKind } | null;

const KINDS: readonly MethodKind[] = ['cronto', 'sms', 'email'];

const time = (iso: string) =>
  new Date(iso).toLocaleTimeString('es-CL', { hour: '2-digit', minute: '2-digit' });

/**
 * The security pass on Mi perfil › Administrar dispositivos: the client's methods (app, SMS,
 * e-mail) with their state, adding one (active only after a valid code) and removing one (with a
 * current code of it). Self-contained: the page only places it.
 */
export function SecurityPassSection() {
  const m = messages.section;
  const [methods, setMethods] = useState<readonly Method[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [panel, setPanel] = useState<Panel>(null);
  const [notice, setNotice] = useState<string>();
  const [problem, setProblem] = useState<string>();

  const reload = useCallback(() => {
    loadMethods().then(
      (list) => {
        setFailed(false);
        setMethods(list);
      },
      () => setFailed(true),
    );
  }, []);
  useEffect(() => {
    reload();
  }, [reload]);

  const open = (next: Panel) => {
    setNotice(undefined);
    setProblem(undefined);
    setPanel(next);
  };
  const done = (text: string) => {
    setPanel(null);
    setNotice(text);
    reload();
  };
  const abandon = () => {
    setPanel(null);
    // The server forgets the pending secret or destination; the list then shows none pending.
    void cancelEnrolment().finally(reload);
  };
  const startFailed = useCallback((text: string) => {
    setPanel(null);
    setProblem(text);
  }, []);

  const active = new Set(methods?.filter((x) => x.estado === 'activo').map((x) => x.tipo));
  const listed = methods?.filter((x) => x.estado === 'activo') ?? [];

  return (
    <Stack as="section" gap="md" aria-labelledby="security-pass-title">
      <Stack gap="xs">
        <Heading level={2} id="security-pass-title">
          {m.title}
        </Heading>
        <Text tone="secondary">{m.intro}</Text>
      </Stack>
      {notice ? (
        <Alert priority="success" isLive>
          {notice}
        </Alert>
      ) : null}
      {problem ? (
        <Alert priority="error" isLive>
          {problem}
        </Alert>
      ) : null}
      {failed ? (
        <Alert priority="error">
          <Stack gap="sm">
            <Text>{m.loadError}</Text>
            <div>
              <Button variant="secondary" onPress={reload}>
                {m.retry}
              </Button>
            </div>
          </Stack>
        </Alert>
      ) : methods === null ? (
        <Loader label={m.loading} />
      ) : (
        <>
          {listed.length === 0 ? <Text>{m.empty}</Text> : null}
          {listed.length > 0 ? (
            <Stack as="ul" gap="sm" aria-label={m.listLabel}>
              {listed.map((method) => (
                <li key={method.tipo}>
                  <Card>
                    <Stack gap="xs">
                      <Stack direction="row" gap="sm" align="center" wrap>
                        <Heading level={3} size="sm">
                          {m.kinds[method.tipo]}
                        </Heading>
                        <Badge tone="success">{m.active}</Badge>
                      </Stack>
                      {method.destino ? (
                        <Text size="sm">{m.destination(method.destino)}</Text>
                      ) : null}
                      {method.activoDesde ? (
                        <Text size="sm" tone="secondary">
                          {m.since(formatDisplayDate(new Date(method.activoDesde)))}
                        </Text>
                      ) : null}
                      {method.bloqueadoHasta ? (
                        <Text size="sm" tone="warning">
                          {m.blockedUntil(time(method.bloqueadoHasta))}
                        </Text>
                      ) : null}
                      {panel?.action === 'remove' && panel.kind === method.tipo ? (
                        <Stack gap="sm">
                          <Text>{messages.remove.intro}</Text>
                          <CodeForm
                            kind={method.tipo}
                            purpose="eliminacion"
                            label={messages.remove.title(m.kinds[method.tipo])}
                            submitLabel={messages.remove.confirm}
                            onDone={() => done(m.removed(m.kinds[method.tipo]))}
                            onCancel={() => setPanel(null)}
                          />
                        </Stack>
                      ) : (
                        <div>
                          <Button
                            variant="secondary"
                            aria-label={`${m.remove} ${m.kinds[method.tipo].toLowerCase()}`}
                            onPress={() => open({ action: 'remove', kind: method.tipo })}
                          >
                            {m.remove}
                          </Button>
                        </div>
                      )}
                    </Stack>
                  </Card>
                </li>
              ))}
            </Stack>
          ) : null}
          {panel?.action === 'enrol' && panel.kind === 'cronto' ? (
            <EnrolAppPanel
              onDone={() => done(m.added(m.kinds.cronto))}
              onCancel={abandon}
              onError={startFailed}
            />
          ) : null}
          {panel?.action === 'enrol' && panel.kind !== 'cronto' ? (
            <Card title={messages.enrolSent.title(m.kinds[panel.kind])} titleLevel={3}>
              <Stack gap="md">
                <Text>{messages.enrolSent.intro}</Text>
                <CodeForm
                  kind={panel.kind}
                  purpose="enrolamiento"
                  label={messages.enrolSent.title(m.kinds[panel.kind])}
                  submitLabel={messages.enrolSent.activate}
                  onDone={() => done(m.added(m.kinds[panel.kind]))}
                  onCancel={abandon}
                />
              </Stack>
            </Card>
          ) : null}
          {panel?.action !== 'enrol' ? (
            <Stack direction="row" gap="sm" wrap>
              {KINDS.filter((kind) => !active.has(kind)).map((kind) => (
                <Button
                  key={kind}
                  variant="secondary"
                  onPress={() => open({ action: 'enrol', kind })}
                >
                  {m.add[kind]}
                </Button>
              ))}
            </Stack>
          ) : null}
        </>
      )}
    </Stack>
  );
}
