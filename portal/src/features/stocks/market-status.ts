import type { stocks } from '@inversiones/contract';
import { formatDisplayDate, santiagoDateTime } from '@inversiones/design-system/es-cl';
import * as messages from './messages.ts';

/** The session in one sentence: open until 16:00, opening today, or closed until the next opening. */
export function marketStatus(schedule: stocks.Schedule): string {
  if (schedule.fase === 'abierto') return messages.market.open(schedule.cierra);
  if (schedule.fase === 'preApertura') return messages.market.preOpening(schedule.abre);
  const { date, time } = santiagoDateTime(schedule.proximaApertura);
  return messages.market.closed(`${formatDisplayDate(date)} a las ${time}`);
}
