// The demo clients' ledgers (DOMAIN.md "Demo clients"), derived from the deterministic market up
// to the clock's today: a pure function, so the seed inserts the same rows on every machine.
import { addBusinessDays, businessDayOnOrAfter, previousBusinessDay } from '../market/calendar.ts';
import { seriesOf } from '../market/catalogue.ts';
import { addDays, isoDate, type IsoDate } from '../market/iso-date.ts';
import {
  currencyDecimals,
  divide,
  parseDecimal,
  subscriptionUnits,
  unitsValue,
  type Currency,
} from '../market/money.ts';
import { dividends, FIRST_CLOSE, quotaValue } from '../market/prices.ts';
import { cashInstrumentId, UNIT_PRICE } from './instruments.ts';
import type { MovementInput, MovementKind } from './movement.ts';
import { demoShareMovements } from './demo-shares.ts';

export type Product = 'ffmm' | 'apv' | 'acciones' | 'ccm' | 'ulla';

export interface DemoAccount {
  number: string;
  ownerRut: string;
  product: Product;
  regime: 'A' | 'B' | null;
  currency: Currency | null;
  openedOn: IsoDate;
}

/** A movement before its account has a database id. */
export type DemoMovement = Omit<MovementInput, 'accountId'> & { accountNumber: string };

export const CAMILA = '12345678-5';
export const RODRIGO = '15432198-5';
export const CORDILLERA = '76543210-3';
export const PACIFICO = '77123456-9';

export const demoAccounts: readonly DemoAccount[] = [
  {
    number: '100234-01',
    ownerRut: CAMILA,
    product: 'ffmm',
    regime: null,
    currency: null,
    openedOn: '2019-01-03',
  },
  {
    number: '100234-02',
    ownerRut: CAMILA,
    product: 'apv',
    regime: 'A',
    currency: null,
    openedOn: '2019-01-03',
  },
  {
    number: '100234-03',
    ownerRut: CAMILA,
    product: 'ccm',
    regime: null,
    currency: 'CLP',
    openedOn: '2024-03-01',
  },
  {
    number: '100234-04',
    ownerRut: CAMILA,
    product: 'ccm',
    regime: null,
    currency: 'USD',
    openedOn: '2025-08-01',
  },
  // Her shares since April 2024 (demo-shares.ts).
  {
    number: '100234-05',
    ownerRut: CAMILA,
    product: 'acciones',
    regime: null,
    currency: null,
    openedOn: '2024-04-15',
  },
  {
    number: '100871-01',
    ownerRut: RODRIGO,
    product: 'ffmm',
    regime: null,
    currency: null,
    openedOn: '2022-02-14',
  },
  {
    number: '300112-01',
    ownerRut: CORDILLERA,
    product: 'ffmm',
    regime: null,
    currency: null,
    openedOn: '2020-12-21',
  },
  {
    number: '300112-02',
    ownerRut: CORDILLERA,
    product: 'ccm',
    regime: null,
    currency: 'CLP',
    openedOn: '2020-12-21',
  },
  {
    number: '300245-01',
    ownerRut: PACIFICO,
    product: 'ffmm',
    regime: null,
    currency: null,
    openedOn: '2022-08-22',
  },
  {
    number: '300245-02',
    ownerRut: PACIFICO,
    product: 'ccm',
    regime: null,
    currency: 'USD',
    openedOn: '2025-01-20',
  },
];

/** A monthly PAC (automatic contribution) on day 5, or the next business day. */
interface Pac {
  account: string;
  series: string;
  /** Minor units of the fund's currency. */
  amount: bigint;
  /** First month, 'YYYY-MM'. */
  from: string;
  /** Last month included (none: up to today). */
  to?: string;
}

/** A one-off operation; `date` may be relative to today. */
interface Operation {
  account: string;
  /** A fund series, or a cash currency. */
  instrument: string;
  kind: Extract<MovementKind, 'aporte' | 'rescate' | 'abono' | 'cargo'>;
  amount: bigint;
  date: IsoDate | ((today: IsoDate) => IsoDate);
  /** Stable key suffix (the date can move with today for relative operations). */
  label: string;
  actedBy?: string;
}

const pesos = (n: number) => BigInt(n);
// Parsed from the literal's decimal text: exact cents, never a float times 100.
const dollars = (n: number) => parseDecimal(String(n), currencyDecimals.USD);

const pacs: readonly Pac[] = [
  { account: '100234-01', series: 'FM-RENTA-CHILE-A', amount: pesos(150_000), from: '2019-03' },
  { account: '100234-01', series: 'FM-ACCIONES-CHILE-A', amount: pesos(100_000), from: '2020-01' },
  {
    account: '100234-01',
    series: 'FM-BALANCEADO-MODERADO-A',
    amount: pesos(80_000),
    from: '2021-02',
  },
  { account: '100234-01', series: 'FM-ACCIONES-GLOBALES-A', amount: dollars(200), from: '2019-07' },
  {
    account: '100234-02',
    series: 'FM-BALANCEADO-MODERADO-APV',
    amount: pesos(120_000),
    from: '2019-01',
  },
  { account: '100871-01', series: 'FM-RENTA-CHILE-A', amount: pesos(50_000), from: '2022-03' },
  // The company's monthly cash sweep into its money market fund.
  {
    account: '300245-01',
    series: 'FM-LIQUIDEZ-PESOS-B',
    amount: pesos(2_000_000),
    from: '2023-01',
  },
];

const operations: readonly Operation[] = [
  {
    account: '100234-01',
    instrument: 'FM-LIQUIDEZ-PESOS-A',
    kind: 'aporte',
    amount: pesos(2_500_000),
    date: '2021-06-01',
    label: 'inicial',
  },
  {
    account: '100234-01',
    instrument: 'FM-RENTA-DOLAR-B',
    kind: 'aporte',
    amount: dollars(15_000),
    date: '2020-02-03',
    label: 'inicial',
  },
  {
    account: '100234-02',
    instrument: 'FM-RENTA-LARGO-PLAZO-APV',
    kind: 'aporte',
    amount: pesos(3_000_000),
    date: '2022-11-02',
    label: 'inicial',
  },
  {
    account: '100234-03',
    instrument: 'CLP',
    kind: 'abono',
    // With the $ 50.000 Treasury credited from a bank payment (pay-buttons/demo-history.ts).
    amount: pesos(800_000),
    date: '2024-03-15',
    label: 'deposito',
  },
  {
    account: '100234-04',
    instrument: 'USD',
    kind: 'abono',
    amount: dollars(1_200),
    date: '2025-08-12',
    label: 'deposito',
  },
  // Dollars she keeps for her transfers abroad (TEFE): a deposit from her bank account in dollars.
  {
    account: '100234-04',
    instrument: 'USD',
    kind: 'abono',
    amount: dollars(6_800),
    date: '2026-09-15',
    label: 'deposito-2026',
  },
  // The redemption her notification tells about: paid a month ago.
  {
    account: '100234-01',
    instrument: 'FM-RENTA-CHILE-A',
    kind: 'rescate',
    amount: pesos(1_200_000),
    date: (today) => addDays(today, -30),
    label: 'rescate-abonado',
  },
  // In transit: ordered the business day before today, paid T+3 (after today).
  {
    account: '100234-01',
    instrument: 'FM-ACCIONES-CHILE-A',
    kind: 'rescate',
    amount: pesos(400_000),
    date: (today) => previousBusinessDay(today),
    label: 'rescate-en-transito',
  },
  {
    account: '100871-01',
    instrument: 'FM-ACCIONES-CHILE-SMALL-CAP-A',
    kind: 'aporte',
    amount: pesos(1_000_000),
    date: '2023-04-03',
    label: 'inicial',
  },
  {
    account: '300112-01',
    instrument: 'FM-CAJA-EMPRESAS-I',
    kind: 'aporte',
    amount: pesos(250_000_000),
    date: '2021-01-04',
    label: 'inicial',
    actedBy: RODRIGO,
  },
  {
    account: '300112-01',
    instrument: 'FM-RENTA-LARGO-PLAZO-I',
    kind: 'aporte',
    amount: pesos(120_000_000),
    date: '2022-06-01',
    label: 'inicial',
    actedBy: RODRIGO,
  },
  {
    account: '300112-01',
    instrument: 'FM-RENTA-DOLAR-I',
    kind: 'aporte',
    amount: dollars(180_000),
    date: '2023-02-01',
    label: 'inicial',
    actedBy: RODRIGO,
  },
  {
    account: '300112-01',
    instrument: 'FM-CAJA-EMPRESAS-I',
    kind: 'rescate',
    amount: pesos(60_000_000),
    date: '2025-03-10',
    label: 'rescate-2025',
    actedBy: RODRIGO,
  },
  {
    account: '300112-02',
    instrument: 'CLP',
    kind: 'abono',
    amount: pesos(18_500_000),
    date: '2024-09-02',
    label: 'deposito',
  },
  {
    account: '300245-01',
    instrument: 'FM-LIQUIDEZ-PESOS-B',
    kind: 'aporte',
    amount: pesos(45_000_000),
    date: '2022-09-01',
    label: 'inicial',
    actedBy: RODRIGO,
  },
  {
    account: '300245-01',
    instrument: 'FM-BALANCEADO-CONSERVADOR-B',
    kind: 'aporte',
    amount: pesos(12_000_000),
    date: '2023-07-03',
    label: 'inicial',
    actedBy: RODRIGO,
  },
  {
    account: '300245-01',
    instrument: 'FM-LIQUIDEZ-DOLAR-A',
    kind: 'aporte',
    amount: dollars(35_000),
    date: '2024-05-02',
    label: 'inicial',
    actedBy: RODRIGO,
  },
  {
    account: '300245-02',
    instrument: 'USD',
    kind: 'abono',
    amount: dollars(42_000),
    date: '2025-02-03',
    label: 'deposito',
  },
];

interface Event {
  date: IsoDate;
  account: string;
  instrument: string;
  kind: Operation['kind'];
  amount: bigint;
  key: string;
  actedBy: string;
}

const accountsByNumber = new Map(demoAccounts.map((a) => [a.number, a]));

function pacEvents(today: IsoDate): Event[] {
  const events: Event[] = [];
  for (const pac of pacs) {
    const owner = accountsByNumber.get(pac.account)?.ownerRut as string;
    let [year, month] = pac.from.split('-').map(Number) as [number, number];
    for (;;) {
      const ym = `${year}-${String(month).padStart(2, '0')}`;
      if (pac.to && ym > pac.to) break;
      const date = businessDayOnOrAfter(isoDate(year, month, 5));
      if (date > today) break;
      events.push({
        date,
        account: pac.account,
        instrument: pac.series,
        kind: 'aporte',
        amount: pac.amount,
        key: `demo:${pac.account}:${pac.series}:pac:${ym}`,
        actedBy: owner,
      });
      month = month === 12 ? 1 : month + 1;
      if (month === 1) year++;
    }
  }
  return events;
}

function operationEvents(today: IsoDate): Event[] {
  return operations.flatMap((op): Event[] => {
    const wanted = typeof op.date === 'function' ? op.date(today) : op.date;
    const date = businessDayOnOrAfter(wanted);
    if (date > today || date < FIRST_CLOSE) return [];
    const owner = accountsByNumber.get(op.account)?.ownerRut as string;
    return [
      {
        date,
        account: op.account,
        instrument: op.instrument,
        kind: op.kind,
        amount: op.amount,
        key: `demo:${op.account}:${op.instrument}:${op.label}`,
        actedBy: op.actedBy ?? owner,
      },
    ];
  });
}

/** Noon in Santiago of `date` (summer time ignored: only an ordering stamp). */
const stamp = (date: IsoDate) => Date.parse(`${date}T12:00:00-03:00`);

/**
 * Every movement of the demo ledgers up to `today`: PAC contributions, one-off operations and the
 * dividends of dividend-paying series, reinvested in units on their ex-date (before that day's
 * contributions). Units bought are truncated to 4 decimals; a redemption by amount sells the
 * units that amount buys (truncated) and pays their value.
 */
export function demoMovements(today: IsoDate): DemoMovement[] {
  const events = [...pacEvents(today), ...operationEvents(today)].sort(
    (a, b) => a.date.localeCompare(b.date) || a.key.localeCompare(b.key),
  );
  const held = new Map<string, bigint>();
  const heldKey = (account: string, instrument: string) => `${account}|${instrument}`;
  const movements: DemoMovement[] = [];

  // Dividend ex-dates of every fund series a demo account buys, in date order.
  const dividendDates = new Map<IsoDate, { account: string; series: string; perUnit: bigint }[]>();
  const bought = new Set(
    events.filter((e) => e.kind === 'aporte').map((e) => heldKey(e.account, e.instrument)),
  );
  for (const key of bought) {
    const [account, series] = key.split('|') as [string, string];
    if (!seriesOf(series).series.paysDividends) continue;
    for (const dividend of dividends(series, FIRST_CLOSE, today)) {
      const list = dividendDates.get(dividend.date) ?? [];
      list.push({ account, series, perUnit: dividend.perUnit });
      dividendDates.set(dividend.date, list);
    }
  }
  const dates = [...new Set([...events.map((e) => e.date), ...dividendDates.keys()])].sort();

  for (const date of dates) {
    for (const { account, series, perUnit } of dividendDates.get(date) ?? []) {
      const units = held.get(heldKey(account, series)) ?? 0n;
      if (units <= 0n) continue;
      const { fund } = seriesOf(series);
      const price = quotaValue(series, date) as bigint;
      // The dividend: units x per-unit amount, truncated to the currency.
      const amount = divide(
        units * perUnit * 10n ** BigInt(currencyDecimals[fund.currency]),
        10n ** 8n,
        'truncate',
      );
      const reinvested = subscriptionUnits(amount, fund.currency, price);
      held.set(heldKey(account, series), units + reinvested);
      movements.push({
        accountNumber: account,
        instrumentId: series,
        kind: 'dividendo',
        tradeDate: date,
        settlementDate: date,
        units: reinvested,
        price,
        amount,
        currency: fund.currency,
        status: 'liquidado',
        idempotencyKey: `demo:${account}:${series}:dividendo:${date}`,
        actedBy: accountsByNumber.get(account)?.ownerRut as string,
        createdAt: stamp(date),
      });
    }
    for (const event of events.filter((e) => e.date === date)) {
      const key = heldKey(event.account, event.instrument);
      const units = held.get(key) ?? 0n;
      const cash = event.instrument === 'CLP' || event.instrument === 'USD';
      if (cash) {
        const currency = event.instrument as Currency;
        const delta = event.amount * 10n ** BigInt(4 - currencyDecimals[currency]);
        const sign = event.kind === 'abono' ? 1n : -1n;
        held.set(key, units + sign * delta);
        movements.push({
          accountNumber: event.account,
          instrumentId: cashInstrumentId(currency),
          kind: event.kind,
          tradeDate: date,
          settlementDate: date,
          units: sign * delta,
          price: UNIT_PRICE,
          amount: event.amount,
          currency,
          status: 'liquidado',
          idempotencyKey: event.key,
          actedBy: event.actedBy,
          createdAt: stamp(date),
        });
        continue;
      }
      const { fund } = seriesOf(event.instrument);
      const price = quotaValue(event.instrument, date) as bigint;
      const bought = subscriptionUnits(event.amount, fund.currency, price);
      if (event.kind === 'aporte') {
        held.set(key, units + bought);
        movements.push({
          accountNumber: event.account,
          instrumentId: event.instrument,
          kind: 'aporte',
          tradeDate: date,
          settlementDate: date,
          units: bought,
          price,
          amount: event.amount,
          currency: fund.currency,
          status: 'liquidado',
          idempotencyKey: event.key,
          actedBy: event.actedBy,
          createdAt: stamp(date),
        });
        continue;
      }
      const sold = bought > units ? units : bought;
      const settlementDate = addBusinessDays(date, fund.redemptionLagDays);
      held.set(key, units - sold);
      movements.push({
        accountNumber: event.account,
        instrumentId: event.instrument,
        kind: 'rescate',
        tradeDate: date,
        settlementDate,
        units: -sold,
        price,
        amount: unitsValue(sold, price, fund.currency),
        currency: fund.currency,
        status: settlementDate > today ? 'en_transito' : 'liquidado',
        idempotencyKey: event.key,
        actedBy: event.actedBy,
        createdAt: stamp(date),
      });
    }
  }
  return [...movements, ...demoShareMovements(today)];
}
