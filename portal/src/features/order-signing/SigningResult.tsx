import { Alert, DownloadList, Stack } from '@inversiones/design-system';
import { orderSigning } from '@inversiones/contract';
import { useFileDownloads } from '../documents/use-file-downloads.ts';
import type { OrderFamily, SignResponse } from './calls.ts';
import * as messages from './messages.ts';

const m = messages.signing;

/**
 * What a signature answered: how many orders were signed (announced), each signed PDF to keep,
 * and every refused order with why (nothing was recorded for them).
 */
export function SigningResult({ family, result }: { family: OrderFamily; result: SignResponse }) {
  const files = useFileDownloads();
  const signed = result.documentos;
  const refused = result.rechazadas;
  const familyName = orderSigning.orderFamilyNames[family];
  return (
    <Stack gap="md">
      {signed.length > 0 ? (
        <Alert priority="success" title={m.signedTitle} isLive>
          {m.signed(signed.length)}
        </Alert>
      ) : null}
      {refused.length > 0 ? (
        <Alert
          priority="warning"
          title={signed.length > 0 ? m.refusedTitle(refused.length) : m.refusedNone}
          isLive
        >
          <Stack as="ul" gap="xs">
            {refused.map((order) => (
              <li key={order.folio}>{order.motivo}</li>
            ))}
          </Stack>
        </Alert>
      ) : null}
      {signed.length > 0 ? (
        <DownloadList
          title={m.signedDocuments}
          // Above the family's table (h2), under the page's h1.
          titleLevel={2}
          downloadLabel={m.downloadSigned}
          items={signed.map((document) => ({
            id: document.folio,
            name: m.signedDocumentName(familyName, document.folio),
            description: orderSigning.documentTypeNames[document.documentType],
          }))}
          downloadingIds={files.downloadingIds}
          failedIds={files.failedIds}
          progress={files.progress}
          onDownload={(item) => {
            const document = signed.find((d) => d.folio === item.id);
            if (!document) return;
            files.download(document.folio, {
              path: document.archivo,
              fallbackName: orderSigning.orderFileName(family, document.folio, true),
              kind: 'pdf',
            });
          }}
        />
      ) : null}
    </Stack>
  );
}
