// What a fund's page and documents say besides the catalogue: objective, horizon, size.
import type { AssetClass, Fund } from '../market/catalogue.ts';
import { isoDate, type IsoDate } from '../market/iso-date.ts';
import { seededRandom } from '../market/random.ts';

const objectives: Readonly<Record<AssetClass, (fund: Fund) => string>> = {
  mercadoMonetario: (fund) =>
    `Ofrecer liquidez diaria y preservar el capital invirtiendo en instrumentos de deuda de corto plazo ${fund.currency === 'USD' ? 'denominados en dólares de los Estados Unidos' : 'denominados en pesos'}, con una duración de cartera menor o igual a 90 días.`,
  deudaCortoPlazo: () =>
    'Obtener una rentabilidad superior a la de los depósitos a plazo invirtiendo en instrumentos de deuda de emisores nacionales, con una duración de cartera menor o igual a 365 días.',
  deudaLargoPlazo: (fund) =>
    fund.currency === 'USD'
      ? 'Invertir en instrumentos de deuda denominados en dólares de emisores nacionales y extranjeros, gobiernos y empresas con clasificación de riesgo, con una duración de cartera superior a 1 año.'
      : 'Invertir en instrumentos de deuda de emisores nacionales, principalmente en UF, con una duración de cartera superior a 3 años.',
  balanceado: () =>
    'Combinar instrumentos de deuda y de capitalización nacionales y extranjeros en proporciones acordes con el perfil del fondo, buscando crecimiento del capital en el mediano plazo con una volatilidad acotada.',
  accionarioNacional: () =>
    'Invertir al menos el 90 % de sus activos en acciones de sociedades anónimas abiertas chilenas con presencia bursátil, buscando crecimiento del capital en el largo plazo.',
  accionarioInternacional: (fund) =>
    `Invertir al menos el 90 % de sus activos en acciones y fondos cotizados (ETF) de emisores extranjeros${fund.id.includes('EMERGENTES') ? ' de países emergentes' : fund.id.includes('EEUU') ? ' de los Estados Unidos' : ''}, buscando crecimiento del capital en el largo plazo.`,
};

const horizons: Readonly<Record<AssetClass, string>> = {
  mercadoMonetario: 'Corto plazo (menos de 90 días)',
  deudaCortoPlazo: 'Corto plazo (menos de 1 año)',
  deudaLargoPlazo: 'Más de 3 años',
  balanceado: 'Más de 3 años',
  accionarioNacional: 'Más de 5 años',
  accionarioInternacional: 'Más de 5 años',
};

/** Net assets range by class, in millions of the fund's currency (pesos or dollars). */
const sizeRange: Readonly<Record<AssetClass, [number, number]>> = {
  mercadoMonetario: [180_000, 650_000],
  deudaCortoPlazo: [90_000, 320_000],
  deudaLargoPlazo: [40_000, 210_000],
  balanceado: [25_000, 140_000],
  accionarioNacional: [15_000, 95_000],
  accionarioInternacional: [12_000, 80_000],
};

export interface FundProfile {
  objective: string;
  horizon: string;
  inceptionDate: IsoDate;
  /** Minor units of the fund's currency. */
  netAssets: bigint;
  participants: number;
}

/** Fixed for each fund (seeded by its id): the same on every machine and every day. */
export function fundProfile(fund: Fund): FundProfile {
  const random = seededRandom(`altamira:perfil:${fund.id}`);
  const [low, high] = sizeRange[fund.assetClass];
  // Dollar funds are a thousand times smaller in their own unit (millions of dollars ~ pesos).
  const millions = Math.round(
    (low + random.uniform() * (high - low)) / (fund.currency === 'USD' ? 900 : 1),
  );
  const netAssets =
    fund.currency === 'USD'
      ? BigInt(millions) * 1_000_000n * 100n + BigInt(Math.floor(random.uniform() * 1e8))
      : BigInt(millions) * 1_000_000n + BigInt(Math.floor(random.uniform() * 1e6));
  return {
    objective: objectives[fund.assetClass](fund),
    horizon: horizons[fund.assetClass],
    inceptionDate: isoDate(
      2004 + Math.floor(random.uniform() * 14),
      1 + Math.floor(random.uniform() * 12),
      1 + Math.floor(random.uniform() * 28),
    ),
    netAssets,
    participants: 300 + Math.floor(random.uniform() * (fund.currency === 'USD' ? 4_000 : 24_000)),
  };
}
