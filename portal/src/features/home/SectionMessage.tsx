import { Button, StateMessage } from '@inversiones/design-system';
import * as messages from './messages.ts';

/**
 * Spec 8's words for a section without its data: failed (with 'Reintentar') or empty. Never a
 * blank area.
 */
export function SectionMessage({
  kind,
  onRetry,
  titleLevel = 3,
}: {
  kind: 'error' | 'empty';
  onRetry?: () => void;
  titleLevel?: 2 | 3 | 4;
}) {
  const m = messages.sectionState;
  if (kind === 'empty') {
    return <StateMessage tone="empty" title={m.empty} titleLevel={titleLevel} />;
  }
  return (
    <StateMessage
      tone="error"
      title={m.errorTitle}
      titleLevel={titleLevel}
      isLive
      action={onRetry ? <Button onPress={onRetry}>{m.retry}</Button> : undefined}
    >
      {m.error}
    </StateMessage>
  );
}
