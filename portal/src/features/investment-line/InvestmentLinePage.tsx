import {
  Alert,
  Heading,
  Link,
  OperationSummary,
  Stack,
  Text,
  type OperationRow,
} from '@inversiones/design-system';
import {
  formatCurrency,
  formatDisplayDate,
  formatInstant,
  formatPercent,
} from '@inversiones/design-system/es-cl';
import { investmentLines } from '@inversiones/contract';
import { useState } from 'react';
import { apiGet } from '../../http/client.ts';
import { usePageTitle } from '../../store/page-title.ts';
import { ApiState } from '../api-state/ApiState.tsx';
import { useApiData } from '../api-state/use-api-data.ts';
import { STOCKS_ROUTE } from '../stocks/routes.ts';
import { LineRequestForm } from './LineRequestForm.tsx';
import * as messages from './messages.ts';

const m = messages.page;
type Line = investmentLines.InvestmentLine;
type LineRequest = investmentLines.LineRequest;

const pesos = (amount: number) => formatCurrency(amount, 'CLP');

function lineRows(line: Line): OperationRow[] {
  return [
    { id: 'monto', term: m.approved, value: pesos(line.monto.amount) },
    { id: 'utilizado', term: m.used, value: pesos(line.utilizado.amount) },
    { id: 'tasa', term: m.rate, value: formatPercent(line.tasaMensual, { decimals: 2 }) },
    { id: 'vencimiento', term: m.expires, value: formatDisplayDate(line.vencimiento) },
  ];
}

/**
 * /acciones/lineaInversion (spec 7 "investment lines"): what the line lends and what remains to
 * buy with, and the request for a line or a larger one while none is in evaluation.
 */
export function InvestmentLinePage() {
  usePageTitle(m.title);
  const { state, retry } = useApiData(
    (signal) => apiGet(investmentLines.investmentLine, { signal }),
    'investment-line',
  );
  // The request just sent: said at once, and it replaces the form.
  const [sent, setSent] = useState<LineRequest | null>(null);
  return (
    <Stack gap="lg">
      <Heading level={1}>{m.title}</Heading>
      <Text tone="secondary">{m.intro}</Text>
      <ApiState state={state} retry={retry} placeholder={2} titleLevel={2}>
        {({ linea, solicitud }) => {
          const pending = sent ?? solicitud;
          return (
            <Stack gap="lg">
              {linea ? (
                <OperationSummary
                  title={m.summary(linea.numero)}
                  amount={{
                    label: m.available,
                    value: linea.disponible.amount,
                    currency: 'CLP',
                  }}
                  rows={lineRows(linea)}
                >
                  {!linea.vigente ? (
                    <Alert priority="warning">
                      {m.expired(formatDisplayDate(linea.vencimiento))}
                    </Alert>
                  ) : (
                    <Text size="sm" tone="muted">
                      {m.usedHelp}
                    </Text>
                  )}
                  <Link variant="standalone" href={STOCKS_ROUTE}>
                    {m.buy}
                  </Link>
                </OperationSummary>
              ) : (
                <Text>{m.none}</Text>
              )}
              {pending ? (
                <Alert priority={sent ? 'success' : 'info'} isLive={sent !== null}>
                  {sent
                    ? messages.request.sent(pesos(sent.monto.amount))
                    : m.pending(pesos(pending.monto.amount), formatInstant(pending.fecha))}
                </Alert>
              ) : (
                <LineRequestForm current={linea?.monto.amount ?? null} onSent={setSent} />
              )}
            </Stack>
          );
        }}
      </ApiState>
    </Stack>
  );
}
