import { Button, QuoteCountdown, Stack } from '@inversiones/design-system';
import { formatCurrency } from '@inversiones/design-system/es-cl';
import type { currencySpot } from '@inversiones/contract';
import { money } from '../fund-operations/money.ts';
import { ProblemAlert } from '../api-state/ProblemAlert.tsx';
import * as messages from './messages.ts';
import type { LocalQuoteClock } from './quote-clock.ts';

const m = messages.quote;

export interface SpotQuoteProps {
  quote: currencySpot.Quote;
  /** Its life on this browser's clock (`localQuoteClock`). */
  clock: LocalQuoteClock;
  onConfirm: () => void;
  isConfirming?: boolean;
  onRequote: () => void;
  isRequoting?: boolean;
  /** Back to the operation's data, which are kept. */
  onChange: () => void;
  /** The confirmation's refusal in the server's words, or its failure. */
  refusal?: string | null;
  failed?: boolean;
}

/**
 * The desk's firm price for the amount, with its countdown: 'Confirmar' while it lives; once it
 * expires only 'Cotizar de nuevo' (the card never offers an expired quote's confirmation).
 */
export function SpotQuote({
  quote,
  clock,
  onConfirm,
  isConfirming = false,
  onRequote,
  isRequoting = false,
  onChange,
  refusal,
  failed = false,
}: SpotQuoteProps) {
  const buying = quote.tipo === 'compra';
  return (
    <Stack gap="md">
      <QuoteCountdown
        rateLabel={m.rateLabel}
        rate={m.rate(formatCurrency(quote.rate, 'CLP', { decimals: 2 }))}
        lines={[
          { label: buying ? m.bought : m.sold, value: money(quote.amount) },
          { label: buying ? m.paid : m.received, value: money(quote.clpAmount) },
          { label: m.debit, value: quote.accounts.debit },
          { label: m.credit, value: quote.accounts.credit },
        ]}
        expiresAt={clock.expiresAt}
        issuedAt={clock.issuedAt}
        onRequote={onRequote}
        isRequoting={isRequoting}
        // It replaced the button that asked for it: its figures are read out from here.
        focusOnMount
        confirmAction={
          <Button onPress={onConfirm} isPending={isConfirming} pendingLabel={m.confirming}>
            {buying ? m.confirmBuy : m.confirmSell}
          </Button>
        }
        secondaryAction={
          <Button variant="secondary" onPress={onChange} isDisabled={isConfirming}>
            {m.change}
          </Button>
        }
      />
      <ProblemAlert message={refusal} />
      <ProblemAlert message={failed ? m.failed : null} />
    </Stack>
  );
}
