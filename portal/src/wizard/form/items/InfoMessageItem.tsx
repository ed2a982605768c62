// The info-message item (wizard-spec 2): an informational note of the step, in the info tone
// unless the configuration names another priority.
import { Alert } from '@inversiones/design-system';
import type { DisplayItemProps } from '../item-registry.ts';
import { firstText, settingsOf, titleOf } from './item-config.ts';

export function InfoMessageItem({ question }: DisplayItemProps) {
  const settings = settingsOf(question);
  const priority = settings['priority'];
  const html = firstText(settings, 'html', 'help', 'labelSmall');
  return (
    <Alert
      priority={typeof priority === 'number' || typeof priority === 'string' ? priority : 'info'}
      title={html ? titleOf(question) : undefined}
      // A note with only a label shows it as the message rather than as a bold title.
      html={html ?? titleOf(question)}
    />
  );
}
