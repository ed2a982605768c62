import type { wizardConfig } from '@inversiones/contract';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Client } from '@inversiones/contract';
import { clearClient, clientState } from '../../store/client.ts';
import { beginSession, clearSession } from '../../store/session.ts';
import { makeStepNav } from '../engine/step-nav.test-helper.ts';
import { defaultWizardFlags, WizardFlagsContext } from '../engine/wizard-flags.ts';
import { stubPollFetch } from './poll-fetch.test-helper.ts';
import { PollStep } from './PollStep.tsx';

const questions = [
  {
    numeroPregunta: 1,
    pregunta: '¿Cuál es el plazo de su inversión?',
    alternativas: [
      { alternativa: 1, descripcion: 'Menos de 1 año', icon: 'calendar' },
      { alternativa: 2, descripcion: 'Entre 1 y 3 años', icon: 'calendar' },
      { alternativa: 3, descripcion: 'Más de 3 años', icon: 'calendar' },
    ],
  },
  {
    numeroPregunta: 2,
    pregunta: 'Si su inversión cae un 10% en un mes, usted:',
    alternativas: [
      { alternativa: 1, descripcion: 'Rescata todo' },
      { alternativa: 2, descripcion: 'Espera a que se recupere' },
      { alternativa: 3, descripcion: 'Invierte más' },
    ],
  },
  {
    numeroPregunta: 3,
    pregunta: '¿Qué experiencia tiene invirtiendo en acciones?',
    alternativas: [
      { alternativa: 1, descripcion: 'Ninguna' },
      { alternativa: 2, descripcion: 'Alguna' },
      { alternativa: 3, descripcion: 'Mucha' },
    ],
  },
];

const pollStep = (poll: Record<string, unknown> = {}, extra: Record<string, unknown> = {}) =>
  ({
    config: { type: 'poll', title: 'Perfil de inversionista', root: 'encuesta', poll, ...extra },
    items: questions,
  }) as unknown as wizardConfig.WizardStep;

function renderPoll(
  step: wizardConfig.WizardStep,
  { data = {}, database = false }: { data?: Record<string, unknown>; database?: boolean } = {},
) {
  const nav = makeStepNav();
  render(
    <WizardFlagsContext.Provider value={{ ...defaultWizardFlags, database }}>
      <h2 id="poll-heading" tabIndex={-1}>
        Perfil de inversionista
      </h2>
      <PollStep
        wizardId="PERFILINVERSIONISTA"
        context="base"
        step={step}
        index={0}
        total={2}
        data={data}
        headingId="poll-heading"
        nav={nav}
      />
    </WizardFlagsContext.Provider>,
  );
  return nav;
}

/** Tabs forward until the button is focused (the keyboard path to Continuar). */
async function tabTo(name: string) {
  for (let i = 0; i < 10; i += 1) {
    await userEvent.tab();
    if (document.activeElement === screen.getByRole('button', { name })) return;
  }
  throw new Error(`${name} no se alcanzó con Tab`);
}

/** Answers question by question with the keyboard: Tab into each, arrows down `moves[i]` times. */
async function answerByKeyboard(moves: number[]) {
  for (const count of moves) {
    await userEvent.tab();
    // Entering a group checks nothing; the first arrow press moves off the first alternative.
    await userEvent.keyboard(count === 0 ? ' ' : '{ArrowDown}'.repeat(count));
  }
}

/** The poll's end states the profile (announced), focus on the title; Continuar goes on. */
async function continueFromResult(statement: string) {
  const status = await screen.findByRole('status');
  expect(status).toHaveTextContent(statement);
  expect(screen.getByRole('heading', { name: 'Perfil de inversionista' })).toHaveFocus();
  await tabTo('Continuar');
  await userEvent.keyboard('{Enter}');
}

const marked = (chosen: number[]) =>
  questions.map((question, index) => ({
    ...question,
    alternativas: question.alternativas.map((alternative) => ({
      ...alternative,
      seleccionada: alternative.alternativa === chosen[index],
    })),
  }));

beforeEach(() => {
  clearSession({ broadcast: false, everything: true });
  beginSession({ sessionId: 'pub-1', omitirPaso: true });
  document.cookie = 'XSRF-TOKEN=xsrf-token; path=/';
});

afterEach(() => vi.unstubAllGlobals());

describe('PollStep', { timeout: 60_000 }, () => {
  it.each(['default', 'square', 'chat'])(
    'in the %s theme is answered by keyboard, posts the poll and continues with the profile id',
    async (theme) => {
      const api = stubPollFetch({ profile: 2 });
      const nav = renderPoll(pollStep({ theme }));
      expect(screen.getAllByRole('radiogroup')).toHaveLength(3);
      await answerByKeyboard([0, 2, 1]);
      expect(screen.getByRole('radio', { name: 'Menos de 1 año' })).toBeChecked();
      expect(screen.getByRole('radio', { name: 'Invierte más' })).toBeChecked();
      expect(screen.getByRole('radio', { name: 'Alguna' })).toBeChecked();
      await tabTo('Continuar');
      await userEvent.keyboard('{Enter}');

      await continueFromResult('Su perfil de inversionista es Moderado');
      await waitFor(() => expect(nav.next).toHaveBeenCalledTimes(1));
      expect(api.posts()).toEqual([
        {
          method: 'POST',
          path: '/api/perfilInversionista/encuesta',
          body: {
            preguntas: [
              { pregunta: 1, alternativa: 1 },
              { pregunta: 2, alternativa: 3 },
              { pregunta: 3, alternativa: 2 },
            ],
          },
        },
      ]);
      expect(nav.next).toHaveBeenCalledWith({ preguntas: marked([1, 3, 2]), perfilId: 2 });
      expect(nav.close).not.toHaveBeenCalled();
    },
  );

  it('updates the cached client the header reads with the resulting profile, before Continuar', async () => {
    clientState.client = { Perfil: 'Conservador', PerfilId: 1 } as Client;
    stubPollFetch({ profile: 2 });
    const nav = renderPoll(pollStep());
    await answerByKeyboard([2, 1, 0]);
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Su perfil de inversionista es Moderado',
    );
    expect(clientState.client).toMatchObject({ PerfilId: 2, Perfil: 'Moderado' });
    expect(nav.next).not.toHaveBeenCalled();
    clearClient();
  });

  it('reads the theme from pollTemplate when poll names none', () => {
    stubPollFetch();
    renderPoll(pollStep({}, { pollTemplate: 'chat' }));
    expect(screen.getByRole('list', { name: 'Conversación de la encuesta' })).toBeInTheDocument();
  });

  it('does not post until every question is answered, and says which ones are missing', async () => {
    const api = stubPollFetch();
    const nav = renderPoll(pollStep());
    await answerByKeyboard([1]);
    const next = screen.getByRole('button', { name: 'Continuar' });
    expect(next).not.toHaveAttribute('aria-disabled');
    await userEvent.click(next);

    const summary = await screen.findByRole('group', {
      name: 'Responda todas las preguntas para continuar',
    });
    expect(summary).toHaveFocus();
    expect(within(summary).getByRole('link', { name: /Pregunta 2/ })).toBeInTheDocument();
    expect(within(summary).getByRole('link', { name: /Pregunta 3/ })).toBeInTheDocument();
    expect(within(summary).queryByRole('link', { name: /Pregunta 1/ })).not.toBeInTheDocument();
    expect(screen.getByRole('radiogroup', { name: /Si su inversión cae/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    // The summary's link takes the keyboard to the missing question.
    await userEvent.click(within(summary).getByRole('link', { name: /Pregunta 2/ }));
    expect(screen.getByRole('radio', { name: 'Rescata todo' })).toHaveFocus();
    expect(api.posts()).toHaveLength(0);
    expect(nav.next).not.toHaveBeenCalled();
  });

  it('the risk-profile variant posts id 2, INTERNET, the n;value answers and true', async () => {
    const api = stubPollFetch({ profile: 3, riskAsObject: true });
    const nav = renderPoll(pollStep({ theme: 'square', riskProfile: true }));
    await answerByKeyboard([2, 2, 1]);
    await tabTo('Continuar');
    await userEvent.keyboard('{Enter}');

    await continueFromResult('Su perfil de inversionista es Agresivo');
    await waitFor(() => expect(nav.next).toHaveBeenCalledTimes(1));
    expect(api.posts()[0]).toEqual({
      method: 'POST',
      path: '/api/perfilInversionista/riesgo',
      body: { idEncuesta: 2, canal: 'INTERNET', respuestas: '1;3|2;3|3;2', actualizarPerfil: true },
    });
    // The answer is the current profile alone (object form): its PerfilId is kept.
    expect(nav.next).toHaveBeenCalledWith({ preguntas: marked([3, 3, 2]), perfilId: 3 });
  });

  it('in database mode posts the poll and closes without continuing', async () => {
    const api = stubPollFetch({ profile: 1 });
    const nav = renderPoll(pollStep(), { database: true });
    await answerByKeyboard([0, 0, 0]);
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    await waitFor(() => expect(nav.close).toHaveBeenCalledTimes(1));
    expect(api.posts()).toHaveLength(1);
    expect(nav.next).not.toHaveBeenCalled();
  });

  it('starts from the stored answers; a failed post shows the error, one retry, and keeps them', async () => {
    const api = stubPollFetch({ failPosts: [500, 500] });
    const nav = renderPoll(pollStep(), {
      data: { encuesta: { preguntas: marked([2, 1, 3]), perfilId: 2 } },
    });
    expect(screen.getByRole('radio', { name: 'Entre 1 y 3 años' })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: 'Mucha' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Invierte más' }));
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));

    expect(await screen.findByText('Servicio de perfiles no disponible')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    await screen.findByText('Servicio de perfiles no disponible');
    // Spec 4: Reintentar only while the attempts are below 1.
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Reintentar' })).not.toBeInTheDocument(),
    );
    expect(api.posts()).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'Volver a la encuesta' }));

    expect(await screen.findByRole('radio', { name: 'Invierte más' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Entre 1 y 3 años' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Mucha' })).toBeChecked();
    expect(nav.next).not.toHaveBeenCalled();
  });

  it('a network failure shows the spec save error', async () => {
    stubPollFetch({ failPosts: [0] });
    renderPoll(pollStep({ theme: 'chat' }));
    await answerByKeyboard([0, 1, 1]);
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(
      await screen.findByText('Ha ocurrido un error, por favor intente más tarde...'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'No pudimos enviar sus respuestas' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });

  it('Volver keeps the answers chosen so far', async () => {
    stubPollFetch();
    const nav = renderPoll(pollStep());
    await answerByKeyboard([2]);
    await userEvent.click(screen.getByRole('button', { name: 'Volver' }));
    // The answers so far, and the options (no hidden fields to omit).
    expect(nav.back).toHaveBeenCalledWith({ preguntas: marked([3, 0, 0]) }, { omit: undefined });
  });
});
