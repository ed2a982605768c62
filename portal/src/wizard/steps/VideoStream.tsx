import { useEffect, useState } from 'react';
import { Alert, HlsPlayer } from '@inversiones/design-system';
import { onApiError } from '../../http/client.ts';
import * as messages from '../../messages.ts';
import { publicVideo } from './landing-api.ts';
import { useReducedMotion } from './use-reduced-motion.ts';

/** Spec 9: the stream starts 500 ms after its data arrives. */
export const VIDEO_START_DELAY_MS = 500;

export interface VideoStreamProps {
  /** The video section's name (the public video call's parameter). */
  section: string | undefined;
}

type Loaded = { video: string; detail1: string };

/**
 * A streaming video section: its title (detail1) and the HLS stream (779x464, muted autoplay
 * with controls; no autoplay under reduced motion), its source set 500 ms after the data
 * arrives. A failed load goes to the shared error handler and says so here.
 */
export function VideoStream({ section }: VideoStreamProps) {
  // Each answer remembers its section: a new section shows nothing of the previous one.
  const [answer, setAnswer] = useState<(Loaded & { section: string }) | null>(null);
  const [startedFor, setStartedFor] = useState<string | null>(null);
  const [failedFor, setFailedFor] = useState<string | null>(null);
  const reducedMotion = useReducedMotion();

  useEffect(() => {
    if (!section) return;
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    publicVideo(section, controller.signal).then(
      (data) => {
        if (controller.signal.aborted) return;
        setAnswer({ ...data, section });
        timer = setTimeout(() => setStartedFor(section), VIDEO_START_DELAY_MS);
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        onApiError(error);
        setFailedFor(section);
      },
    );
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [section]);

  const loaded = answer?.section === section ? answer : null;
  const started = startedFor === section;
  const failed = failedFor === section;
  if (!section)
    return <Alert priority="warning">{messages.wizardLanding.videoSectionMissing}</Alert>;
  if (failed) {
    return (
      <Alert priority="error" isLive>
        {messages.wizardLanding.videoLoadError}
      </Alert>
    );
  }
  if (!loaded) return <p role="status">{messages.loading}</p>;
  return (
    <div data-video-stream={section}>
      <HlsPlayer
        src={started ? loaded.video : ''}
        title={loaded.detail1 || messages.wizardLanding.videoTitle}
        maxWidth={779}
        autoPlay={!reducedMotion}
      />
    </div>
  );
}
