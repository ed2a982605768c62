// The Santiago exchange shares the broker's clients trade: fixed data, stable tickers (orders,
// custody movements and URLs keep them). Prices come from stock-prices.ts.
import { parseDecimal, PRICE_DECIMALS } from './money.ts';

export type StockSector =
  | 'Bancos'
  | 'Comercio'
  | 'Consumo'
  | 'Construcción'
  | 'Energía'
  | 'Forestal'
  | 'Inmobiliario'
  | 'Holding'
  | 'Minería'
  | 'Servicios sanitarios'
  | 'Tecnología'
  | 'Telecomunicaciones'
  | 'Transporte';

export interface Stock {
  /** The exchange's mnemonic (nemotécnico), e.g. `SQM-B`. */
  ticker: string;
  name: string;
  sector: StockSector;
  /** Close of the first market day (2 January 2019), PRICE_DECIMALS, on a 0,01 tick. */
  firstClose: bigint;
  /** Gross yearly drift and daily volatility of its walk. */
  drift: number;
  volatility: number;
  /** How much of the local market's episodes it lives through (1 = all). */
  beta: number;
  /** Dividend per year as a share of the price, in basis points (0: pays none). */
  dividendYieldBps: number;
  /** Month (1-12) whose last market day is the record date of its yearly dividend. */
  dividendMonth: number;
  /** Thin trading: the exchange takes only limit orders for it (spec 5). */
  limitOnly: boolean;
}

const price = (text: string) => parseDecimal(text, PRICE_DECIMALS);

const stock = (
  ticker: string,
  name: string,
  sector: StockSector,
  firstClose: string,
  { drift = 0.07, volatility = 0.016, beta = 1, dividendYieldBps = 300, dividendMonth = 5 } = {},
  limitOnly = false,
): Stock => ({
  ticker,
  name,
  sector,
  firstClose: price(firstClose),
  drift,
  volatility,
  beta,
  dividendYieldBps,
  dividendMonth,
  limitOnly,
});

/** The IPSA-like selective index the broker follows, plus three thinly traded small caps. */
export const stocks: readonly Stock[] = [
  stock('AGUAS-A', 'Aguas Andinas S.A., Serie A', 'Servicios sanitarios', '398.50', {
    drift: 0.03,
    volatility: 0.011,
    beta: 0.6,
    dividendYieldBps: 650,
  }),
  stock('ANDINA-B', 'Embotelladora Andina S.A., Serie B', 'Consumo', '2398.00', {
    drift: 0.06,
    volatility: 0.013,
    dividendYieldBps: 500,
  }),
  stock('BCI', 'Banco de Crédito e Inversiones', 'Bancos', '41850.00', {
    drift: 0.05,
    volatility: 0.015,
    dividendYieldBps: 400,
    dividendMonth: 4,
  }),
  stock('BSANTANDER', 'Banco Santander-Chile', 'Bancos', '51.85', {
    drift: 0.05,
    volatility: 0.014,
    dividendYieldBps: 550,
    dividendMonth: 4,
  }),
  stock('CAP', 'CAP S.A.', 'Minería', '6950.00', {
    drift: 0.04,
    volatility: 0.026,
    beta: 1.3,
    dividendYieldBps: 700,
    dividendMonth: 4,
  }),
  stock('CCU', 'Compañía Cervecerías Unidas S.A.', 'Consumo', '8520.00', {
    drift: 0.01,
    volatility: 0.014,
  }),
  stock('CENCOSUD', 'Cencosud S.A.', 'Comercio', '1298.00', {
    drift: 0.09,
    volatility: 0.019,
    beta: 1.2,
  }),
  stock('CHILE', 'Banco de Chile', 'Bancos', '104.90', {
    drift: 0.06,
    volatility: 0.012,
    dividendYieldBps: 600,
    dividendMonth: 3,
  }),
  stock('CMPC', 'Empresas CMPC S.A.', 'Forestal', '2105.00', {
    drift: 0.02,
    volatility: 0.017,
    beta: 1.1,
  }),
  stock('COLBUN', 'Colbún S.A.', 'Energía', '134.20', { drift: 0.04, volatility: 0.015 }),
  stock('CONCHATORO', 'Viña Concha y Toro S.A.', 'Consumo', '1148.00', {
    drift: 0.02,
    volatility: 0.015,
  }),
  stock('COPEC', 'Empresas Copec S.A.', 'Holding', '8598.00', {
    drift: 0.04,
    volatility: 0.016,
    beta: 1.1,
  }),
  stock('ECL', 'Engie Energía Chile S.A.', 'Energía', '1195.00', {
    drift: 0.0,
    volatility: 0.018,
  }),
  stock('ENELAM', 'Enel Américas S.A.', 'Energía', '124.80', { drift: 0.02, volatility: 0.019 }),
  stock('ENELCHILE', 'Enel Chile S.A.', 'Energía', '67.95', {
    drift: 0.01,
    volatility: 0.016,
    dividendYieldBps: 450,
  }),
  stock('ENTEL', 'Empresa Nacional de Telecomunicaciones S.A.', 'Telecomunicaciones', '5295.00', {
    drift: -0.02,
    volatility: 0.017,
  }),
  stock('FALABELLA', 'Falabella S.A.', 'Comercio', '5098.00', {
    drift: -0.01,
    volatility: 0.02,
    beta: 1.3,
  }),
  stock('IAM', 'Inversiones Aguas Metropolitanas S.A.', 'Servicios sanitarios', '898.00', {
    drift: 0.02,
    volatility: 0.012,
    beta: 0.6,
    dividendYieldBps: 600,
  }),
  stock('ITAUCL', 'Banco Itaú Chile', 'Bancos', '8990.00', { drift: 0.03, volatility: 0.018 }),
  stock('LTM', 'LATAM Airlines Group S.A.', 'Transporte', '6980.00', {
    drift: -0.12,
    volatility: 0.028,
    beta: 1.6,
    dividendYieldBps: 0,
  }),
  stock('MALLPLAZA', 'Plaza S.A.', 'Inmobiliario', '1498.00', {
    drift: 0.05,
    volatility: 0.017,
  }),
  stock('PARAUCO', 'Parque Arauco S.A.', 'Inmobiliario', '1698.00', {
    drift: 0.06,
    volatility: 0.017,
  }),
  stock('QUINENCO', 'Quiñenco S.A.', 'Holding', '1895.00', { drift: 0.09, volatility: 0.015 }),
  stock('RIPLEY', 'Ripley Corp S.A.', 'Comercio', '548.00', {
    drift: -0.03,
    volatility: 0.022,
    beta: 1.3,
  }),
  stock('SMU', 'SMU S.A.', 'Comercio', '159.50', { drift: 0.05, volatility: 0.018 }),
  stock('SONDA', 'Sonda S.A.', 'Tecnología', '698.00', {
    drift: -0.02,
    volatility: 0.019,
    dividendYieldBps: 150,
  }),
  stock('SQM-B', 'Sociedad Química y Minera de Chile S.A., Serie B', 'Minería', '28990.00', {
    drift: 0.11,
    volatility: 0.024,
    beta: 1.2,
    dividendYieldBps: 450,
  }),
  stock('VAPORES', 'Compañía Sud Americana de Vapores S.A.', 'Transporte', '29.85', {
    drift: 0.12,
    volatility: 0.03,
    beta: 1.4,
    dividendYieldBps: 0,
  }),
  // Thin small caps: limit orders only.
  stock(
    'FORUS',
    'Forus S.A.',
    'Comercio',
    '1398.00',
    { drift: 0.01, volatility: 0.02, dividendYieldBps: 250 },
    true,
  ),
  stock(
    'SOCOVESA',
    'Empresas Socovesa S.A.',
    'Construcción',
    '278.00',
    { drift: -0.03, volatility: 0.021, dividendYieldBps: 200 },
    true,
  ),
];

const byTicker = new Map(stocks.map((s) => [s.ticker, s]));

/** The stock a ticker names, or undefined. */
export const findStock = (ticker: string): Stock | undefined => byTicker.get(ticker);
