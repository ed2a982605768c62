import { z } from 'zod';
import type { wizardConfig } from '@inversiones/contract';

/** A multimedia step's video: `source` (yt, vm...), `url` (or a YouTube id) and `videoTitle`. */
const multimediaSchema = z.looseObject({
  source: z.string().optional(),
  url: z.string().optional(),
  videoTitle: z.string().optional(),
});

export interface MultimediaConfig {
  source: string;
  url: string | undefined;
  title: string | undefined;
}

export function multimediaConfigOf(step: wizardConfig.WizardStep): MultimediaConfig {
  const parsed = multimediaSchema.safeParse(step.config);
  const config = parsed.success ? parsed.data : {};
  return {
    source: (config.source ?? '').trim().toLowerCase(),
    url: config.url,
    title: config.videoTitle ?? step.config.title,
  };
}

const YOUTUBE_ID = /^[\w-]{11}$/;

/**
 * The privacy-friendly embed address (youtube-nocookie.com/embed/ID) of a YouTube id or URL
 * (watch?v=, youtu.be/, /embed/, /shorts/); null when it is not one.
 */
export function youTubeNoCookieUrl(value: string | undefined): string | null {
  const raw = value?.trim();
  if (!raw) return null;
  let id: string | null = YOUTUBE_ID.test(raw) ? raw : null;
  if (!id) {
    let url: URL;
    try {
      url = new URL(raw);
    } catch {
      return null;
    }
    const host = url.hostname.replace(/^www\.|^m\./, '');
    if (host === 'youtu.be') id = url.pathname.slice(1);
    else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
      id =
        url.searchParams.get('v') ??
        /^\/(?:embed|shorts|live)\/([^/]+)/.exec(url.pathname)?.[1] ??
        null;
    }
  }
  return id && YOUTUBE_ID.test(id) ? `https://www.youtube-nocookie.com/embed/${id}` : null;
}
