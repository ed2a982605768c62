// The download-single-doc item (wizard-spec 2, type spelled 'download-single-doc' and
// 'donwload-single-doc'): one document and its 'Descargar Documento' button.
import { DownloadList } from '@inversiones/design-system';
import { useMemo } from 'react';
import * as messages from '../../../messages.ts';
import type { DisplayItemProps } from '../item-registry.ts';
import { titleOf } from './item-config.ts';
import { documentsOf } from './item-documents.ts';
import { useDocumentDownloads } from './use-document-downloads.ts';

export function DownloadSingleDocItem({ question, value }: DisplayItemProps) {
  const documents = useMemo(
    () => documentsOf(question, value, messages.wizardItems.unnamedDocument).slice(0, 1),
    [question, value],
  );
  const downloads = useDocumentDownloads(documents);
  return (
    <DownloadList
      items={documents}
      aria-label={titleOf(question) ?? documents[0]?.name ?? messages.wizardItems.documentsLabel}
      downloadLabel={messages.wizardItems.downloadDocument}
      {...downloads}
    />
  );
}
