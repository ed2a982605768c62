import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { wizardConfig } from '@inversiones/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { makeStepNav } from '../engine/step-nav.test-helper.ts';
import { stubLandingFetch } from './landing-fetch.test-helper.ts';
import { startTestSession } from '../engine/test-session.test-helper.ts';
import { VideoStreamingStep } from './VideoStreamingStep.tsx';

beforeEach(() => startTestSession());

const renderStep = (config: Record<string, unknown>, items: unknown[] = []) => {
  const nav = makeStepNav();
  const step = { config: { type: 'video-streaming', ...config }, items } as wizardConfig.WizardStep;
  render(
    <VideoStreamingStep
      wizardId="CAMPANAINVERSION"
      context="base"
      step={step}
      index={1}
      total={4}
      data={{}}
      headingId="h"
      nav={nav}
    />,
  );
  return nav;
};

describe('VideoStreamingStep', () => {
  it("streams the step's section (else its first item's) and goes on with Continuar", async () => {
    const { calls } = stubLandingFetch({
      'GET /api/publico/videos/campana': { body: { video: '/api/c.m3u8', detail1: 'Fondos' } },
    });
    const nav = renderStep({ sectionName: 'campana' });
    expect(await screen.findByText('Fondos')).toBeInTheDocument();
    expect(calls.map((c) => c.path)).toEqual(['/api/publico/videos/campana']);
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(nav.next).toHaveBeenCalledTimes(1);
  });

  it('reads the section from the first item when the step names none', async () => {
    const { calls } = stubLandingFetch({
      'GET /api/publico/videos/bienvenida': { body: { video: '/api/b.m3u8', detail1: 'Hola' } },
    });
    renderStep({}, [{ element: 'video-streaming', sectionName: 'bienvenida' }]);
    expect(await screen.findByText('Hola')).toBeInTheDocument();
    expect(calls.map((c) => c.path)).toEqual(['/api/publico/videos/bienvenida']);
  });
});
