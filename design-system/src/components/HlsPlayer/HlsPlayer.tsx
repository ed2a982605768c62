import { useEffect, useId, useRef, useState } from 'react';
import * as messages from '../../messages.ts';
import * as s from './HlsPlayer.css.ts';

export interface HlsCaptions {
  src: string;
  /** Language of the captions (default 'es'). */
  srcLang?: string;
  label?: string;
}

export interface HlsPlayerProps {
  /** The HLS playlist (application/x-mpegURL, .m3u8). */
  src: string;
  /** Shown above the video and names it (the step's detail1). */
  title: string;
  /** Maximum width in px (default 779, the spec's stream); the height follows (779:464). */
  maxWidth?: number;
  /** Starts playing, muted (default true): browsers allow autoplay only without sound. */
  autoPlay?: boolean;
  /** Captions track (WebVTT), for speech in the stream. */
  captions?: HlsCaptions;
  /** Shown when the stream cannot be played. */
  errorText?: string;
}

/** The part of hls.js this player uses (typed here so no other module needs the package). */
interface HlsInstance {
  loadSource(src: string): void;
  attachMedia(media: HTMLMediaElement): void;
  on(event: string, listener: (event: string, data: { fatal?: boolean }) => void): void;
  destroy(): void;
}

/**
 * An HLS stream player. Browsers that play HLS natively (Safari) get the playlist directly;
 * the others load hls.js on demand, with a dynamic import inside the effect, so no other
 * component or page carries its weight.
 */
export function HlsPlayer({
  src,
  title,
  maxWidth = 779,
  autoPlay = true,
  captions,
  errorText = messages.video.streamUnsupported,
}: HlsPlayerProps) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const titleId = useId();
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const video = videoRef.current;
    if (!video || !src) return;
    setFailed(false);
    if (video.canPlayType('application/vnd.apple.mpegurl')) {
      video.src = src;
      return () => {
        video.removeAttribute('src');
        video.load();
      };
    }
    let cancelled = false;
    let hls: HlsInstance | undefined;
    import('hls.js')
      .then(({ default: Hls }) => {
        if (cancelled) return;
        if (!Hls.isSupported()) {
          setFailed(true);
          return;
        }
        const instance = new Hls() as unknown as HlsInstance;
        hls = instance;
        instance.on(Hls.Events.ERROR, (_event, data) => {
          if (data.fatal) setFailed(true);
        });
        instance.loadSource(src);
        instance.attachMedia(video);
      })
      .catch(() => {
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
      hls?.destroy();
    };
  }, [src]);

  return (
    <figure className={s.figure} style={{ maxWidth }}>
      <figcaption className={s.title} id={titleId}>
        {title}
      </figcaption>
      <div className={s.frame}>
        {/* Captions are optional: live streams may carry none, or bring them in-band (HLS). */}
        {/* eslint-disable-next-line jsx-a11y/media-has-caption -- see `captions` */}
        <video
          ref={videoRef}
          className={s.video}
          aria-labelledby={titleId}
          controls
          autoPlay={autoPlay}
          muted={autoPlay}
          playsInline
          width={maxWidth}
          height={Math.round((maxWidth * 464) / 779)}
          data-type="application/x-mpegURL"
          // Native playback (and a stream hls.js hands over) reports failures here.
          onError={() => {
            const video = videoRef.current;
            if (!video?.getAttribute('src')) return;
            setFailed(true);
            // Nothing left pending: the element rests with its controls and the message.
            video.removeAttribute('src');
          }}
        >
          {captions ? (
            <track
              kind="captions"
              src={captions.src}
              srcLang={captions.srcLang ?? 'es'}
              label={captions.label ?? 'Español'}
              default
            />
          ) : null}
        </video>
      </div>
      {failed ? (
        <p className={s.error} role="status">
          {errorText}
        </p>
      ) : null}
    </figure>
  );
}
