// Dates of the monthly fund reports (portfolio and composition are published after month end).
import { businessDayOnOrBefore } from '../market/calendar.ts';
import { addDays, type IsoDate } from '../market/iso-date.ts';

/** The last business day of the month before `date`'s. */
export const lastBusinessDayOfPreviousMonth = (date: IsoDate): IsoDate =>
  businessDayOnOrBefore(addDays(`${date.slice(0, 8)}01`, -1));
