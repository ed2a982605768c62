// Isolated: after its poll dialog closes, React Aria's module-level focus-scope state left by
// other files in a shared worker could take the focus the test checks (seen on CI only).
import type { wizardConfig } from '@inversiones/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderItems } from '../form/items/render-items.test-helper.tsx';
import { profileList, stubPollFetch } from './poll-fetch.test-helper.ts';

type Question = wizardConfig.Question;

const pollWizard = {
  id: 'PERFILINVERSIONISTA',
  version: 1,
  config: { closable: true },
  steps: [
    {
      config: { type: 'poll', title: 'Encuesta de perfil', root: 'encuesta', poll: {} },
      items: [1, 2].map((numeroPregunta) => ({
        numeroPregunta,
        pregunta: `Pregunta de riesgo ${numeroPregunta}`,
        alternativas: [1, 2, 3].map((alternativa) => ({
          alternativa,
          descripcion: `Respuesta ${numeroPregunta}.${alternativa}`,
        })),
      })),
    },
    { config: { type: 'success' }, items: [] },
  ],
};

const item = (extra: Partial<Question> = {}): Question => ({ type: 'invest-profile', ...extra });
const current = (id: 1 | 2 | 3) => profileList(id).find((p) => p.Current)!;

beforeEach(() => {
  document.cookie = 'XSRF-TOKEN=xsrf-token; path=/';
});

afterEach(() => vi.unstubAllGlobals());

describe('invest-profile item', { timeout: 60_000 }, () => {
  it('default theme: the profile the data holds, with its date, without a call', async () => {
    const api = stubPollFetch();
    renderItems([item({ label: 'Su perfil actual' })], {
      encuesta: { perfilId: 2 },
      PerfilInversionista: current(2),
    });
    // The item's code arrives lazily: wait longer than the default second on a busy runner.
    expect(
      await screen.findByRole('heading', { name: /Moderado/ }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('Su perfil actual')).toBeInTheDocument();
    expect(screen.getByText(/Ultima actualizacion/)).toHaveTextContent('21/11/2026');
    expect(screen.getByRole('button', { name: 'Modificar Perfil' })).toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });

  it('fetches the profile when the data holds an older one than the last poll', async () => {
    const api = stubPollFetch({ profiles: [profileList(3)] });
    renderItems([item()], { encuesta: { perfilId: 3 }, PerfilInversionista: current(1) });
    expect(await screen.findByRole('heading', { name: /Agresivo/ })).toBeInTheDocument();
    expect(api.calls.map((c) => c.path)).toEqual(['/api/perfilInversionista']);
  });

  it('tabs theme: opens on the current profile; Cambiar Perfil re-opens the poll and shows the new one', async () => {
    const api = stubPollFetch({
      profile: 3,
      profiles: [profileList(2), profileList(3)],
      templates: { PERFILINVERSIONISTA: pollWizard },
    });
    renderItems([item({ theme: 'tabs' })], { PerfilInversionista: current(2) });
    const tab = await screen.findByRole('tab', { selected: true });
    expect(tab).toHaveTextContent('Moderado');
    expect(screen.getByText('Los productos que puede operar son:')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Cambiar Perfil' }));
    const dialog = await screen.findByRole('dialog', { name: /Encuesta de perfil/ });
    // The dialog opens before its questions arrive: wait for them as a user would.
    await userEvent.click(await within(dialog).findByRole('radio', { name: 'Respuesta 1.3' }));
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Respuesta 2.3' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continuar' }));
    // The poll's end states the new profile before the dialog goes on.
    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      'Su perfil de inversionista es Agresivo',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continuar' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.posts()[0]!.body).toEqual({
      preguntas: [
        { pregunta: 1, alternativa: 3 },
        { pregunta: 2, alternativa: 3 },
      ],
    });
    await waitFor(() =>
      expect(screen.getByRole('tab', { selected: true })).toHaveTextContent('Agresivo'),
    );
    // The keyboard goes on from the new profile's tab, not from the page's start.
    await waitFor(() => expect(screen.getByRole('tab', { selected: true })).toHaveFocus());
  });

  it('Modificar Perfil opens the poll; leaving it changes nothing', async () => {
    const api = stubPollFetch({ templates: { PERFILINVERSIONISTA: pollWizard } });
    renderItems([item()], { PerfilInversionista: current(1) });
    await userEvent.click(await screen.findByRole('button', { name: 'Modificar Perfil' }));
    const dialog = await screen.findByRole('dialog', { name: /Encuesta de perfil/ });
    expect(within(dialog).getAllByRole('radiogroup')).toHaveLength(2);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Volver' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { name: /Conservador/ })).toBeInTheDocument();
    expect(api.posts()).toEqual([]);
    expect(api.calls.filter((c) => c.path === '/api/perfilInversionista')).toEqual([]);
  });

  it('on a simulator without a profile shows the spec prompt, whose link opens the poll', async () => {
    stubPollFetch({ profiles: [[]], templates: { PERFILINVERSIONISTA: pollWizard } });
    renderItems([item({ simulator: true })]);
    const prompt = await screen.findByText(
      /Para realizar la simulación debes completar tu perfil de inversionista, para hacerlo/,
    );
    await userEvent.click(within(prompt).getByRole('link'));
    expect(await screen.findByRole('dialog', { name: /Encuesta de perfil/ })).toBeInTheDocument();
  });

  it('without a profile elsewhere offers to complete it', async () => {
    stubPollFetch({ profiles: [[]], templates: { PERFILINVERSIONISTA: pollWizard } });
    renderItems([item()]);
    await userEvent.click(await screen.findByRole('button', { name: 'Completar perfil' }));
    expect(await screen.findByRole('dialog', { name: /Encuesta de perfil/ })).toBeInTheDocument();
    expect(screen.queryByText(/Para realizar la simulación/)).not.toBeInTheDocument();
  });
});
