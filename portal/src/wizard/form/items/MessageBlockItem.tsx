// The message block (wizard-spec 2 "Other blocks"): icon image or document, title, message and
// files, shown only while a watched field of the form equals a value.
import type { wizardConfig } from '@inversiones/contract';
import {
  DownloadList,
  iconNames,
  MessageBlock,
  SafeHtml,
  type IconName,
} from '@inversiones/design-system';
import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import * as messages from '../../../messages.ts';
import type { DisplayItemProps } from '../item-registry.ts';
import { isShown } from '../show-when.ts';
import { firstText, recordOf, settingsOf, textOf, titleOf } from './item-config.ts';
import { documentsOf } from './item-documents.ts';
import { useDocumentDownloads } from './use-document-downloads.ts';

/** The watched condition: `watch: { key, value }` (value one or a list of which any matches). */
function watchOf(settings: Record<string, unknown>): wizardConfig.ShowWhenCondition | undefined {
  const watch = recordOf(settings['watch']);
  const key = textOf(watch?.['key']);
  if (!watch || !key || !('value' in watch)) return undefined;
  return { key, value: watch['value'] as wizardConfig.ShowWhenValue };
}

const iconOf = (raw: unknown): IconName | undefined => {
  const name = textOf(raw);
  return name && (iconNames as readonly string[]).includes(name) ? (name as IconName) : undefined;
};

export function MessageBlockItem({ question, control }: DisplayItemProps) {
  const settings = settingsOf(question);
  const watch = watchOf(settings);
  // Without a watched field the hook still runs (rules of hooks) on a name no field uses.
  const watched: unknown = useWatch({ control, name: watch?.key ?? '\u0000' });
  const documents = useMemo(() => {
    const own = settingsOf(question);
    const files = own['files'] ?? own['documentos'];
    return documentsOf({ files }, undefined, messages.wizardItems.unnamedDocument);
  }, [question]);
  const downloads = useDocumentDownloads(documents);
  if (watch && !isShown(watch, () => watched)) return null;
  const title = titleOf(question);
  const html = firstText(settings, 'html', 'message', 'mensaje');
  return (
    <MessageBlock
      icon={iconOf(settings['icon'])}
      imageSrc={firstText(settings, 'img', 'image', 'imageSrc')}
      title={title}
    >
      {html ? <SafeHtml html={html} /> : null}
      {/* Files download through the API (its headers, the spec's file name), not as bare links. */}
      {documents.length > 0 ? (
        <DownloadList
          items={documents}
          aria-label={title ?? messages.wizardItems.documentsLabel}
          // The short label keeps the button beside the icon at 320 px; the name is in its label.
          downloadLabel={messages.wizardItems.downloadShort}
          {...downloads}
        />
      ) : null}
    </MessageBlock>
  );
}
