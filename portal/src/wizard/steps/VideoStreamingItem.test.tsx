import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Control } from 'react-hook-form';
import type { FormValues } from '../form/field-adapter.ts';
import { displayItemOf } from '../form/item-registry.ts';
import { stubLandingFetch } from './landing-fetch.test-helper.ts';
import { startTestSession } from '../engine/test-session.test-helper.ts';
import { VideoStreamingItem } from './VideoStreamingItem.tsx';

beforeEach(() => startTestSession());

describe('the video-streaming item', () => {
  it('is registered by its element name', () => {
    expect(displayItemOf({ element: 'video-streaming' })).toBeDefined();
    expect(displayItemOf({ element: 'Video-Streaming' })).toBe(
      displayItemOf({ element: 'video-streaming' }),
    );
  });

  it('loads the public video of its sectionName and shows its title', async () => {
    const { calls } = stubLandingFetch({
      'GET /api/publico/videos/bienvenida': {
        body: { video: '/api/v.m3u8', detail1: 'Conozca cómo invertir desde el portal' },
      },
    });
    const { container } = render(
      <VideoStreamingItem
        question={{ element: 'video-streaming', sectionName: 'bienvenida' }}
        value={undefined}
        data={{}}
        control={{} as Control<FormValues>}
      />,
    );
    expect(await screen.findByText('Conozca cómo invertir desde el portal')).toBeInTheDocument();
    expect(container.querySelector('video')).toHaveAccessibleName(
      'Conozca cómo invertir desde el portal',
    );
    expect(calls.map((c) => c.path)).toEqual(['/api/publico/videos/bienvenida']);
  });

  it('says when no section is configured, without calling the service', () => {
    const { calls } = stubLandingFetch({});
    render(
      <VideoStreamingItem
        question={{ element: 'video-streaming' }}
        value={undefined}
        data={{}}
        control={{} as Control<FormValues>}
      />,
    );
    expect(screen.getByText('Este video no está configurado.')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });
});
