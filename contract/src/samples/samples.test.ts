import { describe, expect, it } from 'vitest';
import type { ZodType } from 'zod';
import * as dashboard from '../dashboard.ts';
import * as funds from '../funds.ts';
import * as dashboardSamples from './dashboard.ts';
import * as fundSamples from './funds.ts';
import * as tefe from '../tefe-beneficiaries.ts';
import * as tefeSamples from './tefe.ts';

/** Every sample with the endpoint whose answer it is. */
type Row = [name: string, sample: unknown, endpoint: { response: ZodType }];
const samples: Row[] = [
  ['tefe beneficiary', tefeSamples.beneficiarySample(1, 'Laura', 'Gómez', 1), tefe.create],
  ['statement', dashboardSamples.statementSample, dashboard.statement],
  ['empty statement', dashboardSamples.emptyStatementSample, dashboard.statement],
  ['portfolio', dashboardSamples.portfolioSample, dashboard.portfolio],
  ['empty portfolio', dashboardSamples.emptyPortfolioSample, dashboard.portfolio],
  ...Object.entries(dashboardSamples.profitabilitySamples).map(([period, sample]): Row => [
    `profitability ${period}`,
    sample,
    dashboard.profitability,
  ]),
  ['indicators', dashboardSamples.indicatorsSample, dashboard.indicators],
  ['shortcuts', dashboardSamples.shortcutsSample, dashboard.shortcuts],
  ['market summary', dashboardSamples.marketSummarySample, dashboard.marketSummary],
  ['advertisement web', dashboardSamples.advertisementSamples.web, dashboard.advertisement],
  ['advertisement mobile', dashboardSamples.advertisementSamples.mobile, dashboard.advertisement],
  ['accounts', dashboardSamples.accountsSample, dashboard.accounts],
  ['invest balance', dashboardSamples.investBalanceSample, dashboard.investBalance],
  ['invest detail', dashboardSamples.investDetailSample, dashboard.investDetail],
  ['fund movements', dashboardSamples.fundMovementsSample, dashboard.fundMovements],
  ['check investment', dashboardSamples.checkInvestmentSample, dashboard.checkInvestment],
  ['check investment, new', dashboardSamples.emptyCheckInvestmentSample, dashboard.checkInvestment],
  ['asdi', dashboardSamples.asdiValidationSample, dashboard.asdiValidation],
  ['my funds', fundSamples.holdingsSample, funds.myFunds],
  ['my funds, new', fundSamples.emptyHoldingsSample, funds.myFunds],
  ['fund list', fundSamples.fundListSample, funds.fundList],
  ['fund detail', fundSamples.fundDetailSample, funds.fundDetail],
  ['series', fundSamples.seriesListSample, funds.seriesList],
  ['quota value detail', fundSamples.quotaValueDetailSample, funds.quotaValueDetail],
  ['fund types', fundSamples.fundTypesSample, funds.fundTypes],
  ['values of the day', fundSamples.dailyValuesSample, funds.dailyValues],
  ['chart', fundSamples.chartSample, funds.chartPoints],
  ['statistics', fundSamples.statisticsSample, funds.annualizedStatistics],
  ['fund portfolio', fundSamples.fundPortfolioSample, funds.fundPortfolio],
  ['composition', fundSamples.fundCompositionSample, funds.fundComposition],
  ['movement report', fundSamples.movementReportSample, funds.movementReport],
  ['movement report, empty', fundSamples.emptyMovementReportSample, funds.movementReport],
  ['in transit', fundSamples.inTransitSample, funds.inTransit],
  ['balance report', fundSamples.balanceReportSample, funds.balanceReport],
  ['account balances', fundSamples.accountBalancesSample, funds.accountBalances],
  ['por período, start', fundSamples.byPeriodStartSample, funds.byPeriodStart],
  ['por período, results', fundSamples.byPeriodResultsSample, funds.byPeriodResults],
  ['by risk level', fundSamples.byRiskLevelSample, funds.byRiskLevel],
  ['by asset class', fundSamples.byAssetClassSample, funds.byAssetClass],
];

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

describe('samples', () => {
  it.each(samples)(
    '%s parses with its endpoint’s answer schema, unchanged',
    (_name, sample, endpoint) => {
      const parsed = endpoint.response.safeParse(sample);
      expect(parsed.error?.issues ?? []).toEqual([]);
      expect(parsed.data).toEqual(sample);
    },
  );

  it('every exported sample is checked above', () => {
    const checked = new Set(samples.map(([, sample]) => sample));
    const exported = [...Object.entries(dashboardSamples), ...Object.entries(fundSamples)]
      .filter(([name]) => /Samples?$/.test(name))
      .flatMap(([name, value]) =>
        name.endsWith('Samples') ? Object.values(value as object) : [value],
      )
      .filter((value) => !checked.has(value));
    // Parts of answers (a movement, the rows) are not answers of their own.
    expect(exported).toEqual([
      fundSamples.fundCatalogueSample,
      fundSamples.holdingRowsSample,
      fundSamples.inTransitMovementSample,
      fundSamples.movementRowsSample,
    ]);
  });

  it('agree with each other: every total is the sum of its holdings, to the peso', () => {
    const { statementSample, portfolioSample } = dashboardSamples;
    const { holdingsSample, byRiskLevelSample, byAssetClassSample } = fundSamples;
    const clpOf = (rows: readonly { valueClp: { amount: number } }[]) =>
      sum(rows.map((row) => row.valueClp.amount));

    expect(clpOf(holdingsSample.holdings)).toBe(holdingsSample.total.amount);
    expect(clpOf(statementSample.products)).toBe(statementSample.total.amount);
    expect(clpOf(portfolioSample.holdings)).toBe(statementSample.total.amount);
    for (const slices of [
      portfolioSample.byProduct,
      portfolioSample.byAssetClass,
      portfolioSample.byCurrency,
    ]) {
      expect(clpOf(slices)).toBe(portfolioSample.total.amount);
    }
    const ffmm = statementSample.products.find((product) => product.id === 'ffmm');
    expect(ffmm?.valueClp.amount).toBe(holdingsSample.total.amount);
    for (const grouped of [byRiskLevelSample, byAssetClassSample]) {
      expect(clpOf(grouped.groups)).toBe(holdingsSample.total.amount);
      expect(grouped.groups.flatMap((group) => group.holdings)).toHaveLength(
        holdingsSample.holdings.length,
      );
    }
  });

  it('agree with each other: values, USD at the dólar observado, gains', () => {
    const rate = fundSamples.DOLLAR_RATE.value;
    for (const holding of fundSamples.holdingRowsSample) {
      // Exact in integers of ten-thousandths, then rounded to the currency's decimals.
      const cents = holding.currency === 'USD' ? 100 : 1;
      const exact = (Math.round(holding.units * 1e4) * Math.round(holding.quotaValue * 1e4)) / 1e8;
      expect(holding.value.amount).toBe(Math.round(exact * cents) / cents);
      const clp =
        holding.currency === 'USD' ? Math.round(holding.value.amount * rate) : holding.value.amount;
      expect(holding.valueClp.amount).toBe(clp);
      expect(holding.gain.amount).toBeCloseTo(holding.value.amount - holding.invested.amount, 2);
    }
  });

  it('agree with each other: the chart ends at the day’s quota value, one point per weekday since 2019', () => {
    const { chartSample, quotaValueDetailSample } = fundSamples;
    expect(chartSample.dates[0]).toBe('2019-01-01');
    expect(chartSample.dates.at(-1)).toBe(fundSamples.SAMPLE_DATE);
    expect(chartSample.values.at(-1)).toBe(quotaValueDetailSample.quotaValue);
    expect(chartSample.dates.length).toBeGreaterThan(1_800);
  });

  it('agree with each other: the selected period is Por Período’s', () => {
    const selected = dashboardSamples.profitabilitySamples['Período Seleccionado'];
    const results = fundSamples.byPeriodResultsSample;
    const ffmm = selected.byProduct.find((row) => row.product === 'ffmm');
    expect(ffmm?.startValue).toEqual(results.totalStartClp);
    expect(ffmm?.endValue).toEqual(results.totalEndClp);
    expect(ffmm?.gain).toEqual(results.totalGainClp);
    for (const period of Object.values(dashboardSamples.profitabilitySamples)) {
      expect(period.gain.amount).toBe(
        period.endValue.amount - period.startValue.amount - period.netContributions.amount,
      );
      expect(sum(period.byProduct.map((row) => row.gain.amount))).toBe(period.gain.amount);
      expect(sum(period.byProduct.map((row) => row.startValue.amount))).toBe(
        period.startValue.amount,
      );
    }
  });
});
