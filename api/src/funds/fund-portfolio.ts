// What each fund holds: deterministic, plausible positions by fund type (no real data feed).
import { lastBusinessDayOfPreviousMonth } from './report-dates.ts';
import type { AssetClass, Fund } from '../market/catalogue.ts';
import type { IsoDate } from '../market/iso-date.ts';
import { seededRandom } from '../market/random.ts';

interface Instrument {
  instrument: string;
  issuer: string;
  instrumentType: string;
  /** Group names of the composition. */
  currency: 'Pesos' | 'UF' | 'Dólares' | 'Euros';
  country: string;
}

const i = (
  instrument: string,
  issuer: string,
  instrumentType: string,
  currency: Instrument['currency'],
  country = 'Chile',
): Instrument => ({ instrument, issuer, instrumentType, currency, country });

const deposits: Instrument[] = [
  i('DPF-BCHILE-90', 'Banco de Chile', 'Depósito a plazo', 'Pesos'),
  i('DPF-SANTANDER-60', 'Banco Santander-Chile', 'Depósito a plazo', 'Pesos'),
  i('DPF-BCI-90', 'Banco de Crédito e Inversiones', 'Depósito a plazo', 'Pesos'),
  i('DPF-ESTADO-30', 'Banco del Estado de Chile', 'Depósito a plazo', 'Pesos'),
  i('DPF-ITAU-60', 'Banco Itaú Chile', 'Depósito a plazo', 'Pesos'),
  i('DPF-SCOTIA-90', 'Scotiabank Chile', 'Depósito a plazo', 'Pesos'),
  i('PDBC-0326', 'Banco Central de Chile', 'Pagaré del Banco Central', 'Pesos'),
  i('PDBC-0626', 'Banco Central de Chile', 'Pagaré del Banco Central', 'Pesos'),
];

const chileanBonds: Instrument[] = [
  i('BTP0600132', 'Tesorería General de la República', 'Bono de gobierno', 'Pesos'),
  i('BTU0300134', 'Tesorería General de la República', 'Bono de gobierno', 'UF'),
  i('BCU0300528', 'Banco Central de Chile', 'Bono de gobierno', 'UF'),
  i('BESTC-H', 'Banco del Estado de Chile', 'Bono bancario', 'UF'),
  i('BCHI-EG', 'Banco de Chile', 'Bono bancario', 'UF'),
  i('BSTDU-K2', 'Banco Santander-Chile', 'Bono bancario', 'UF'),
  i('BCENC-AE', 'Cencosud S.A.', 'Bono de empresa', 'UF'),
  i('BCMPC-H', 'Empresas CMPC S.A.', 'Bono de empresa', 'UF'),
  i('BENEL-F', 'Enel Chile S.A.', 'Bono de empresa', 'UF'),
  i('LH-SANT-2031', 'Banco Santander-Chile', 'Letra hipotecaria', 'UF'),
];

const chileanStocks: Instrument[] = [
  i('SQM-B', 'Sociedad Química y Minera de Chile S.A.', 'Acción', 'Pesos'),
  i('CHILE', 'Banco de Chile', 'Acción', 'Pesos'),
  i('BSANTANDER', 'Banco Santander-Chile', 'Acción', 'Pesos'),
  i('BCI', 'Banco de Crédito e Inversiones', 'Acción', 'Pesos'),
  i('FALABELLA', 'Falabella S.A.', 'Acción', 'Pesos'),
  i('CENCOSUD', 'Cencosud S.A.', 'Acción', 'Pesos'),
  i('COPEC', 'Empresas Copec S.A.', 'Acción', 'Pesos'),
  i('ENELCHILE', 'Enel Chile S.A.', 'Acción', 'Pesos'),
  i('CMPC', 'Empresas CMPC S.A.', 'Acción', 'Pesos'),
  i('LTM', 'LATAM Airlines Group S.A.', 'Acción', 'Pesos'),
  i('PARAUCO', 'Parque Arauco S.A.', 'Acción', 'Pesos'),
  i('CCU', 'Compañía Cervecerías Unidas S.A.', 'Acción', 'Pesos'),
  i('ANDINA-B', 'Embotelladora Andina S.A.', 'Acción', 'Pesos'),
  i('COLBUN', 'Colbún S.A.', 'Acción', 'Pesos'),
];

const smallCaps: Instrument[] = [
  i('SMU', 'SMU S.A.', 'Acción', 'Pesos'),
  i('SALFACORP', 'Salfacorp S.A.', 'Acción', 'Pesos'),
  i('SONDA', 'Sonda S.A.', 'Acción', 'Pesos'),
  i('HITES', 'Empresas Hites S.A.', 'Acción', 'Pesos'),
  i('MALLPLAZA', 'Plaza S.A.', 'Acción', 'Pesos'),
  i('RIPLEY', 'Ripley Corp S.A.', 'Acción', 'Pesos'),
  i('ECL', 'Engie Energía Chile S.A.', 'Acción', 'Pesos'),
  i('INGEVEC', 'Ingevec S.A.', 'Acción', 'Pesos'),
  i('MASISA', 'Masisa S.A.', 'Acción', 'Pesos'),
  i('CAMANCHACA', 'Compañía Pesquera Camanchaca S.A.', 'Acción', 'Pesos'),
];

const dollarDebt: Instrument[] = [
  i('UST-2027', 'Tesoro de los Estados Unidos', 'Bono de gobierno', 'Dólares', 'Estados Unidos'),
  i('UST-2030', 'Tesoro de los Estados Unidos', 'Bono de gobierno', 'Dólares', 'Estados Unidos'),
  i('CODELCO-2030', 'Corporación Nacional del Cobre', 'Bono de empresa', 'Dólares'),
  i('ENAP-2031', 'Empresa Nacional del Petróleo', 'Bono de empresa', 'Dólares'),
  i('CHILE-2033', 'República de Chile', 'Bono de gobierno', 'Dólares'),
  i('PEMEX-2029', 'Petróleos Mexicanos', 'Bono de empresa', 'Dólares', 'México'),
  i('BRASIL-2030', 'República Federativa de Brasil', 'Bono de gobierno', 'Dólares', 'Brasil'),
  i(
    'LQD',
    'iShares iBoxx $ Investment Grade Corporate Bond ETF',
    'ETF',
    'Dólares',
    'Estados Unidos',
  ),
];

const dollarDeposits: Instrument[] = [
  i('TBILL-0326', 'Tesoro de los Estados Unidos', 'Letra del Tesoro', 'Dólares', 'Estados Unidos'),
  i('TBILL-0626', 'Tesoro de los Estados Unidos', 'Letra del Tesoro', 'Dólares', 'Estados Unidos'),
  i('DPF-USD-BCHILE', 'Banco de Chile', 'Depósito a plazo', 'Dólares'),
  i('DPF-USD-SANTANDER', 'Banco Santander-Chile', 'Depósito a plazo', 'Dólares'),
  i('DPF-USD-BCI', 'Banco de Crédito e Inversiones', 'Depósito a plazo', 'Dólares'),
  i('DPF-USD-ESTADO', 'Banco del Estado de Chile', 'Depósito a plazo', 'Dólares'),
];

const globalStocks: Instrument[] = [
  i('AAPL', 'Apple Inc.', 'Acción', 'Dólares', 'Estados Unidos'),
  i('MSFT', 'Microsoft Corp.', 'Acción', 'Dólares', 'Estados Unidos'),
  i('NVDA', 'NVIDIA Corp.', 'Acción', 'Dólares', 'Estados Unidos'),
  i('AMZN', 'Amazon.com Inc.', 'Acción', 'Dólares', 'Estados Unidos'),
  i('GOOGL', 'Alphabet Inc.', 'Acción', 'Dólares', 'Estados Unidos'),
  i('JPM', 'JPMorgan Chase & Co.', 'Acción', 'Dólares', 'Estados Unidos'),
  i('VGK', 'Vanguard FTSE Europe ETF', 'ETF', 'Dólares', 'Europa'),
  i('ASML', 'ASML Holding N.V.', 'Acción', 'Euros', 'Países Bajos'),
  i('NESN', 'Nestlé S.A.', 'Acción', 'Euros', 'Suiza'),
  i('EWJ', 'iShares MSCI Japan ETF', 'ETF', 'Dólares', 'Japón'),
];

const emergingStocks: Instrument[] = [
  i('TSM', 'Taiwan Semiconductor Manufacturing Co.', 'Acción', 'Dólares', 'Taiwán'),
  i('TCEHY', 'Tencent Holdings Ltd.', 'Acción', 'Dólares', 'China'),
  i('SSNLF', 'Samsung Electronics Co.', 'Acción', 'Dólares', 'Corea del Sur'),
  i('INFY', 'Infosys Ltd.', 'Acción', 'Dólares', 'India'),
  i('VALE', 'Vale S.A.', 'Acción', 'Dólares', 'Brasil'),
  i('EWZ', 'iShares MSCI Brazil ETF', 'ETF', 'Dólares', 'Brasil'),
  i('EWW', 'iShares MSCI Mexico ETF', 'ETF', 'Dólares', 'México'),
  i('INDA', 'iShares MSCI India ETF', 'ETF', 'Dólares', 'India'),
  i('BABA', 'Alibaba Group Holding Ltd.', 'Acción', 'Dólares', 'China'),
];

const usStocks = globalStocks
  .filter((s) => s.country === 'Estados Unidos')
  .concat([
    i('META', 'Meta Platforms Inc.', 'Acción', 'Dólares', 'Estados Unidos'),
    i('BRK-B', 'Berkshire Hathaway Inc.', 'Acción', 'Dólares', 'Estados Unidos'),
    i('SPY', 'SPDR S&P 500 ETF Trust', 'ETF', 'Dólares', 'Estados Unidos'),
  ]);

/** The universe a fund of each class draws its positions from. */
function universe(fund: Fund): Instrument[] {
  const byClass: Record<AssetClass, Instrument[]> = {
    mercadoMonetario: fund.currency === 'USD' ? dollarDeposits : deposits,
    deudaCortoPlazo: [...deposits.slice(0, 5), ...chileanBonds.slice(3, 9)],
    deudaLargoPlazo: fund.currency === 'USD' ? dollarDebt : chileanBonds,
    balanceado: [
      ...chileanBonds.slice(0, 6),
      ...chileanStocks.slice(0, 6),
      ...globalStocks.slice(6, 8),
    ],
    accionarioNacional: fund.id.includes('SMALL') ? smallCaps : chileanStocks,
    accionarioInternacional: fund.id.includes('EMERGENTES')
      ? emergingStocks
      : fund.id.includes('EEUU')
        ? usStocks
        : globalStocks,
  };
  return byClass[fund.assetClass];
}

/** Weights are in 1/10,000 of a percentage point; the whole fund is 1,000,000 of them. */
const WHOLE = 1_000_000;

interface Weighted extends Instrument {
  units: number;
}

/** The fund's whole book: each instrument's weight plus cash, summing to exactly 100 %. */
function book(fund: Fund): Weighted[] {
  const random = seededRandom(`altamira:cartera:${fund.id}`);
  const cash: Instrument = i(
    'CAJA',
    fund.name,
    'Caja',
    fund.currency === 'USD' ? 'Dólares' : 'Pesos',
  );
  const raw = universe(fund).map((instrument) => ({ instrument, raw: 1 + random.uniform() * 4 }));
  // Cash between 1 % and 4 % of the fund.
  const cashUnits = Math.round(WHOLE * (0.01 + random.uniform() * 0.03));
  const total = raw.reduce((sum, r) => sum + r.raw, 0);
  const invested = WHOLE - cashUnits;
  const items: Weighted[] = raw.map((r) => ({
    ...r.instrument,
    units: Math.floor((r.raw / total) * invested),
  }));
  // The rounding remainder goes to the largest position, so the book sums to 100 % exactly.
  const remainder = invested - items.reduce((sum, item) => sum + item.units, 0);
  items.sort((a, b) => b.units - a.units || a.instrument.localeCompare(b.instrument));
  (items[0] as Weighted).units += remainder;
  return [...items, { ...cash, units: cashUnits }];
}

const weight = (units: number) => units / 10_000;

/** Portfolios are published monthly: the book as of the last business day of last month. */
export function fundPortfolio(fund: Fund, today: IsoDate) {
  const positions = book(fund)
    .filter((item) => item.instrumentType !== 'Caja')
    .slice(0, 10)
    .map(({ instrument, issuer, instrumentType, units }) => ({
      instrument,
      issuer,
      instrumentType,
      weight: weight(units),
    }));
  return { fundId: fund.id, asOf: lastBusinessDayOfPreviousMonth(today), positions };
}

function groupBy(items: readonly Weighted[], key: (item: Weighted) => string) {
  const groups = new Map<string, number>();
  for (const item of items) groups.set(key(item), (groups.get(key(item)) ?? 0) + item.units);
  return [...groups]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .map(([name, units]) => ({ name, weight: weight(units) }));
}

/** Plural names of the instrument types for the composition ('Acción' -> 'Acciones'). */
const typePlural: Readonly<Record<string, string>> = {
  'Depósito a plazo': 'Depósitos a plazo',
  'Pagaré del Banco Central': 'Pagarés del Banco Central',
  'Bono de gobierno': 'Bonos de gobierno',
  'Bono bancario': 'Bonos bancarios',
  'Bono de empresa': 'Bonos de empresa',
  'Letra hipotecaria': 'Letras hipotecarias',
  'Letra del Tesoro': 'Letras del Tesoro',
  Acción: 'Acciones',
  ETF: 'ETF',
  Caja: 'Caja',
};

/** The same book grouped by instrument type, currency and country (each sums to 100 %). */
export function fundComposition(fund: Fund, today: IsoDate) {
  const items = book(fund);
  return {
    fundId: fund.id,
    asOf: lastBusinessDayOfPreviousMonth(today),
    byInstrumentType: groupBy(
      items,
      (item) => typePlural[item.instrumentType] ?? item.instrumentType,
    ),
    byCurrency: groupBy(items, (item) => item.currency),
    byCountry: groupBy(items, (item) => item.country),
  };
}
