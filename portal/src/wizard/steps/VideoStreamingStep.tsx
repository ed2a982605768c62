import { StepControls } from '../engine/StepControls.tsx';
import type { StepComponentProps } from '../engine/step-props.ts';
import { useLandingNav } from './landing-nav.ts';
import { VideoStream } from './VideoStream.tsx';

/** The video-streaming step: the section named by the step (or its first item), then the controls. */
export function VideoStreamingStep({ wizardId, context, step, nav }: StepComponentProps) {
  const landingNav = useLandingNav(nav, wizardId, context);
  const named = (step.config as { sectionName?: unknown }).sectionName;
  const section =
    typeof named === 'string' ? named : (step.items[0]?.sectionName ?? step.items[0]?.key);
  return (
    <div data-step-type="video-streaming">
      <VideoStream section={section} />
      <StepControls step={step} nav={landingNav} canAdvance onAdvance={() => landingNav.next()} />
    </div>
  );
}
