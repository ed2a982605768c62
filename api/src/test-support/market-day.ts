// The day the market and ledger suites run on: a Friday business day, noon in Santiago.

export const MARKET_TEST_DAY = '2026-11-27';
export const MARKET_TEST_NOW = Date.parse(`${MARKET_TEST_DAY}T12:00:00-03:00`);
