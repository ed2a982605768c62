// The bullet item (wizard-spec 2): an optional heading and a bulleted list of points, each
// point plain text or configuration HTML (sanitised).
import { SafeHtml, Stack, Text } from '@inversiones/design-system';
import type { wizardConfig } from '@inversiones/contract';
import type { DisplayItemProps } from '../item-registry.ts';
import { firstText, recordOf, textOf, titleOf } from './item-config.ts';

/** A point's text: a string, or an item/option's html, label or value. */
const pointOf = (raw: unknown): string | undefined =>
  textOf(raw) ?? firstText(recordOf(raw), 'html', 'label', 'value', 'descripcion', 'text');

/** The points: the question's items, its options, its value list, or the stored list. */
function pointsOf(question: wizardConfig.Question, stored: unknown): string[] {
  const sources = [question.items, question.options, question.value, stored];
  for (const source of sources) {
    if (!Array.isArray(source)) continue;
    const points = source.flatMap((raw: unknown) => pointOf(raw) ?? []);
    if (points.length > 0) return points;
  }
  return [];
}

export function BulletItem({ question, value }: DisplayItemProps) {
  const points = pointsOf(question, value);
  const title = titleOf(question);
  if (points.length === 0 && !title) return null;
  // One sanitised list: SafeHtml gives the list its bullets and spacing (the portal has no styles).
  const html = `<ul>${points.map((point) => `<li>${point}</li>`).join('')}</ul>`;
  return (
    <Stack gap="xs">
      {title ? <Text weight="semibold">{title}</Text> : null}
      {points.length > 0 ? <SafeHtml html={html} /> : null}
    </Stack>
  );
}
