// The state message item (wizard-spec 2 "Other blocks"): a centred message with its icon.
import {
  iconNames,
  SafeHtml,
  StateMessage,
  type IconName,
  type StateMessageTone,
} from '@inversiones/design-system';
import type { DisplayItemProps } from '../item-registry.ts';
import { firstText, settingsOf, textOf, titleOf } from './item-config.ts';
import { useStepHeadingLevel } from '../../engine/step-heading-level.ts';

const TONES: readonly string[] = ['empty', 'info', 'error', 'success'];

/** tone (or priority) empty, info, error or success; warning reads as info; default info. */
function toneOf(raw: unknown): StateMessageTone {
  const key = textOf(raw)?.toLowerCase();
  return key && TONES.includes(key) ? (key as StateMessageTone) : 'info';
}

const iconOf = (raw: unknown): IconName | undefined => {
  const name = textOf(raw);
  return name && (iconNames as readonly string[]).includes(name) ? (name as IconName) : undefined;
};

export function StateMessageItem({ question }: DisplayItemProps) {
  const headingLevel = useStepHeadingLevel();
  const settings = settingsOf(question);
  const html = firstText(settings, 'html', 'message', 'mensaje', 'labelSmall');
  const title = titleOf(question);
  if (!title && !html) return null;
  return (
    <StateMessage
      tone={toneOf(settings['tone'] ?? settings['priority'])}
      icon={iconOf(settings['icon'])}
      title={title ?? ''}
      titleLevel={headingLevel}
    >
      {html ? <SafeHtml html={html} /> : null}
    </StateMessage>
  );
}
