import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { wizardConfig } from '@inversiones/contract';
import { describe, expect, it } from 'vitest';
import { makeStepNav } from '../engine/step-nav.test-helper.ts';
import { youTubeNoCookieUrl } from './multimedia-config.ts';
import { MultimediaStep } from './MultimediaStep.tsx';

const step = (config: Record<string, unknown>) =>
  ({
    config: { type: 'multimedia', title: 'Video', saveable: false, ...config },
    items: [],
  }) as wizardConfig.WizardStep;

function renderStep(config: Record<string, unknown>) {
  const nav = makeStepNav();
  const { container } = render(
    <MultimediaStep
      wizardId="CAMPANAINVERSION"
      context="base"
      step={step(config)}
      index={0}
      total={1}
      data={{}}
      headingId="h"
      nav={nav}
    />,
  );
  return { nav, container };
}

describe('MultimediaStep', () => {
  it('frames a yt source at 560x315 from youtube-nocookie, named by its title', () => {
    renderStep({
      source: 'yt',
      url: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
      videoTitle: 'Cómo funcionan los fondos mutuos',
    });
    const frame = screen.getByTitle('Cómo funcionan los fondos mutuos');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ');
    expect(frame).toHaveAttribute('width', '560');
    expect(frame).toHaveAttribute('height', '315');
  });

  it('shows the placeholder text for vm and other sources (no frame)', () => {
    for (const source of ['vm', 'otro']) {
      const { container } = renderStep({ source, url: 'https://vimeo.com/123456' });
      expect(container.querySelector('iframe')).toBeNull();
      expect(container).toHaveTextContent(
        'Este video no está disponible en el portal por el momento.',
      );
      container.remove();
    }
  });

  it('does not frame a yt source that is not a YouTube address', () => {
    const { container } = renderStep({ source: 'yt', url: 'https://evil.example/embed/x' });
    expect(container.querySelector('iframe')).toBeNull();
  });

  it('offers the default controls to go on', async () => {
    const { nav } = renderStep({ source: 'vm' });
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(nav.next).toHaveBeenCalledTimes(1);
  });
});

describe('youTubeNoCookieUrl', () => {
  it.each([
    ['aqz-KE-bpKQ', 'aqz-KE-bpKQ'],
    ['https://youtu.be/aqz-KE-bpKQ', 'aqz-KE-bpKQ'],
    ['https://www.youtube.com/embed/aqz-KE-bpKQ', 'aqz-KE-bpKQ'],
    ['https://m.youtube.com/watch?v=aqz-KE-bpKQ&t=10', 'aqz-KE-bpKQ'],
  ])('reads %s', (input, id) => {
    expect(youTubeNoCookieUrl(input)).toBe(`https://www.youtube-nocookie.com/embed/${id}`);
  });

  it.each(['', 'javascript:alert(1)', 'https://vimeo.com/123', 'https://youtube.com/watch?v=<x>'])(
    'refuses %s',
    (input) => {
      expect(youTubeNoCookieUrl(input)).toBeNull();
    },
  );
});
