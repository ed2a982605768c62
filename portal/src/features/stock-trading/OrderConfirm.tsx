import {
  Alert,
  Button,
  Heading,
  OperationReview,
  OperationSummary,
  ProfileFitAcceptance,
  Stack,
  type OperationRow,
} from '@inversiones/design-system';
import {
  formatCurrency,
  formatInstant,
  formatNumber,
  formatPercent,
} from '@inversiones/design-system/es-cl';
import type { stockOrders } from '@inversiones/contract';
import { useEffect, useRef, useState } from 'react';
import { money } from '../fund-operations/money.ts';
import * as messages from './messages.ts';

const m = messages.confirm;
const price = (value: number) => formatCurrency(value, 'CLP', { decimals: 2 });
const rate = (points: number) => formatPercent(points, { decimals: 2 });

/** The summary's rows: the order as the API priced it a moment ago. */
function confirmRows(cost: stockOrders.Cost, paymentName: string | null): OperationRow[] {
  const rows: OperationRow[] = [
    { id: 'accion', term: m.share, value: `${cost.nemo} · ${cost.nombre}` },
    { id: 'cantidad', term: m.quantity, value: formatNumber(cost.cantidad) },
    {
      id: 'tipo',
      term: m.orderType,
      value: cost.tipoOrden === 'mercado' ? m.market : m.limit(price(cost.precio)),
    },
  ];
  if (cost.tipoOrden === 'mercado') {
    rows.push({ id: 'precio', term: m.price, value: price(cost.precio) });
  }
  rows.push(
    { id: 'bruto', term: m.gross, value: money(cost.montoBruto) },
    { id: 'comision', term: m.commission(rate(cost.tasaComision)), value: money(cost.comision) },
    {
      id: 'derechos',
      term: m.exchangeFee(rate(cost.tasaDerechos)),
      value: money(cost.derechosBolsa),
    },
    { id: 'iva', term: m.vat, value: money(cost.iva) },
  );
  if (paymentName) rows.push({ id: 'pago', term: m.payment, value: paymentName });
  rows.push({
    id: 'ejecucion',
    term: m.execution,
    value:
      cost.ejecucion === 'programada'
        ? m.scheduled(formatInstant(cost.horario.proximaApertura))
        : cost.tipoOrden === 'mercado'
          ? m.immediate
          : m.whenReached,
  });
  return rows;
}

export interface OrderConfirmProps {
  cost: stockOrders.Cost;
  /** The way of payment's name and account (a purchase). */
  paymentName: string | null;
  /** Confirmar, with the client's declaration when the purchase is above its profile. */
  onConfirm: (acceptsProfile: boolean) => void;
  isConfirming: boolean;
  /** Back to the ticket, with what the client entered. */
  onChange: () => void;
  refusal: string | null;
  failed: boolean;
}

/** The confirm step of a share order: the API's figures, the decision and what a retry does. */
export function OrderConfirm({
  cost,
  paymentName,
  onConfirm,
  isConfirming,
  onChange,
  refusal,
  failed,
}: OrderConfirmProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  const declaration = useRef<HTMLInputElement>(null);
  const [accepted, setAccepted] = useState(false);
  const [mustAccept, setMustAccept] = useState(false);
  // It replaced the ticket, where focus was: its title is read out first.
  useEffect(() => heading.current?.focus(), []);
  const fit = cost.ajustePerfil;
  const needsDeclaration = fit !== null && !fit.fits;

  function decide() {
    if (needsDeclaration && !accepted) {
      setMustAccept(true);
      declaration.current?.focus();
      return;
    }
    onConfirm(needsDeclaration);
  }
  const buy = cost.tipo === 'compra';
  const estimated = cost.tipoOrden === 'mercado';
  return (
    <Stack gap="md">
      <Heading level={2} ref={heading} tabIndex={-1}>
        {m.title}
      </Heading>
      <OperationReview
        decisionLabel={m.decision}
        summary={
          <OperationSummary
            title={`${cost.nemo} · ${cost.nombre}`}
            titleLevel={3}
            amount={{
              label: estimated
                ? buy
                  ? m.estimatedToPay
                  : m.estimatedToReceive
                : buy
                  ? m.totalToPay
                  : m.totalToReceive,
              value: cost.total.amount,
              currency: 'CLP',
            }}
            rows={confirmRows(cost, paymentName)}
          >
            {estimated ? <Alert priority="info">{m.marketNotice}</Alert> : null}
          </OperationSummary>
        }
        decision={
          <Stack gap="md">
            {needsDeclaration ? (
              <ProfileFitAcceptance
                ref={declaration}
                instrument="accion"
                fundName={`${cost.nemo} · ${cost.nombre}`}
                fundRiskLevel={fit.fundRiskLevel}
                profileName={fit.profile}
                maxRiskLevel={fit.maxRiskLevel}
                isAccepted={accepted}
                onChange={(value) => {
                  setAccepted(value);
                  if (value) setMustAccept(false);
                }}
                isInvalid={mustAccept}
                errorMessage={m.acceptRequired}
                isDisabled={isConfirming}
                isCompact
              />
            ) : null}
            {refusal ? (
              <Alert priority="error" isLive>
                {refusal}
              </Alert>
            ) : failed ? (
              <Alert priority="error" isLive>
                {m.failed}
              </Alert>
            ) : null}
            <Stack direction="row" gap="sm" wrap align="center">
              <Button variant="secondary" onPress={onChange} isDisabled={isConfirming}>
                {m.change}
              </Button>
              <Button
                variant="primary"
                onPress={decide}
                isPending={isConfirming}
                pendingLabel={m.confirming}
              >
                {failed ? m.retry : m.confirm[cost.tipo]}
              </Button>
            </Stack>
          </Stack>
        }
      />
    </Stack>
  );
}
