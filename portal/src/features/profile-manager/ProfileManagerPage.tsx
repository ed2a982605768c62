import {
  Alert,
  Button,
  Heading,
  MandataryList,
  Stack,
  StateMessage,
  Text,
} from '@inversiones/design-system';
import { formatRut } from '@inversiones/design-system/es-cl';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { ApiError, onApiError } from '../../http/client.ts';
import { usePageTitle } from '../../store/page-title.ts';
import { AddMandataryForm } from './AddMandataryForm.tsx';
import { loadMandataries, sendChangeCode, type Change, type MandatariesResponse } from './calls.ts';
import { ChangeCodeStep, type PendingChange } from './ChangeCodeStep.tsx';
import * as messages from './messages.ts';

type ListState =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'forbidden'; message: string }
  | { status: 'ready'; data: MandatariesResponse };

type Step = { kind: 'list' } | { kind: 'add' } | { kind: 'code'; pending: PendingChange };

const typeNames = (ids: readonly number[]) =>
  ids.map((id) => messages.addForm.typeLabels[id as 2 | 3 | 4] ?? String(id)).join(' y ');

/**
 * Mi perfil › Administrador de Perfiles: a supervisor of the company the session acts for lists
 * its mandataries, adds one or removes one; each change is confirmed with a code sent for it.
 */
export function ProfileManagerPage() {
  const m = messages.page;
  usePageTitle(m.title);
  const listHeadingId = useId();
  const listHeadingRef = useRef<HTMLHeadingElement>(null);
  const [state, setState] = useState<ListState>({ status: 'loading' });
  const [step, setStep] = useState<Step>({ kind: 'list' });
  const [notice, setNotice] = useState<string | null>(null);
  const [sendError, setSendError] = useState<string | null>(null);
  const [removingRut, setRemovingRut] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    loadMandataries(controller.signal).then(
      (data) => setState({ status: 'ready', data }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        if (error instanceof ApiError && error.status === 401) return onApiError(error);
        if (error instanceof ApiError && error.status === 403) {
          return setState({ status: 'forbidden', message: m.forbidden });
        }
        setState({ status: 'error' });
      },
    );
    return () => controller.abort();
  }, [attempt, m.forbidden]);

  const backToList = useCallback(() => {
    setStep({ kind: 'list' });
    // The form goes: focus returns to the list's heading.
    window.requestAnimationFrame(() => listHeadingRef.current?.focus());
  }, []);

  /** Sends the code of a change under a new request id, then asks for it. */
  async function startChange(change: Change, summary: string) {
    const id = crypto.randomUUID();
    const sent = await sendChangeCode(id, change);
    setNotice(null);
    setStep({ kind: 'code', pending: { id, change, summary, sent, sentAt: Date.now() } });
  }

  const nameOf = (rut: string) =>
    state.status === 'ready'
      ? (state.data.mandatarios.find((person) => person.Rut === rut)?.nombre ?? rut)
      : rut;

  async function remove(rut: string) {
    setRemovingRut(rut);
    setSendError(null);
    setNotice(null);
    try {
      await startChange(
        { accion: 'eliminar', rut },
        messages.code.removeSummary(nameOf(rut), formatRut(rut)),
      );
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return onApiError(error);
      setSendError(error instanceof Error ? error.message : messages.code.sendFailedTitle);
    } finally {
      setRemovingRut(null);
    }
  }

  function done(pending: PendingChange, data: MandatariesResponse) {
    setState({ status: 'ready', data });
    const change = pending.change;
    setNotice(change.accion === 'agregar' ? m.added(change.nombre) : m.removed(nameOf(change.rut)));
    backToList();
  }

  const company = state.status === 'ready' ? state.data.empresa : null;

  return (
    <Stack gap="xl">
      <Heading level={1}>{m.title}</Heading>
      {company ? <Text>{m.intro(company.nombre)}</Text> : null}
      {state.status === 'forbidden' ? (
        <StateMessage tone="info" title={m.forbiddenTitle} titleLevel={2}>
          {state.message}
        </StateMessage>
      ) : step.kind === 'add' && company ? (
        <AddMandataryForm
          companyRut={company.Rut}
          onCancel={backToList}
          onSubmit={(change) =>
            startChange(
              change,
              messages.code.addSummary(
                change.nombre,
                formatRut(change.rut),
                typeNames(change.tipos),
                change.tefe,
              ),
            )
          }
        />
      ) : step.kind === 'code' ? (
        <ChangeCodeStep
          pending={step.pending}
          onCancel={backToList}
          onDone={(data) => done(step.pending, data)}
        />
      ) : (
        <section aria-labelledby={listHeadingId}>
          <Stack gap="md">
            <Heading level={2} id={listHeadingId} ref={listHeadingRef} tabIndex={-1}>
              {m.listTitle}
            </Heading>
            {notice ? (
              <Alert priority="success" isLive>
                {notice}
              </Alert>
            ) : null}
            {sendError ? (
              <Alert priority="error" title={messages.code.sendFailedTitle} isLive>
                {sendError}
              </Alert>
            ) : null}
            <MandataryList
              aria-labelledby={listHeadingId}
              mandataries={
                state.status === 'ready'
                  ? state.data.mandatarios.map((person) => ({
                      rut: person.Rut,
                      name: person.nombre,
                      types: person.MandataryTypes.map((type) => type.Description),
                      hasTefe: person.HasTEFE,
                      isActive: person.IsActive,
                      isYou: person.esUsted,
                    }))
                  : []
              }
              isLoading={state.status === 'loading'}
              error={
                state.status === 'error' ? (
                  <StateMessage
                    tone="error"
                    title={m.unavailableTitle}
                    titleLevel={3}
                    action={
                      <Button variant="secondary" onPress={() => setAttempt((n) => n + 1)}>
                        {m.retry}
                      </Button>
                    }
                  >
                    {m.unavailable}
                  </StateMessage>
                ) : undefined
              }
              removingRut={removingRut}
              onRemove={(rut) => void remove(rut)}
            />
            {state.status === 'ready' ? (
              <div>
                <Button
                  onPress={() => {
                    setNotice(null);
                    setSendError(null);
                    setStep({ kind: 'add' });
                  }}
                >
                  {m.add}
                </Button>
              </div>
            ) : null}
          </Stack>
        </section>
      )}
    </Stack>
  );
}
