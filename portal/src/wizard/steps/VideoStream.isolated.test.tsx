import { act, render, screen } from '@testing-library/react';
import type * as HttpClient from '../../http/client.ts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const onApiError = vi.hoisted(() => vi.fn());
vi.mock('../../http/client.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof HttpClient>()),
  onApiError,
}));

import { stubLandingFetch } from './landing-fetch.test-helper.ts';
import { startTestSession } from '../engine/test-session.test-helper.ts';
import { VIDEO_START_DELAY_MS, VideoStream } from './VideoStream.tsx';

const PLAYLIST = '/api/publico/videos/campana/playlist.m3u8';
const SECTION = 'GET /api/publico/videos/campana';

function reducedMotion(matches: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: matches && query === '(prefers-reduced-motion: reduce)',
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    })),
  );
}

/** Lets the stubbed call answer (its promises) without moving the clock. */
const settle = () => act(() => vi.advanceTimersByTimeAsync(0));

beforeEach(() => {
  startTestSession();
  onApiError.mockReset();
  vi.useFakeTimers();
  // Native HLS (as Safari): the player sets the playlist on the video element itself.
  vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockImplementation((type) =>
    type === 'application/vnd.apple.mpegurl' ? 'maybe' : '',
  );
  vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => {});
});
afterEach(() => vi.useRealTimers());

describe('VideoStream', () => {
  it('shows the title (detail1) and sets the HLS source 500 ms after the data arrives', async () => {
    reducedMotion(false);
    const { calls } = stubLandingFetch({
      [SECTION]: { body: { video: PLAYLIST, detail1: 'Fondos mutuos en 2 minutos' } },
    });
    const { container } = render(<VideoStream section="campana" />);
    expect(screen.getByRole('status')).toHaveTextContent('Cargando...');
    await settle();
    expect(calls.map((c) => c.path)).toContain('/api/publico/videos/campana');
    const video = container.querySelector('video')!;
    expect(video).toHaveAccessibleName('Fondos mutuos en 2 minutos');
    expect(video).toHaveAttribute('data-type', 'application/x-mpegURL');
    expect(video).toHaveAttribute('width', '779');
    expect(video).toHaveAttribute('height', '464');
    expect(video.getAttribute('src')).toBeNull();

    await act(() => vi.advanceTimersByTimeAsync(VIDEO_START_DELAY_MS - 1));
    expect(video.getAttribute('src')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(video.getAttribute('src')).toBe(PLAYLIST);
    expect(video.autoplay).toBe(true);
    expect(video.muted).toBe(true);
    expect(video.controls).toBe(true);
  });

  it('does not autoplay when the client prefers reduced motion', async () => {
    reducedMotion(true);
    stubLandingFetch({ [SECTION]: { body: { video: PLAYLIST, detail1: 'Fondos' } } });
    const { container } = render(<VideoStream section="campana" />);
    await settle();
    await act(() => vi.advanceTimersByTimeAsync(VIDEO_START_DELAY_MS));
    const video = container.querySelector('video')!;
    expect(video.getAttribute('src')).toBe(PLAYLIST);
    expect(video.autoplay).toBe(false);
    expect(video.controls).toBe(true);
  });

  it('sends a failed load to the shared error handler and says so', async () => {
    reducedMotion(false);
    stubLandingFetch({
      [SECTION]: { status: 404, body: { message: 'El video solicitado no existe.', status: 404 } },
    });
    const { container } = render(<VideoStream section="campana" />);
    await settle();
    expect(onApiError).toHaveBeenCalledTimes(1);
    expect(onApiError.mock.calls[0]![0]).toMatchObject({
      status: 404,
      message: 'El video solicitado no existe.',
    });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'No fue posible cargar el video. Intente nuevamente más tarde.',
    );
    expect(container.querySelector('video')).toBeNull();
  });
});
