// The info-download item (wizard-spec 2): an explanation and the documents to read, each with
// its download ('Descargando...' while it runs; a failure is only logged, spec 8).
import { DownloadList, Heading, SafeHtml, Stack } from '@inversiones/design-system';
import { useMemo } from 'react';
import * as messages from '../../../messages.ts';
import type { DisplayItemProps } from '../item-registry.ts';
import { firstText, settingsOf, titleOf } from './item-config.ts';
import { documentsOf } from './item-documents.ts';
import { useDocumentDownloads } from './use-document-downloads.ts';

export function InfoDownloadItem({ question, value }: DisplayItemProps) {
  const documents = useMemo(
    () => documentsOf(question, value, messages.wizardItems.unnamedDocument),
    [question, value],
  );
  const downloads = useDocumentDownloads(documents);
  const html = firstText(settingsOf(question), 'html', 'help');
  const title = titleOf(question);
  return (
    <Stack gap="sm">
      {title ? (
        <Heading level={3} size="md">
          {title}
        </Heading>
      ) : null}
      {/* The explanation reads before the documents it introduces. */}
      {html ? <SafeHtml html={html} /> : null}
      <DownloadList
        items={documents}
        aria-label={title ?? messages.wizardItems.documentsLabel}
        downloadLabel={messages.wizardItems.downloadDocument}
        {...downloads}
      />
    </Stack>
  );
}
