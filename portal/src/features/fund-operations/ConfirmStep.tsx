import {
  Alert,
  Button,
  Link,
  Loader,
  OperationReview,
  OperationSteps,
  OperationSummary,
  Stack,
  type OperationRow,
} from '@inversiones/design-system';
import type { Money } from '@inversiones/contract';
import type { ReactNode } from 'react';
import { TabSection } from '../funds/TabSection.tsx';
import * as messages from './messages.ts';
import type { Outcome } from './use-operation.ts';

/** What the summary of a quote shows: its headline amount, its rows and its notices. */
export interface QuoteSummary {
  amountLabel: string;
  amount: Money;
  rows: readonly OperationRow[];
  notices?: ReactNode;
}

export interface ConfirmStepProps<Q extends { fundName: string }> {
  /** The step's title (Confirme su inversión, Confirme su rescate). */
  title: string;
  /** The simulation's answer: what will happen. */
  quote: Outcome<Q>;
  retryQuote: () => void;
  /** The data step, with the draft: Volver keeps what the client entered. */
  backHref: string;
  summary: (quote: Q) => QuoteSummary;
  /** Declarations to accept before Confirmar (the profile fit), when the quote needs them. */
  declarations?: (quote: Q) => ReactNode;
  /** The confirmation's outcome. */
  sent: Outcome<unknown>;
  onConfirm: () => void;
  /** The decision's button, when it is not 'Confirmar' (a payment continues at the bank). */
  confirmLabel?: string;
}

function Summary({ title, amountLabel, amount, rows, notices }: QuoteSummary & { title: string }) {
  return (
    <OperationSummary
      title={title}
      titleLevel={3}
      amount={{
        label: amountLabel,
        value: amount.amount,
        currency: amount.currency === 'USD' ? 'USD' : 'CLP',
      }}
      rows={rows}
    >
      {notices}
    </OperationSummary>
  );
}

/**
 * The confirm step of an investment or a redemption: the server's quote (loading, refused with
 * the rule, failed with Reintentar), then the summary beside its declarations and Confirmar.
 */
export function ConfirmStep<Q extends { fundName: string }>({
  title,
  quote,
  retryQuote,
  backHref,
  summary,
  declarations,
  sent,
  onConfirm,
  confirmLabel = messages.summary.confirm,
}: ConfirmStepProps<Q>) {
  const back = (
    <Link href={backHref} variant="standalone">
      {messages.summary.back}
    </Link>
  );
  return (
    <TabSection title={title}>
      <OperationSteps current="confirm" />
      {quote.status === 'running' || quote.status === 'idle' ? (
        <Loader kind="placeholder" variant={2} label={messages.states.loading} />
      ) : quote.status === 'refused' ? (
        <Stack gap="md">
          <Alert priority="error" isLive>
            {quote.message}
          </Alert>
          <div>{back}</div>
        </Stack>
      ) : quote.status !== 'done' ? (
        <Stack gap="md">
          <Alert priority="error" isLive>
            {messages.states.unavailable}
          </Alert>
          <div>
            <Button variant="secondary" onPress={retryQuote}>
              {messages.summary.retry}
            </Button>
          </div>
        </Stack>
      ) : (
        <OperationReview
          summary={<Summary title={quote.data.fundName} {...summary(quote.data)} />}
          decisionLabel={messages.summary.decision}
          decision={
            <>
              {declarations?.(quote.data)}
              {sent.status === 'refused' ? (
                <Alert priority="error" isLive>
                  {sent.message}
                </Alert>
              ) : sent.status === 'failed' ? (
                <Alert priority="error" isLive>
                  {messages.summary.failed}
                </Alert>
              ) : null}
              <Stack direction="row" gap="sm" wrap align="center">
                {back}
                <Button
                  variant="primary"
                  onPress={onConfirm}
                  isPending={sent.status === 'running'}
                  pendingLabel={messages.summary.confirming}
                >
                  {sent.status === 'failed' ? messages.summary.retry : confirmLabel}
                </Button>
              </Stack>
            </>
          }
        />
      )}
    </TabSection>
  );
}
