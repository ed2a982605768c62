// The home's indicator strip: each indicator of the day against its previous value.
import { dashboard } from '@inversiones/contract';
import { previousBusinessDay } from '../market/calendar.ts';
import { indicator, indicatorDecimals, type IndicatorName } from '../market/indicators.ts';
import { addDays, type IsoDate } from '../market/iso-date.ts';
import { toWireNumber } from '../market/money.ts';
import { percentChange } from '../funds/catalogue-wire.ts';

const names: Readonly<Record<IndicatorName, string>> = {
  uf: 'UF',
  dolarObservado: 'Dólar Observado',
  euro: 'Euro',
  utm: 'UTM',
  ipsa: 'IPSA',
};

/** The date whose value the variation compares with: the UTM's previous month, else the previous business day. */
const previousDate = (name: IndicatorName, date: IsoDate): IsoDate =>
  name === 'utm' ? addDays(date, -1) : previousBusinessDay(date);

/** Every indicator on `today` (Santiago), in the strip's order; none before the market starts. */
export function indicatorsOn(today: IsoDate): dashboard.Indicator[] {
  return dashboard.INDICATOR_IDS.flatMap((name) => {
    const point = indicator(name, today);
    if (!point) return [];
    const previous = indicator(name, previousDate(name, point.date));
    return [
      {
        id: name,
        name: names[name],
        value: toWireNumber(point.value, indicatorDecimals[name]),
        unit: name === 'ipsa' ? ('puntos' as const) : ('CLP' as const),
        date: point.date,
        variationPercent: previous ? percentChange(previous.value, point.value) : 0,
      },
    ];
  });
}
