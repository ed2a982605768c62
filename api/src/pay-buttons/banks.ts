// The banks whose payment buttons the firm offers (spec 4 codes 1-6; the names are fictional)
// and when each can be used: its business hours on the Santiago clock and the banking calendar.
import { payButtons as contract } from '@inversiones/contract';
import { isBusinessDay } from '../market/calendar.ts';
import { marketDate, marketTime, santiagoInstant } from '../market/clock.ts';
import { addDays, weekday, type IsoDate } from '../market/iso-date.ts';

/** Which days a button works: banking business days, Monday to Saturday, or every day. */
type Days = 'habiles' | 'lunesASabado' | 'todos';

export interface PayButtonBank {
  id: contract.BankCode;
  name: string;
  days: Days;
  /** HH:MM Santiago, opening included and closing excluded. */
  opens: string;
  closes: string;
  /** Pesos. */
  minAmount: bigint;
  maxAmount: bigint;
  /** Down for maintenance: shown, not usable. */
  maintenance: boolean;
}

const DAY_TEXT: Record<Days, string> = {
  habiles: 'Lunes a viernes hábiles',
  lunesASabado: 'Lunes a sábado',
  todos: 'Todos los días',
};

export const payButtonBanks: readonly PayButtonBank[] = [
  {
    id: 1,
    name: 'Banco Andino',
    days: 'habiles',
    opens: '09:00',
    closes: '21:00',
    minAmount: 1_000n,
    maxAmount: 5_000_000n,
    maintenance: false,
  },
  {
    id: 2,
    name: 'Banco del Pacífico Sur',
    days: 'todos',
    opens: '08:00',
    closes: '23:00',
    minAmount: 5_000n,
    maxAmount: 20_000_000n,
    maintenance: false,
  },
  {
    id: 3,
    name: 'Banco Austral',
    days: 'habiles',
    opens: '09:00',
    closes: '18:00',
    minAmount: 10_000n,
    maxAmount: 10_000_000n,
    maintenance: false,
  },
  {
    id: 4,
    name: 'Banco Litoral',
    days: 'habiles',
    opens: '09:00',
    closes: '14:00',
    minAmount: 10_000n,
    maxAmount: 3_000_000n,
    maintenance: false,
  },
  {
    id: 5,
    name: 'Banco Araucaria',
    days: 'habiles',
    opens: '09:00',
    closes: '18:00',
    minAmount: 10_000n,
    maxAmount: 5_000_000n,
    maintenance: true,
  },
  {
    id: 6,
    name: 'Banco del Estado de Chile',
    days: 'lunesASabado',
    opens: '08:00',
    closes: '20:00',
    minAmount: 1_000n,
    maxAmount: 2_000_000n,
    maintenance: false,
  },
];

export const findPayButtonBank = (id: number) => payButtonBanks.find((bank) => bank.id === id);

const hour = (time: string) => time.replace(/^0/, '');

/** BusinessTimeString: 'Lunes a viernes hábiles de 9:00 a 18:00 horas'. */
export const businessTimeString = (bank: PayButtonBank) =>
  `${DAY_TEXT[bank.days]} de ${hour(bank.opens)} a ${hour(bank.closes)} horas`;

function worksOn(bank: PayButtonBank, date: IsoDate): boolean {
  if (bank.days === 'habiles') return isBusinessDay(date);
  if (bank.days === 'lunesASabado') return weekday(date) !== 0;
  return true;
}

/** Whether the button takes payments at `now`. */
export function isOpen(bank: PayButtonBank, now: number): boolean {
  const time = marketTime(now);
  return worksOn(bank, marketDate(now)) && time >= bank.opens && time < bank.closes;
}

/** When a closed button opens next (epoch ms). */
export function nextOpening(bank: PayButtonBank, now: number): number {
  let date = marketDate(now);
  if (worksOn(bank, date) && marketTime(now) < bank.opens) return santiagoInstant(date, bank.opens);
  for (let i = 0; i < 30; i++) {
    date = addDays(date, 1);
    if (worksOn(bank, date)) return santiagoInstant(date, bank.opens);
  }
  throw new Error(`El banco ${bank.id} no abre en 30 días`);
}

const wirePesos = (pesos: bigint) => Number(pesos);

/** The button as the list shows it at `now`. */
export function toWirePayButton(bank: PayButtonBank, now: number): contract.PayButton {
  const open = isOpen(bank, now);
  return {
    Id: bank.id,
    Name: bank.name,
    Image: `/api/publico/imagenes/banco-${bank.id}.svg`,
    IdPayButtonStatuses: bank.maintenance
      ? contract.PAY_BUTTON_STATUS.maintenance
      : open
        ? contract.PAY_BUTTON_STATUS.available
        : contract.PAY_BUTTON_STATUS.outOfHours,
    BusinessTimeString: businessTimeString(bank),
    MaxAmount: wirePesos(bank.maxAmount),
    MinAmount: wirePesos(bank.minAmount),
    opensAt: bank.maintenance || open ? null : new Date(nextOpening(bank, now)).toISOString(),
  };
}
