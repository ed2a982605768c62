import { Alert, Button, Card, CurrencyField, Stack } from '@inversiones/design-system';
import { formatCurrency } from '@inversiones/design-system/es-cl';
import { investmentLines } from '@inversiones/contract';
import { useRef, useState, type FormEvent } from 'react';
import { apiSend } from '../../http/client.ts';
import { outcomeOf } from '../fund-operations/use-operation.ts';
import * as messages from './messages.ts';

const m = messages.request;
const pesos = (amount: number) => formatCurrency(amount, 'CLP');
const { min, max, step } = investmentLines.LINE_REQUEST;

interface LineRequestFormProps {
  /** The approved amount of the client's line, or null without one. */
  current: number | null;
  onSent: (request: investmentLines.LineRequest) => void;
}

/** The amount's problem, as the API would say it, or null. */
function problemOf(amount: number | null, current: number | null): string | null {
  if (amount === null) return m.required;
  const parsed = investmentLines.lineRequestAmountSchema.safeParse(amount);
  if (!parsed.success) return parsed.error.issues[0]?.message ?? m.required;
  if (current !== null && amount <= current) return m.larger(pesos(current));
  return null;
}

/** A request for a line, or a larger one: the whole amount wanted, sent to the executive. */
export function LineRequestForm({ current, onSent }: LineRequestFormProps) {
  const [amount, setAmount] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const [sending, setSending] = useState(false);
  const field = useRef<HTMLInputElement>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (sending) return;
    const problem = problemOf(amount, current);
    setError(problem);
    setFailed(false);
    if (problem || amount === null) {
      field.current?.focus();
      return;
    }
    setSending(true);
    try {
      onSent(await apiSend(investmentLines.requestLine, { monto: amount }, { onError: false }));
    } catch (caught) {
      const outcome = outcomeOf(caught);
      if (outcome.status === 'refused') {
        setError(outcome.message);
        field.current?.focus();
      } else if (outcome.status === 'failed') setFailed(true);
    } finally {
      setSending(false);
    }
  }

  return (
    <Card title={current === null ? m.titleNew : m.titleLarger} titleLevel={2}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="md">
          <CurrencyField
            ref={field}
            label={m.amount}
            value={amount}
            onChange={(next) => {
              setAmount(next);
              setError(null);
            }}
            description={m.amountHelp(pesos(min), pesos(max), pesos(step))}
            isRequired
            isInvalid={error !== null || undefined}
            errorMessage={error ?? undefined}
          />
          {failed ? (
            <Alert priority="error" isLive>
              {m.failed}
            </Alert>
          ) : null}
          <div>
            <Button type="submit" variant="primary" isPending={sending} pendingLabel={m.sending}>
              {failed ? m.retry : m.submit}
            </Button>
          </div>
        </Stack>
      </form>
    </Card>
  );
}
