// The home calls that read the market and the profile only (no client holdings).
import { dashboard as contract } from '@inversiones/contract';
import { roleFacts } from '../platform/access.ts';
import type { Deps } from '../platform/guard.ts';
import type { Implement } from '../platform/implement.ts';
import { marketToday } from '../funds/catalogue-wire.ts';
import { bannersFor } from './banners.ts';
import { indicatorsOn } from './indicators.ts';
import { marketSummary } from './market-summary.ts';

/** Indicators, market summary, advertisement and the ASDI validation. */
export function marketRoutes(implement: Implement, { now }: Deps) {
  implement(contract.indicators, () => ({ indicators: indicatorsOn(marketToday(now)) }));

  implement(contract.marketSummary, () => marketSummary(marketToday(now)));

  implement(contract.advertisement, (c, { request: { variante } }) => ({
    variante,
    banners: bannersFor(variante, roleFacts(c)),
  }));

  // The digital advisory recommends funds against a person's own investor profile: natural
  // persons only (a company's mandataries are advised by the company's executive).
  implement(contract.asdiValidation, (c) => ({ habilitado: roleFacts(c).naturalPerson }));
}
