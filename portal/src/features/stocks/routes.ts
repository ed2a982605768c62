/** The stock area's paths (spec 2 area `acciones`). */
export const STOCKS_ROUTE = '/acciones';

/** A share's detail: its price, chart since 2019 and disclaimers. */
export const stockPath = (ticker: string) => `${STOCKS_ROUTE}/${encodeURIComponent(ticker)}`;
