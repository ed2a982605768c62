// The rawHtml item (wizard-spec 2): configuration HTML shown through the design system's
// SafeHtml (DOMPurify, strict allow-list): no script, handler or javascript: URL survives.
import { SafeHtml } from '@inversiones/design-system';
import type { DisplayItemProps } from '../item-registry.ts';
import { firstText, settingsOf, textOf } from './item-config.ts';

export function RawHtmlItem({ question, value }: DisplayItemProps) {
  const html = firstText(settingsOf(question), 'html', 'value', 'label') ?? textOf(value);
  return html ? <SafeHtml html={html} /> : null;
}
