import { VideoEmbed } from '@inversiones/design-system';
import * as messages from '../../messages.ts';
import { StepControls } from '../engine/StepControls.tsx';
import type { StepComponentProps } from '../engine/step-props.ts';
import { multimediaConfigOf, youTubeNoCookieUrl } from './multimedia-config.ts';
import { useLandingNav } from './landing-nav.ts';

/**
 * The multimedia step: source yt frames the video (560x315, youtube-nocookie); vm and any other
 * source show a placeholder text. Then the step's controls.
 */
export function MultimediaStep({ wizardId, context, step, nav }: StepComponentProps) {
  const { source, url, title } = multimediaConfigOf(step);
  const landingNav = useLandingNav(nav, wizardId, context);
  const src = source === 'yt' ? youTubeNoCookieUrl(url) : null;
  return (
    <div data-step-type="multimedia" data-source={source || undefined}>
      <VideoEmbed
        src={src}
        title={title ?? messages.wizardLanding.videoTitle}
        maxWidth={560}
        unavailableText={messages.wizardLanding.videoPlaceholder}
      />
      <StepControls step={step} nav={landingNav} canAdvance onAdvance={() => landingNav.next()} />
    </div>
  );
}
