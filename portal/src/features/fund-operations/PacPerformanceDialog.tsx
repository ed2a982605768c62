import { Button, Dialog, Modal, OperationSummary, Stack, Text } from '@inversiones/design-system';
import { formatPercent } from '@inversiones/design-system/es-cl';
import { pac } from '@inversiones/contract';
import { apiSend } from '../../http/client.ts';
import { savePdfAnswer } from '../../wizard/documents/pdf-download.ts';
import { ApiState } from '../api-state/ApiState.tsx';
import { useApiData } from '../api-state/use-api-data.ts';
import * as messages from './messages.ts';
import { date, money, quota, units } from './money.ts';

const m = messages.pac;

export interface PacPerformanceDialogProps {
  /** The PAC whose performance is shown (null: closed). */
  mandate: pac.Pac | null;
  onClose: () => void;
  /** The certificate could not be downloaded. */
  onDownloadFailed: () => void;
}

function Figures({ mandate }: { mandate: pac.Pac }) {
  const answer = useApiData(
    (signal) =>
      apiSend(pac.performance, undefined, { params: { id: mandate.id }, signal, onError: false }),
    `pac-performance-${mandate.id}`,
  );
  return (
    <ApiState state={answer.state} retry={answer.retry} titleLevel={3}>
      {(p) => (
        <OperationSummary
          title={`${mandate.fundName}, Serie ${mandate.seriesId}`}
          titleLevel={3}
          amount={{
            label: m.performance.value,
            value: p.value.amount,
            currency: p.value.currency === 'USD' ? 'USD' : 'CLP',
          }}
          rows={[
            { id: 'debits', term: m.performance.debits, value: String(p.debits) },
            { id: 'contributed', term: m.performance.contributed, value: money(p.contributed) },
            { id: 'units', term: m.performance.units, value: units(p.units) },
            {
              id: 'quota',
              term: m.performance.quota,
              value: `${quota(p.quotaValue, p.value.currency)} (${date(p.quotaDate)})`,
            },
            {
              id: 'gain',
              term: m.performance.gain,
              value:
                p.gainPercent === null
                  ? m.performance.noDebits
                  : `${money(p.gain)} (${formatPercent(p.gainPercent, { signed: true })})`,
            },
          ]}
        >
          <Text size="sm" tone="secondary">
            {m.performance.note}
          </Text>
        </OperationSummary>
      )}
    </ApiState>
  );
}

/** A PAC's performance: what its debits are worth today, and its certificate to download. */
export function PacPerformanceDialog({
  mandate,
  onClose,
  onDownloadFailed,
}: PacPerformanceDialogProps) {
  return (
    <Modal
      isOpen={mandate !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <Dialog
        title={m.performance.title}
        footer={
          <Stack direction="row" gap="sm" wrap justify="flex-end">
            <Button
              variant="secondary"
              onPress={() => {
                if (!mandate) return;
                void savePdfAnswer(() =>
                  apiSend(pac.pdf, undefined, { params: { id: mandate.id }, onError: false }),
                ).catch(onDownloadFailed);
              }}
            >
              {m.performance.certificate}
            </Button>
          </Stack>
        }
      >
        {mandate ? <Figures mandate={mandate} /> : null}
      </Dialog>
    </Modal>
  );
}
