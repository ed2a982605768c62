// The mutual funds of the demo manager: fixed data, stable ids (movements and URLs keep them).
import { currencyDecimals, parseDecimal, type Currency } from './money.ts';

export const FUND_MANAGER = 'Altamira Administradora General de Fondos S.A.';
/** The firm's stockbroker: the current accounts, stocks, the FX desk and the consolidated statement. */
export const BROKER = 'Altamira Corredores de Bolsa S.A.';

/** Drives the price generator: drift and volatility by asset class. */
export type AssetClass =
  | 'mercadoMonetario'
  | 'deudaCortoPlazo'
  | 'deudaLargoPlazo'
  | 'balanceado'
  | 'accionarioNacional'
  | 'accionarioInternacional';

/** What clients read as the fund type (CMF classification). */
export const fundTypeNames: Readonly<Record<AssetClass, string>> = {
  mercadoMonetario: 'Deuda de Corto Plazo menor a 90 días',
  deudaCortoPlazo: 'Deuda de Corto Plazo menor a 365 días',
  deudaLargoPlazo: 'Deuda de Mediano y Largo Plazo',
  balanceado: 'Mixto',
  accionarioNacional: 'Accionario Nacional',
  accionarioInternacional: 'Accionario Internacional',
};

export type SeriesCode = 'A' | 'B' | 'APV' | 'I';

export interface FundSeries {
  /** Stable id: `<fund id>-<code>`. */
  id: string;
  code: SeriesCode;
  /** Who it is for, as clients read it. */
  description: string;
  /** Annual management fee in basis points (VAT included), deducted daily from the quota value. */
  feeBps: number;
  /** Minimum first and later subscriptions, minor units of the fund's currency. */
  minimumInitial: bigint;
  minimumAdditional: bigint;
  /** Quota value of the first close (2 January 2019), 4 decimals. */
  initialQuotaValue: bigint;
  paysDividends: boolean;
  /** Only for voluntary pension savings (APV regime A or B). */
  apvOnly: boolean;
  investEnabled: boolean;
  redeemEnabled: boolean;
}

export interface FundDocument {
  title: string;
  fileName: string;
}

export interface Fund {
  /** Stable id, e.g. `FM-RENTA-CHILE`. */
  id: string;
  /** RUN of the fund at the market regulator (CMF). */
  run: number;
  name: string;
  assetClass: AssetClass;
  currency: Currency;
  /** 1 (lowest) to 7. */
  riskLevel: 1 | 2 | 3 | 4 | 5 | 6 | 7;
  /** Orders after this time (Santiago) count from the next business day. */
  cutOff: string;
  /** Business days from a redemption's trade date to its payment (T+n). */
  redemptionLagDays: number;
  /** Months (1-12) whose last business day pays the dividend of dividend-paying series. */
  dividendMonths: readonly number[];
  /** Yearly dividend as basis points of the quota value, split evenly across `dividendMonths`. */
  dividendYieldBps: number;
  investEnabled: boolean;
  redeemEnabled: boolean;
  rulesOfProcedure: FundDocument;
  informationFile: FundDocument;
  series: readonly FundSeries[];
}

interface SeriesSpec {
  code: SeriesCode;
  feeBps: number;
  minimumInitial: bigint;
  minimumAdditional?: bigint;
  initialQuotaValue: bigint;
  paysDividends?: boolean;
  investEnabled?: boolean;
}

const seriesDescriptions: Readonly<Record<SeriesCode, string>> = {
  A: 'Inversionistas en general',
  B: 'Aportes desde $ 5.000.000 o su equivalente',
  APV: 'Ahorro Previsional Voluntario (APV y APVC)',
  I: 'Inversionistas institucionales y aportes desde $ 100.000.000',
};

const slug = (name: string) =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

function fund(
  spec: Omit<
    Fund,
    | 'series'
    | 'rulesOfProcedure'
    | 'informationFile'
    | 'dividendMonths'
    | 'dividendYieldBps'
    | 'investEnabled'
    | 'redeemEnabled'
  > &
    Partial<Pick<Fund, 'dividendMonths' | 'dividendYieldBps' | 'investEnabled' | 'redeemEnabled'>>,
  series: SeriesSpec[],
): Fund {
  return {
    dividendMonths: [],
    dividendYieldBps: 0,
    investEnabled: true,
    redeemEnabled: true,
    ...spec,
    rulesOfProcedure: {
      title: `Reglamento Interno ${spec.name}`,
      fileName: `reglamento-interno-${slug(spec.name)}.pdf`,
    },
    informationFile: {
      title: `Folleto Informativo ${spec.name}`,
      fileName: `folleto-informativo-${slug(spec.name)}.pdf`,
    },
    series: series.map((s) => ({
      id: `${spec.id}-${s.code}`,
      code: s.code,
      description: seriesDescriptions[s.code],
      feeBps: s.feeBps,
      minimumInitial: s.minimumInitial,
      minimumAdditional: s.minimumAdditional ?? s.minimumInitial,
      initialQuotaValue: s.initialQuotaValue,
      paysDividends: s.paysDividends ?? false,
      apvOnly: s.code === 'APV',
      investEnabled: (spec.investEnabled ?? true) && (s.investEnabled ?? true),
      redeemEnabled: spec.redeemEnabled ?? true,
    })),
  };
}

// Minimums in minor units: CLP pesos, USD cents.
const clp = (pesos: number) => BigInt(pesos);
const usd = (dollars: number) => parseDecimal(String(dollars), currencyDecimals.USD);
const quota = (text: string) => BigInt(text.replace('.', ''));

export const funds: readonly Fund[] = [
  fund(
    {
      id: 'FM-LIQUIDEZ-PESOS',
      run: 8241,
      name: 'Fondo Mutuo Liquidez Pesos',
      assetClass: 'mercadoMonetario',
      currency: 'CLP',
      riskLevel: 1,
      cutOff: '13:00',
      redemptionLagDays: 0,
    },
    [
      { code: 'A', feeBps: 95, minimumInitial: clp(5_000), initialQuotaValue: quota('1254.3321') },
      {
        code: 'B',
        feeBps: 60,
        minimumInitial: clp(5_000_000),
        minimumAdditional: clp(5_000),
        initialQuotaValue: quota('1271.8840'),
      },
      {
        code: 'I',
        feeBps: 30,
        minimumInitial: clp(100_000_000),
        minimumAdditional: clp(1_000_000),
        initialQuotaValue: quota('1298.0457'),
      },
    ],
  ),
  fund(
    {
      id: 'FM-CAJA-EMPRESAS',
      run: 8317,
      name: 'Fondo Mutuo Caja Empresas',
      assetClass: 'mercadoMonetario',
      currency: 'CLP',
      riskLevel: 1,
      cutOff: '13:00',
      redemptionLagDays: 1,
    },
    [
      {
        code: 'B',
        feeBps: 55,
        minimumInitial: clp(5_000_000),
        minimumAdditional: clp(100_000),
        initialQuotaValue: quota('1102.6715'),
      },
      {
        code: 'I',
        feeBps: 25,
        minimumInitial: clp(100_000_000),
        minimumAdditional: clp(1_000_000),
        initialQuotaValue: quota('1119.2003'),
      },
    ],
  ),
  fund(
    {
      id: 'FM-RENTA-CHILE',
      run: 8126,
      name: 'Fondo Mutuo Renta Chile',
      assetClass: 'deudaCortoPlazo',
      currency: 'CLP',
      riskLevel: 2,
      cutOff: '14:00',
      redemptionLagDays: 1,
    },
    [
      { code: 'A', feeBps: 140, minimumInitial: clp(5_000), initialQuotaValue: quota('1843.5512') },
      {
        code: 'APV',
        feeBps: 90,
        minimumInitial: clp(5_000),
        initialQuotaValue: quota('1901.2274'),
      },
      {
        code: 'B',
        feeBps: 90,
        minimumInitial: clp(5_000_000),
        minimumAdditional: clp(5_000),
        initialQuotaValue: quota('1895.7730'),
      },
      {
        code: 'I',
        feeBps: 45,
        minimumInitial: clp(100_000_000),
        minimumAdditional: clp(1_000_000),
        initialQuotaValue: quota('1952.0398'),
      },
    ],
  ),
  fund(
    {
      id: 'FM-DEUDA-UF',
      run: 8459,
      name: 'Fondo Mutuo Deuda UF Plus',
      assetClass: 'deudaLargoPlazo',
      currency: 'CLP',
      riskLevel: 3,
      cutOff: '14:00',
      redemptionLagDays: 1,
    },
    [
      { code: 'A', feeBps: 160, minimumInitial: clp(5_000), initialQuotaValue: quota('1507.9164') },
      {
        code: 'APV',
        feeBps: 105,
        minimumInitial: clp(5_000),
        initialQuotaValue: quota('1560.3381'),
      },
      {
        code: 'I',
        feeBps: 55,
        minimumInitial: clp(100_000_000),
        minimumAdditional: clp(1_000_000),
        initialQuotaValue: quota('1611.4420'),
      },
    ],
  ),
  fund(
    {
      id: 'FM-RENTA-LARGO-PLAZO',
      run: 8502,
      name: 'Fondo Mutuo Renta Largo Plazo',
      assetClass: 'deudaLargoPlazo',
      currency: 'CLP',
      riskLevel: 3,
      cutOff: '14:00',
      redemptionLagDays: 2,
      dividendMonths: [3, 6, 9, 12],
      dividendYieldBps: 300,
    },
    [
      { code: 'A', feeBps: 170, minimumInitial: clp(5_000), initialQuotaValue: quota('2214.7731') },
      {
        code: 'APV',
        feeBps: 110,
        minimumInitial: clp(5_000),
        initialQuotaValue: quota('2290.5518'),
      },
      {
        code: 'B',
        feeBps: 110,
        minimumInitial: clp(5_000_000),
        minimumAdditional: clp(5_000),
        initialQuotaValue: quota('2281.0046'),
        paysDividends: true,
      },
      {
        code: 'I',
        feeBps: 60,
        minimumInitial: clp(100_000_000),
        minimumAdditional: clp(1_000_000),
        initialQuotaValue: quota('2350.8869'),
        paysDividends: true,
      },
    ],
  ),
  fund(
    {
      id: 'FM-BALANCEADO-CONSERVADOR',
      run: 8633,
      name: 'Fondo Mutuo Balanceado Conservador',
      assetClass: 'balanceado',
      currency: 'CLP',
      riskLevel: 3,
      cutOff: '14:00',
      redemptionLagDays: 3,
    },
    [
      { code: 'A', feeBps: 190, minimumInitial: clp(5_000), initialQuotaValue: quota('1389.2207') },
      {
        code: 'APV',
        feeBps: 120,
        minimumInitial: clp(5_000),
        initialQuotaValue: quota('1436.6650'),
      },
      {
        code: 'B',
        feeBps: 130,
        minimumInitial: clp(5_000_000),
        minimumAdditional: clp(5_000),
        initialQuotaValue: quota('1429.0319'),
      },
    ],
  ),
  fund(
    {
      id: 'FM-BALANCEADO-MODERADO',
      run: 8634,
      name: 'Fondo Mutuo Balanceado Moderado',
      assetClass: 'balanceado',
      currency: 'CLP',
      riskLevel: 4,
      cutOff: '14:00',
      redemptionLagDays: 3,
    },
    [
      { code: 'A', feeBps: 220, minimumInitial: clp(5_000), initialQuotaValue: quota('1612.4480') },
      {
        code: 'APV',
        feeBps: 140,
        minimumInitial: clp(5_000),
        initialQuotaValue: quota('1677.0925'),
      },
      {
        code: 'B',
        feeBps: 150,
        minimumInitial: clp(5_000_000),
        minimumAdditional: clp(5_000),
        initialQuotaValue: quota('1664.8113'),
      },
      {
        code: 'I',
        feeBps: 70,
        minimumInitial: clp(100_000_000),
        minimumAdditional: clp(1_000_000),
        initialQuotaValue: quota('1730.2561'),
      },
    ],
  ),
  fund(
    {
      id: 'FM-BALANCEADO-AGRESIVO',
      run: 8635,
      name: 'Fondo Mutuo Balanceado Agresivo',
      assetClass: 'balanceado',
      currency: 'CLP',
      riskLevel: 5,
      cutOff: '14:00',
      redemptionLagDays: 5,
    },
    [
      { code: 'A', feeBps: 250, minimumInitial: clp(5_000), initialQuotaValue: quota('1875.3349') },
      {
        code: 'APV',
        feeBps: 160,
        minimumInitial: clp(5_000),
        initialQuotaValue: quota('1950.9072'),
      },
      {
        code: 'B',
        feeBps: 170,
        minimumInitial: clp(5_000_000),
        minimumAdditional: clp(5_000),
        initialQuotaValue: quota('1938.6604'),
      },
    ],
  ),
  fund(
    {
      id: 'FM-ACCIONES-CHILE',
      run: 8048,
      name: 'Fondo Mutuo Acciones Chile',
      assetClass: 'accionarioNacional',
      currency: 'CLP',
      riskLevel: 6,
      cutOff: '14:00',
      redemptionLagDays: 3,
      dividendMonths: [5],
      dividendYieldBps: 250,
    },
    [
      { code: 'A', feeBps: 320, minimumInitial: clp(5_000), initialQuotaValue: quota('3102.8854') },
      {
        code: 'APV',
        feeBps: 200,
        minimumInitial: clp(5_000),
        initialQuotaValue: quota('3244.1107'),
      },
      {
        code: 'B',
        feeBps: 210,
        minimumInitial: clp(5_000_000),
        minimumAdditional: clp(5_000),
        initialQuotaValue: quota('3228.5096'),
        paysDividends: true,
      },
      {
        code: 'I',
        feeBps: 90,
        minimumInitial: clp(100_000_000),
        minimumAdditional: clp(1_000_000),
        initialQuotaValue: quota('3390.7442'),
      },
    ],
  ),
  fund(
    {
      id: 'FM-ACCIONES-CHILE-SMALL-CAP',
      run: 8712,
      name: 'Fondo Mutuo Acciones Chile Small Cap',
      assetClass: 'accionarioNacional',
      currency: 'CLP',
      riskLevel: 7,
      cutOff: '14:00',
      redemptionLagDays: 10,
    },
    [
      { code: 'A', feeBps: 350, minimumInitial: clp(5_000), initialQuotaValue: quota('1048.6213') },
      {
        code: 'I',
        feeBps: 110,
        minimumInitial: clp(100_000_000),
        minimumAdditional: clp(1_000_000),
        initialQuotaValue: quota('1090.9930'),
      },
    ],
  ),
  fund(
    {
      id: 'FM-ESTRUCTURADO-BICENTENARIO',
      run: 8390,
      name: 'Fondo Mutuo Estructurado Bicentenario',
      assetClass: 'deudaLargoPlazo',
      currency: 'CLP',
      riskLevel: 3,
      cutOff: '14:00',
      redemptionLagDays: 10,
      // A structured fund closed at launch: it takes no new subscriptions, redemptions only.
      investEnabled: false,
    },
    [
      {
        code: 'A',
        feeBps: 120,
        minimumInitial: clp(1_000_000),
        initialQuotaValue: quota('1167.5520'),
      },
    ],
  ),
  fund(
    {
      id: 'FM-ACCIONES-EMERGENTES',
      run: 8801,
      name: 'Fondo Mutuo Acciones Emergentes',
      assetClass: 'accionarioInternacional',
      currency: 'CLP',
      riskLevel: 7,
      cutOff: '14:00',
      redemptionLagDays: 5,
    },
    [
      { code: 'A', feeBps: 340, minimumInitial: clp(5_000), initialQuotaValue: quota('1521.7783') },
      {
        code: 'APV',
        feeBps: 220,
        minimumInitial: clp(5_000),
        initialQuotaValue: quota('1590.4410'),
      },
      {
        code: 'B',
        feeBps: 230,
        minimumInitial: clp(5_000_000),
        minimumAdditional: clp(5_000),
        initialQuotaValue: quota('1582.0667'),
        investEnabled: false,
      },
    ],
  ),
  fund(
    {
      id: 'FM-LIQUIDEZ-DOLAR',
      run: 8255,
      name: 'Fondo Mutuo Liquidez Dólar',
      assetClass: 'mercadoMonetario',
      currency: 'USD',
      riskLevel: 1,
      cutOff: '13:00',
      redemptionLagDays: 1,
    },
    [
      { code: 'A', feeBps: 80, minimumInitial: usd(50), initialQuotaValue: quota('104.2217') },
      {
        code: 'I',
        feeBps: 25,
        minimumInitial: usd(100_000),
        minimumAdditional: usd(1_000),
        initialQuotaValue: quota('106.0093'),
      },
    ],
  ),
  fund(
    {
      id: 'FM-RENTA-DOLAR',
      run: 8268,
      name: 'Fondo Mutuo Renta Dólar',
      assetClass: 'deudaLargoPlazo',
      currency: 'USD',
      riskLevel: 3,
      cutOff: '14:00',
      redemptionLagDays: 2,
      dividendMonths: [3, 6, 9, 12],
      dividendYieldBps: 350,
    },
    [
      { code: 'A', feeBps: 150, minimumInitial: usd(50), initialQuotaValue: quota('118.5542') },
      {
        code: 'B',
        feeBps: 100,
        minimumInitial: usd(10_000),
        minimumAdditional: usd(50),
        initialQuotaValue: quota('121.0376'),
        paysDividends: true,
      },
      {
        code: 'I',
        feeBps: 50,
        minimumInitial: usd(100_000),
        minimumAdditional: usd(1_000),
        initialQuotaValue: quota('124.4981'),
        paysDividends: true,
      },
    ],
  ),
  fund(
    {
      id: 'FM-ACCIONES-GLOBALES',
      run: 8577,
      name: 'Fondo Mutuo Acciones Globales',
      assetClass: 'accionarioInternacional',
      currency: 'USD',
      riskLevel: 6,
      cutOff: '14:00',
      redemptionLagDays: 5,
    },
    [
      { code: 'A', feeBps: 300, minimumInitial: usd(50), initialQuotaValue: quota('142.7719') },
      {
        code: 'B',
        feeBps: 190,
        minimumInitial: usd(10_000),
        minimumAdditional: usd(50),
        initialQuotaValue: quota('148.3304'),
      },
      {
        code: 'I',
        feeBps: 85,
        minimumInitial: usd(100_000),
        minimumAdditional: usd(1_000),
        initialQuotaValue: quota('155.6028'),
      },
    ],
  ),
  fund(
    {
      id: 'FM-ACCIONES-EEUU',
      run: 8578,
      name: 'Fondo Mutuo Acciones Estados Unidos',
      assetClass: 'accionarioInternacional',
      currency: 'USD',
      riskLevel: 6,
      cutOff: '14:00',
      redemptionLagDays: 5,
      // Its redemptions are suspended while the fund changes custodian (an enablement case).
      redeemEnabled: false,
    },
    [
      { code: 'A', feeBps: 280, minimumInitial: usd(50), initialQuotaValue: quota('97.3385') },
      {
        code: 'I',
        feeBps: 75,
        minimumInitial: usd(100_000),
        minimumAdditional: usd(1_000),
        initialQuotaValue: quota('101.8852'),
      },
    ],
  ),
];

const fundsById = new Map(funds.map((f) => [f.id, f]));
const seriesById = new Map(
  funds.flatMap((f) => f.series.map((s) => [s.id, { fund: f, series: s }] as const)),
);

export const findFund = (id: string): Fund | undefined => fundsById.get(id);

export const findSeries = (id: string): { fund: Fund; series: FundSeries } | undefined =>
  seriesById.get(id);

/** The series, or an error naming it: for ids that come from our own data. */
export function seriesOf(id: string): { fund: Fund; series: FundSeries } {
  const found = seriesById.get(id);
  if (!found) throw new Error(`Serie desconocida: ${id}`);
  return found;
}
