// The fund calls that read only the catalogue and the market (no client holdings).
import { funds as contract } from '@inversiones/contract';
import { fromWireDate } from '@inversiones/es-cl';
import type { Hono } from 'hono';
import { accessGuards } from '../platform/access.ts';
import type { AppEnv, Deps } from '../platform/guard.ts';
import type { Implement } from '../platform/implement.ts';
import { nonContractRoutes } from '../platform/non-contract-routes.ts';
import { MARKET_START } from '../market/prices.ts';
import { isoDate } from '../market/iso-date.ts';
import { funds } from '../market/catalogue.ts';
import {
  assetClassNames,
  closeOn,
  fundOr404,
  latestClose,
  money,
  percentChange,
  previousClose,
  quotaNumber,
  seriesOr404,
  toFund,
  toSeries,
  wireAssetClass,
} from './catalogue-wire.ts';
import { chartSince } from './chart-columns.ts';
import { dailyValues } from './daily-values.ts';
import { fundComposition, fundPortfolio } from './fund-portfolio.ts';
import { fundDocumentFileName, fundDocumentPdf } from './fund-documents.ts';
import { fundProfile } from './fund-profile.ts';
import { statistics } from './statistics.ts';
import { pdfAttachment } from '../platform/pdf-attachment.ts';

/** The fund types clients filter by: the asset classes some fund of the catalogue has. */
const FUND_TYPES = [...new Set(funds.map((fund) => wireAssetClass[fund.assetClass]))];

/** Fund list, detail, series, quota values, values of the day, chart, statistics, books, PDFs. */
export function catalogueRoutes(app: Hono<AppEnv>, implement: Implement, deps: Deps) {
  const { now } = deps;

  implement(contract.fundList, (_c, { request: { tipo, moneda } }) => ({
    funds: funds
      .filter((fund) => tipo === undefined || wireAssetClass[fund.assetClass] === tipo)
      .filter((fund) => moneda === undefined || fund.currency === moneda)
      .map(toFund),
  }));

  implement(contract.fundDetail, (_c, { params }) => {
    const fund = fundOr404(params.fundId);
    const profile = fundProfile(fund);
    return {
      ...toFund(fund),
      objective: profile.objective,
      horizon: profile.horizon,
      inceptionDate: profile.inceptionDate,
      netAssets: money(profile.netAssets, fund.currency),
      participants: profile.participants,
    };
  });

  implement(contract.seriesList, (_c, { params }) => {
    const fund = fundOr404(params.fundId);
    return { fundId: fund.id, series: fund.series.map((s) => toSeries(fund, s)) };
  });

  implement(contract.quotaValueDetail, (_c, { params }) => {
    const { fund, series } = seriesOr404(params.fundId, params.seriesId);
    const close = closeOn(series, latestClose(now));
    const previous = previousClose(series, close.date);
    return {
      fundId: fund.id,
      seriesId: series.code,
      currency: fund.currency,
      date: close.date,
      quotaValue: quotaNumber(close.value),
      previousDate: previous.date,
      previousQuotaValue: quotaNumber(previous.value),
      dayVariationPercent: percentChange(previous.value, close.value),
    };
  });

  implement(contract.fundTypes, () => ({
    types: FUND_TYPES.map((id) => ({ id, name: assetClassNames[id] })),
  }));

  implement(contract.dailyValues, (_c, { request: { tipo } }) => {
    const date = latestClose(now);
    return { date, rows: dailyValues(date, tipo) };
  });

  implement(contract.chartPoints, (_c, { params, request: { desde } }) => {
    const { fund, series } = seriesOr404(params.fundId, params.seriesId);
    // The schema checked `desde` is a real YYYYMMDD date.
    const wire = desde && fromWireDate(desde);
    const from = wire ? isoDate(wire.year(), wire.month() + 1, wire.date()) : undefined;
    const columns = chartSince(series, latestClose(now), from);
    return { fundId: fund.id, seriesId: series.code, currency: fund.currency, ...columns };
  });

  implement(contract.annualizedStatistics, (_c, { params }) => {
    const { fund, series } = seriesOr404(params.fundId, params.seriesId);
    const asOf = latestClose(now);
    return {
      fundId: fund.id,
      seriesId: series.code,
      asOf,
      windows: statistics(fund, series, asOf),
    };
  });

  implement(contract.fundPortfolio, (_c, { params }) =>
    fundPortfolio(fundOr404(params.fundId), latestClose(now)),
  );

  implement(contract.fundComposition, (_c, { params }) =>
    fundComposition(fundOr404(params.fundId), latestClose(now)),
  );

  implement(contract.byPeriodStart, () => {
    const maxDate = latestClose(now);
    // A month back, the period the form proposes (well above the 15-day minimum).
    const [y, m] = maxDate.split('-').map(Number) as [number, number];
    const day = Math.min(Number(maxDate.slice(8)), 28);
    const monthBefore = m === 1 ? isoDate(y - 1, 12, day) : isoDate(y, m - 1, day);
    return {
      minDate: MARKET_START,
      maxDate,
      defaultStart: monthBefore < MARKET_START ? MARKET_START : monthBefore,
      defaultEnd: maxDate,
    };
  });

  // The two PDFs: files outside the contract (`funds.fundDocumentPath`), for a chosen profile.
  const pdfRoutes: [contract.FundDocument, { method: string; path: string }][] = [
    ['rulesOfProcedure', nonContractRoutes.fundRulesOfProcedurePdf],
    ['informationFile', nonContractRoutes.fundInformationFilePdf],
  ];
  for (const [document, route] of pdfRoutes) {
    app.on(route.method, [route.path], ...accessGuards(deps).profile, async (c) => {
      const fund = fundOr404(c.req.param('fundId') ?? '');
      const bytes = await fundDocumentPdf(fund, document);
      return pdfAttachment(c, bytes, fundDocumentFileName(fund, document));
    });
  }
}
