import {
  AllocationChart,
  Card,
  DeferredDataTable,
  DownloadList,
  FactList,
  Heading,
  Link,
  RiskLevelIndicator,
  SegmentedLinks,
  Stack,
  Text,
  type DataTableColumn,
  type DataTableProps,
  type DownloadItem,
} from '@inversiones/design-system';
import { formatDisplayDate, formatNumber } from '@inversiones/design-system/es-cl';
import { funds, type Series } from '@inversiones/contract';
import { useState, type ReactNode } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import { apiGet } from '../../http/client.ts';
import { usePageTitle } from '../../store/page-title.ts';
import { ApiState, type ApiStateProps } from '../api-state/ApiState.tsx';
import { formatMoney, formatQuota, formatReturn, formatWeight } from './figures.ts';
import { downloadFundDocument } from './fund-documents.ts';
import * as messages from './messages.ts';
import { QuotaChart } from './QuotaChart.tsx';
import { fundHref, MY_FUNDS_PATH } from './routes.ts';
import { useApiData } from '../api-state/use-api-data.ts';

const m = messages.detail;

type Window = funds.AnnualizedStatisticsResponse['windows'][number];
type Position = funds.FundPortfolioResponse['positions'][number];

const statisticsColumns: DataTableColumn<Window>[] = [
  {
    id: 'window',
    header: m.period,
    isRowHeader: true,
    value: (row) => m.window[row.window],
    sortable: false,
  },
  {
    id: 'return',
    header: m.annualizedReturn,
    numeric: true,
    sortable: false,
    cell: (row) => formatReturn(row.annualizedReturn),
  },
  {
    id: 'volatility',
    header: m.annualizedVolatility,
    numeric: true,
    sortable: false,
    cell: (row) => formatWeight(row.annualizedVolatility),
  },
  {
    id: 'drawdown',
    header: m.maxDrawdown,
    numeric: true,
    sortable: false,
    cell: (row) => formatReturn(row.maxDrawdown),
  },
  {
    id: 'sharpe',
    header: m.sharpe,
    numeric: true,
    sortable: false,
    cell: (row) => formatNumber(row.sharpe, 2),
  },
];

const portfolioColumns: DataTableColumn<Position>[] = [
  { id: 'instrument', header: m.instrument, isRowHeader: true, value: (row) => row.instrument },
  { id: 'issuer', header: m.issuer, value: (row) => row.issuer },
  { id: 'type', header: m.instrumentType, value: (row) => row.instrumentType },
  {
    id: 'weight',
    header: m.weight,
    numeric: true,
    value: (row) => row.weight,
    cell: (row) => formatWeight(row.weight),
  },
];

/** The series' facts that differ from one series to another. */
function seriesFacts(series: Series) {
  return [
    { id: 'fee', term: m.fee, value: formatWeight(series.annualFee) },
    { id: 'minimum', term: m.minimum, value: formatMoney(series.minimumInvestment) },
    { id: 'settlement', term: m.settlement, value: m.settlementDays(series.settlementDays) },
    { id: 'cutOff', term: m.cutOff, value: series.cutOffTime },
  ];
}

/**
 * A fund's page (`/ffmm/fondos/:fundId/:seriesId?`): its facts, the chosen series' quota value of
 * the day and chart since 2019, annualized statistics, composition, portfolio and its PDFs.
 */
export function FundDetailPage() {
  const { fundId = '', seriesId } = useParams();
  const { state, retry } = useApiData(
    (signal) => apiGet(funds.fundDetail, { signal, params: { fundId } }),
    fundId,
  );
  const name = state.status === 'ready' ? state.data.name : messages.myFunds.title;
  usePageTitle(name);

  if (state.status !== 'ready') {
    return (
      <Stack gap="lg">
        <Heading level={1}>{messages.myFunds.title}</Heading>
        <ApiState state={state} retry={retry} placeholder={2} titleLevel={2}>
          {() => null}
        </ApiState>
        <Link variant="standalone" href={MY_FUNDS_PATH}>
          {m.back}
        </Link>
      </Stack>
    );
  }
  const fund = state.data;
  const series = fund.series.find((candidate) => candidate.id === seriesId);
  // Without a series (or with one the fund does not have), the fund's first.
  if (!series) return <Navigate to={fundHref(fund.id, fund.series[0]!.id)} replace />;
  return <FundView fund={fund} series={series} />;
}

function FundView({ fund, series }: { fund: funds.FundDetail; series: Series }) {
  return (
    <Stack gap="xl">
      <Stack gap="xs">
        <Link variant="standalone" href={MY_FUNDS_PATH}>
          {m.back}
        </Link>
        <Heading level={1}>{fund.name}</Heading>
        <Text tone="secondary">{fund.objective}</Text>
      </Stack>
      <Card title={m.facts}>
        <Stack gap="lg">
          <FactList
            facts={[
              { id: 'type', term: m.type, value: messages.assetClasses[fund.type] },
              { id: 'currency', term: m.currency, value: messages.currencies[fund.currency] },
              {
                id: 'risk',
                term: m.riskLevel,
                value: <RiskLevelIndicator level={fund.riskLevel} variant="compact" />,
              },
              { id: 'horizon', term: m.horizon, value: fund.horizon },
              { id: 'inception', term: m.inception, value: formatDisplayDate(fund.inceptionDate) },
              { id: 'assets', term: m.netAssets, value: formatMoney(fund.netAssets) },
              { id: 'participants', term: m.participants, value: formatNumber(fund.participants) },
            ]}
          />
          {/* Each series is a page of its own: links, one tap away and shareable. */}
          <SegmentedLinks
            label={m.seriesLabel}
            items={fund.series.map((option) => ({
              id: option.id,
              label: option.name,
              href: fundHref(fund.id, option.id),
            }))}
            currentId={series.id}
          />
          <FactList facts={seriesFacts(series)} />
        </Stack>
      </Card>
      <QuotaOfTheDay fundId={fund.id} seriesId={series.id} />
      {/* In the page's chunk: the chart holds its place at once and loads uPlot by itself. */}
      <QuotaChart
        fundId={fund.id}
        seriesId={series.id}
        currency={fund.currency}
        title={m.chartTitle}
      />
      <Statistics fundId={fund.id} seriesId={series.id} />
      <Composition fundId={fund.id} />
      <Portfolio fundId={fund.id} />
      <Documents fundId={fund.id} fundName={fund.name} />
    </Stack>
  );
}

interface LoadedSectionProps<T> {
  title: string;
  /** The section's call; `loadKey` says when to make it again (another fund or series). */
  load: (signal: AbortSignal) => Promise<T>;
  loadKey: string;
  placeholder?: ApiStateProps<T>['placeholder'];
  isEmpty?: (data: T) => boolean;
  children: (data: T) => ReactNode;
}

/** A card that makes its own call: the answer, or the spec's loading, error and empty states. */
function LoadedSection<T>({
  title,
  load,
  loadKey,
  placeholder,
  isEmpty,
  children,
}: LoadedSectionProps<T>) {
  const { state, retry } = useApiData(load, loadKey);
  return (
    <Card title={title} titleLevel={2}>
      <ApiState state={state} retry={retry} placeholder={placeholder} isEmpty={isEmpty}>
        {children}
      </ApiState>
    </Card>
  );
}

/**
 * A table of published figures with the date they are as of under it. The table's code loads
 * with the first answer (it holds its place meanwhile): the page's first chunk stays light.
 */
function DatedTable<T extends object>({ asOf, ...table }: DataTableProps<T> & { asOf: string }) {
  return (
    <Stack gap="sm">
      <DeferredDataTable {...table} />
      <Text tone="secondary" size="sm">
        {m.asOf(formatDisplayDate(asOf))}
      </Text>
    </Stack>
  );
}

function QuotaOfTheDay({ fundId, seriesId }: { fundId: string; seriesId: string }) {
  return (
    <LoadedSection
      title={m.quotaTitle}
      load={(signal) => apiGet(funds.quotaValueDetail, { signal, params: { fundId, seriesId } })}
      loadKey={`${fundId}/${seriesId}`}
      placeholder={1}
    >
      {(quota) => (
        <FactList
          facts={[
            {
              id: 'value',
              term: m.quotaOf(formatDisplayDate(quota.date)),
              value: formatQuota(quota.quotaValue, quota.currency),
            },
            {
              id: 'variation',
              term: m.dayVariation,
              value: formatReturn(quota.dayVariationPercent),
            },
            {
              id: 'previous',
              term: m.previousTerm,
              value: `${formatQuota(quota.previousQuotaValue, quota.currency)} (${formatDisplayDate(quota.previousDate)})`,
            },
          ]}
        />
      )}
    </LoadedSection>
  );
}

function Statistics({ fundId, seriesId }: { fundId: string; seriesId: string }) {
  return (
    <LoadedSection
      title={m.statisticsTitle}
      load={(signal) =>
        apiGet(funds.annualizedStatistics, { signal, params: { fundId, seriesId } })
      }
      loadKey={`${fundId}/${seriesId}`}
      isEmpty={(answer) => answer.windows.length === 0}
    >
      {(answer) => (
        <DatedTable
          aria-label={m.statisticsTitle}
          columns={statisticsColumns}
          data={answer.windows}
          getRowId={(row) => row.window}
          asOf={answer.asOf}
        />
      )}
    </LoadedSection>
  );
}

function Composition({ fundId }: { fundId: string }) {
  return (
    <LoadedSection
      title={m.compositionTitle}
      load={(signal) => apiGet(funds.fundComposition, { signal, params: { fundId } })}
      loadKey={fundId}
      placeholder={5}
      isEmpty={(answer) => answer.byInstrumentType.length === 0}
    >
      {(answer) => (
        <Stack gap="xl">
          {(
            [
              ['byInstrumentType', m.byInstrumentType],
              ['byCurrency', m.byCurrency],
              ['byCountry', m.byCountry],
            ] as const
          ).map(([key, title]) =>
            answer[key].length ? (
              <AllocationChart
                key={key}
                title={title}
                headingLevel={3}
                measure="share"
                description={m.asOf(formatDisplayDate(answer.asOf))}
                slices={answer[key].map((item) => ({
                  id: item.name,
                  label: item.name,
                  amount: item.weight,
                }))}
              />
            ) : null,
          )}
        </Stack>
      )}
    </LoadedSection>
  );
}

function Portfolio({ fundId }: { fundId: string }) {
  return (
    <LoadedSection
      title={m.portfolioTitle}
      load={(signal) => apiGet(funds.fundPortfolio, { signal, params: { fundId } })}
      loadKey={fundId}
      isEmpty={(answer) => answer.positions.length === 0}
    >
      {(answer) => (
        <DatedTable
          aria-label={m.portfolioTitle}
          columns={portfolioColumns}
          data={answer.positions}
          getRowId={(row) => row.instrument}
          defaultSort={{ id: 'weight', desc: true }}
          asOf={answer.asOf}
        />
      )}
    </LoadedSection>
  );
}

function Documents({ fundId, fundName }: { fundId: string; fundName: string }) {
  const [downloading, setDownloading] = useState<readonly string[]>([]);
  const [failed, setFailed] = useState<readonly string[]>([]);
  const items: (DownloadItem & { id: funds.FundDocument })[] = [
    { id: 'rulesOfProcedure', name: m.rulesOfProcedure, description: fundName },
    { id: 'informationFile', name: m.informationFile, description: fundName },
  ];
  const download = (item: DownloadItem) => {
    const id = item.id as funds.FundDocument;
    setFailed((ids) => ids.filter((other) => other !== id));
    setDownloading((ids) => [...ids, id]);
    downloadFundDocument(fundId, id, `${item.name} ${fundName}`)
      .catch(() => setFailed((ids) => [...ids, id]))
      .finally(() => setDownloading((ids) => ids.filter((other) => other !== id)));
  };
  return (
    <DownloadList
      title={m.documentsTitle}
      titleLevel={2}
      items={items}
      onDownload={download}
      downloadingIds={downloading}
      failedIds={failed}
    />
  );
}
