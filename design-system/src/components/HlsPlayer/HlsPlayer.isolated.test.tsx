import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const hls = vi.hoisted(() => {
  const instance = {
    loadSource: vi.fn(),
    attachMedia: vi.fn(),
    on: vi.fn(),
    destroy: vi.fn(),
  };
  const Hls = Object.assign(
    vi.fn(function Hls() {
      return instance;
    }),
    { isSupported: vi.fn(() => true), Events: { ERROR: 'hlsError' } },
  );
  return { Hls, instance };
});

// The dynamic import('hls.js') inside the player's effect resolves to this mock.
vi.mock('hls.js', () => ({ default: hls.Hls }));

import { HlsPlayer } from './HlsPlayer.tsx';

const SRC = 'https://stream.inversiones.cl/live/playlist.m3u8';

describe('HlsPlayer', () => {
  let canPlay: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    vi.clearAllMocks();
    hls.Hls.isSupported.mockReturnValue(true);
    canPlay = vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockReturnValue('');
    vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => {});
  });
  afterEach(() => vi.restoreAllMocks());

  it('loads hls.js lazily, attaches the stream and destroys it on unmount', async () => {
    const { unmount, container } = render(<HlsPlayer src={SRC} title="Transmisión en vivo" />);
    await waitFor(() => expect(hls.instance.loadSource).toHaveBeenCalledWith(SRC));
    const video = container.querySelector('video')!;
    expect(hls.instance.attachMedia).toHaveBeenCalledWith(video);
    expect(video).toHaveAttribute('controls');
    expect(video.muted).toBe(true);
    expect(video.autoplay).toBe(true);
    expect(video).toHaveAccessibleName('Transmisión en vivo');
    unmount();
    expect(hls.instance.destroy).toHaveBeenCalledTimes(1);
  });

  it('uses native HLS where the browser can play it, without hls.js', async () => {
    canPlay.mockImplementation((type: string) =>
      type === 'application/vnd.apple.mpegurl' ? 'maybe' : '',
    );
    const { container } = render(<HlsPlayer src={SRC} title="Transmisión" />);
    await waitFor(() => expect(container.querySelector('video')!.src).toBe(SRC));
    expect(hls.Hls).not.toHaveBeenCalled();
  });

  it('says so when the stream cannot be played', async () => {
    hls.Hls.isSupported.mockReturnValue(false);
    render(<HlsPlayer src={SRC} title="Transmisión" />);
    expect(await screen.findByRole('status')).toHaveTextContent(
      'No es posible reproducir esta transmisión en este momento.',
    );
  });

  it('reports fatal hls.js errors', async () => {
    render(<HlsPlayer src={SRC} title="Transmisión" />);
    await waitFor(() => expect(hls.instance.on).toHaveBeenCalled());
    const [event, listener] = hls.instance.on.mock.calls[0]!;
    expect(event).toBe('hlsError');
    listener('hlsError', { fatal: false });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    listener('hlsError', { fatal: true });
    expect(await screen.findByRole('status')).toBeInTheDocument();
  });
});
