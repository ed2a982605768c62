import { SafeHtml, Text } from '@inversiones/design-system';
import { StepControls } from '../StepControls.tsx';
import type { StepComponentProps } from '../step-props.ts';

/** An information step: the configured message and texts, then the controls (nothing to save). */
export function InfoStep({ step, nav }: StepComponentProps) {
  const message = typeof step.config.message === 'string' ? step.config.message : undefined;
  return (
    <div data-step-type="info">
      {message ? <SafeHtml html={message} /> : null}
      {step.items.map((item, i) =>
        item.html ? (
          <SafeHtml key={i} html={item.html} />
        ) : item.label ? (
          <Text key={i}>{item.label}</Text>
        ) : null,
      )}
      <StepControls step={step} nav={nav} canAdvance onAdvance={() => nav.next()} />
    </div>
  );
}
