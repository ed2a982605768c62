import { SafeHtml, SuccessPanel } from '@inversiones/design-system';
import type { StepComponentProps } from '../step-props.ts';

/** The success step: its finish goes on (after the last step the controller usually closes). */
export function SuccessStep({ step, nav }: StepComponentProps) {
  const message = typeof step.config.message === 'string' ? step.config.message : undefined;
  const label = step.config.controls?.[0]?.label;
  // The frame already shows the step's title: the panel never repeats it (no '¡Listo!' twice).
  const own = step.items[0]?.label;
  return (
    <SuccessPanel
      title={own && own !== step.config.title ? own : undefined}
      actionLabel={label}
      onAction={() => nav.next()}
    >
      {message ? <SafeHtml html={message} /> : null}
    </SuccessPanel>
  );
}
