// The alert item (wizard-spec 2 "Other blocks", 3 "Alert config"): priority info, warning, error
// or success (unknown means info), sanitised HTML, an optional expandable hidden-field overlay
// and a centred message.
import { Alert, SafeHtml } from '@inversiones/design-system';
import * as messages from '../../../messages.ts';
import type { DisplayItemProps } from '../item-registry.ts';
import { firstText, recordOf, settingsOf, textOf, titleOf, valueAtPath } from './item-config.ts';
import { useStepHeadingLevel } from '../../engine/step-heading-level.ts';

/** The HTML at the config's `root` of the jsonData (a server message), when there is one. */
function htmlAtRoot(root: string | undefined, data: DisplayItemProps['data']): string | undefined {
  if (!root) return undefined;
  const found = valueAtPath(data, root);
  return textOf(found) ?? firstText(recordOf(found), 'html', 'mensaje', 'message');
}

export function AlertItem({ question, data }: DisplayItemProps) {
  const headingLevel = useStepHeadingLevel();
  const settings = settingsOf(question);
  const priority = settings['priority'];
  const html = htmlAtRoot(textOf(settings['root']), data) ?? firstText(settings, 'html', 'help');
  const hidden = recordOf(settings['hiddenField']);
  const hiddenHtml = firstText(hidden, 'contentHtml', 'html');
  return (
    <Alert
      priority={typeof priority === 'number' || typeof priority === 'string' ? priority : undefined}
      title={titleOf(question)}
      html={html}
      centered={settings['centeredMessage'] === true}
      hiddenFields={hiddenHtml ? <SafeHtml html={hiddenHtml} /> : undefined}
      hiddenFieldsLevel={headingLevel}
      hiddenFieldsLabel={firstText(hidden, 'caption') ?? messages.wizardItems.hiddenFieldCaption}
    />
  );
}
