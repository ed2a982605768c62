import { describe, expect, it } from 'vitest';
import { currentProfileId, riskAnswers, storedAnswers } from './poll-answers.ts';
import { readPollStep, type PollQuestionConfig } from './poll-config.ts';
import type { wizardConfig } from '@inversiones/contract';
import { profileList } from './poll-fetch.test-helper.ts';

const questions: PollQuestionConfig[] = [1, 2].map((numeroPregunta) => ({
  numeroPregunta,
  pregunta: `Pregunta ${numeroPregunta}`,
  alternativas: ['A', 'B'].map((alternativa) => ({ alternativa, descripcion: alternativa })),
}));

describe('poll answers', () => {
  it('reads stored answers in both shapes, dropping ones that are no longer alternatives', () => {
    expect(
      storedAnswers(
        [
          { numeroPregunta: 1, alternativas: [{ alternativa: 'B', seleccionada: true }] },
          { pregunta: 2, alternativa: 'Z' },
        ],
        questions,
      ),
    ).toEqual({ 1: 'B' });
    expect(storedAnswers([{ pregunta: '2', alternativa: 'A' }], questions)).toEqual({ 2: 'A' });
    expect(storedAnswers(undefined, questions)).toEqual({});
  });

  it('joins the risk answers as n;value pairs in question order', () => {
    expect(riskAnswers(questions, { 2: 'A', 1: 'B' })).toBe('1;B|2;A');
  });

  it('takes the current profile id from a list or from a single profile', () => {
    expect(currentProfileId({ PerfilInversionista: profileList(3) })).toBe(3);
    expect(currentProfileId({ PerfilInversionista: profileList(1)[2]! })).toBe(1);
    expect(currentProfileId({ PerfilInversionista: profileList() })).toBeUndefined();
  });

  it('reads the theme from poll.theme, then pollTemplate; unknown themes fall back to default', () => {
    const step = (config: Record<string, unknown>) =>
      ({ config: { type: 'poll', ...config }, items: questions }) as wizardConfig.WizardStep;
    expect(readPollStep(step({ poll: { theme: 'Square' }, pollTemplate: 'chat' })).theme).toBe(
      'square',
    );
    expect(readPollStep(step({ pollTemplate: 'chat' })).theme).toBe('chat');
    expect(readPollStep(step({ poll: { theme: 'neon' } }))).toMatchObject({
      theme: 'default',
      riskProfile: false,
    });
    expect(readPollStep(step({ poll: { riskProfile: true } })).riskProfile).toBe(true);
  });
});
