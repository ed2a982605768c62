// The query's YYYYMMDD dates as ISO dates, within the market's history and not after today.
import { ApiError } from '../platform/http.ts';
import { fromCompactDate, type IsoDate } from '../market/iso-date.ts';
import { MARKET_START } from '../market/prices.ts';
import { holdingsMessages } from './holdings-messages.ts';

/** A checked YYYYMMDD (the contract validated it) as ISO; 400 after `today` or before 2019. */
export function queryDate(wire: string, today: IsoDate, field: string): IsoDate {
  const date = fromCompactDate(wire);
  if (date > today) throw new ApiError(400, holdingsMessages.futureDate, [field]);
  if (date < MARKET_START) throw new ApiError(400, holdingsMessages.beforeMarket, [field]);
  return date;
}
