// A statement on the wire: the ledger's integers as the contract's exact numbers.
import type { statements as contract } from '@inversiones/contract';
import { wireRate } from '../dashboard/profitability-view.ts';
import { wireClp, wireMoney } from '../funds/wire-money.ts';
import { toWireNumber } from '../market/money.ts';
import type { Statement } from './statement.ts';

const units = (value: bigint) => toWireNumber(value, 4);

export function toWireStatement(s: Statement): contract.Statement {
  return {
    scope: s.scope,
    from: s.from,
    to: s.to,
    openingDate: s.openingDate,
    opening: wireClp(s.openingClp),
    netContributions: wireClp(s.netContributionsClp),
    result: wireClp(s.resultClp),
    closing: wireClp(s.closingClp),
    profitability: s.rate === null ? null : wireRate(s.rate),
    lines: s.lines.map((line) => ({
      accountId: line.accountNumber,
      product: line.product,
      instrumentId: line.instrumentId,
      name: line.name,
      openingUnits: units(line.openingUnits),
      closingUnits: units(line.closingUnits),
      openingValue: wireMoney(line.openingValue, line.currency),
      closingValue: wireMoney(line.closingValue, line.currency),
      openingValueClp: wireClp(line.openingValueClp),
      closingValueClp: wireClp(line.closingValueClp),
    })),
    movements: s.movements.map((m) => ({
      folio: m.folio.toString(),
      tradeDate: m.tradeDate,
      accountId: m.accountNumber,
      name: m.name,
      kind: m.kind,
      units: units(m.units),
      amount: wireMoney(m.amount, m.currency),
    })),
  };
}
