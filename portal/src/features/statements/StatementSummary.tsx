import { Button, Card, FactList, Stack, Text } from '@inversiones/design-system';
import { formatDisplayDate, formatPercent, toWireDate } from '@inversiones/design-system/es-cl';
import { statements } from '@inversiones/contract';
import { useState } from 'react';
import { apiGet } from '../../http/client.ts';
import { savePdfFrom } from '../../wizard/documents/pdf-download.ts';
import { ApiState } from '../api-state/ApiState.tsx';
import { ProblemAlert } from '../api-state/ProblemAlert.tsx';
import { useApiData } from '../api-state/use-api-data.ts';
import { money } from '../fund-operations/money.ts';
import * as messages from './messages.ts';

const m = messages.summary;

export interface StatementSummaryProps {
  scope: statements.StatementScope;
  /** ISO dates of the period. */
  from: string;
  to: string;
  /** 'Octubre 2026', or 'del 01/10/2026 al 15/11/2026'. */
  periodLabel: string;
}

/** The statement's query: its period as the calls take it. */
const queryOf = (from: string, to: string) => ({
  fechaInicio: toWireDate(from),
  fechaTermino: toWireDate(to),
});

/**
 * A statement's figures as its PDF prints them (opening, net contributions, result, closing,
 * return), and the PDF's download.
 */
export function StatementSummary({ scope, from, to, periodLabel }: StatementSummaryProps) {
  const [download, setDownload] = useState<'idle' | 'running' | 'failed'>('idle');
  const { state, retry } = useApiData(
    (signal) =>
      apiGet(statements.statement, { signal, params: { alcance: scope, ...queryOf(from, to) } }),
    `statement-${scope}-${from}-${to}`,
  );
  const save = () => {
    if (download === 'running') return;
    setDownload('running');
    const path = `${statements.statementPdfPath(scope)}?${new URLSearchParams(queryOf(from, to))}`;
    savePdfFrom(path, statements.statementFileName(scope, from, to)).then(
      () => setDownload('idle'),
      () => setDownload('failed'),
    );
  };
  return (
    <Card title={m.title(statements.statementScopeNames[scope], periodLabel)} titleLevel={2}>
      <ApiState state={state} retry={retry} placeholder={2}>
        {(s) => (
          <Stack gap="md">
            <FactList
              facts={[
                {
                  id: 'opening',
                  term: m.opening(formatDisplayDate(s.openingDate)),
                  value: money(s.opening),
                },
                { id: 'contributions', term: m.contributions, value: money(s.netContributions) },
                { id: 'result', term: m.result, value: money(s.result) },
                {
                  id: 'closing',
                  term: m.closing(formatDisplayDate(s.to)),
                  value: money(s.closing),
                },
                {
                  id: 'profitability',
                  term: m.profitability,
                  value:
                    s.profitability === null
                      ? m.notApplicable
                      : formatPercent(s.profitability, { decimals: 2 }),
                },
              ]}
            />
            <Text tone="secondary">{m.movements(s.movements.length)}</Text>
            <div>
              <Button
                onPress={save}
                isPending={download === 'running'}
                pendingLabel={m.downloading}
              >
                {m.download}
              </Button>
            </div>
            <ProblemAlert message={download === 'failed' ? m.downloadFailed : null} />
          </Stack>
        )}
      </ApiState>
    </Card>
  );
}
