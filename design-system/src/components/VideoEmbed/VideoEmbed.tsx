import * as messages from '../../messages.ts';
import { Icon } from '../Icon/index.ts';
import { frame, iframe, placeholder } from './VideoEmbed.css.ts';

const allowedHosts = new Set([
  'youtube.com',
  'www.youtube.com',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
]);

/** The URL when it is an https YouTube (or youtube-nocookie) address; otherwise null. */
export function youTubeEmbedUrl(src: string | null | undefined): string | null {
  if (!src) return null;
  try {
    const url = new URL(src);
    return url.protocol === 'https:' && allowedHosts.has(url.hostname) ? url.toString() : null;
  } catch {
    return null;
  }
}

export interface VideoEmbedProps {
  /** The embed URL. Only youtube.com and youtube-nocookie.com are framed. */
  src: string | null | undefined;
  /** Names the frame for screen readers (the video's title). */
  title: string;
  /** Maximum width in px (default 560, the spec's frame); the height follows at 16:9. */
  maxWidth?: number;
  /** Shown instead of the frame for any other source (default 'Este video no está disponible.'). */
  unavailableText?: string;
}

/**
 * A YouTube frame (560 x 315 at most, 16:9 at any width). Other sources (Vimeo and the like)
 * show a placeholder text instead, as the spec's video step does.
 */
export function VideoEmbed({
  src,
  title,
  maxWidth = 560,
  unavailableText = messages.video.unavailable,
}: VideoEmbedProps) {
  const url = youTubeEmbedUrl(src);
  return (
    <div className={frame} style={{ maxWidth }}>
      {url ? (
        <iframe
          className={iframe}
          src={url}
          title={title}
          width={maxWidth}
          height={Math.round((maxWidth * 9) / 16)}
          loading="lazy"
          referrerPolicy="strict-origin-when-cross-origin"
          allow="accelerometer; encrypted-media; gyroscope; picture-in-picture"
          allowFullScreen
        />
      ) : (
        <p className={placeholder}>
          <Icon name="info" size="lg" />
          {unavailableText}
        </p>
      )}
    </div>
  );
}
