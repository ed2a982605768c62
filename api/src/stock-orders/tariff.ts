// What an order costs or yields at a price: the broker's tariff (contract TARIFF), in whole pesos,
// each part rounded half up on its own (the confirm shows them, so they add up as shown).
import { stockOrders as contract } from '@inversiones/contract';
import { divide, PRICE_DECIMALS } from '../market/money.ts';

export interface OrderFigures {
  gross: bigint;
  commission: bigint;
  exchangeFee: bigint;
  vat: bigint;
  /** A purchase: gross plus fees. A sale: gross less fees (never below zero). */
  total: bigint;
}

const { commissionBps, minCommission, exchangeFeeBps, vatPercent } = contract.TARIFF;

/** The figures of `quantity` shares at `price` (PRICE_DECIMALS). */
export function orderFigures(
  side: contract.OrderSide,
  quantity: number,
  price: bigint,
): OrderFigures {
  const gross = divide(BigInt(quantity) * price, 10n ** BigInt(PRICE_DECIMALS), 'halfUp');
  const byRate = divide(gross * BigInt(commissionBps), 10_000n, 'halfUp');
  const commission = byRate > BigInt(minCommission) ? byRate : BigInt(minCommission);
  const exchangeFee = divide(gross * BigInt(exchangeFeeBps), 10_000n, 'halfUp');
  const vat = divide((commission + exchangeFee) * BigInt(vatPercent), 100n, 'halfUp');
  const fees = commission + exchangeFee + vat;
  const total = side === 'compra' ? gross + fees : gross > fees ? gross - fees : 0n;
  return { gross, commission, exchangeFee, vat, total };
}
