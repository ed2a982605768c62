import {
  Link,
  PortfolioSummary,
  Skeleton,
  Stack,
  Text,
  type PeriodSelection,
} from '@inversiones/design-system';
import { formatDisplayDate, toMinorUnits } from '@inversiones/design-system/es-cl';
import { dashboard } from '@inversiones/contract';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { apiGet } from '../../http/client.ts';
import * as messages from './messages.ts';
import { PeriodPicker } from './PeriodPicker.tsx';
import { periodFromSearch, periodFromSelection, periodKey, searchWithPeriod } from './period.ts';
import { SectionMessage } from './SectionMessage.tsx';
import { useSection, type SectionState } from './use-section.ts';

const INVEST_ROUTE = '/ffmm/invertir';

/** The dollars a statement's total includes, summed in cents (no float drift). */
function usdOf(statement: dashboard.StatementResponse): number {
  const cents = statement.products
    .flatMap((product) => product.byCurrency)
    .filter((money) => money.currency === 'USD')
    .reduce((sum, money) => sum + toMinorUnits(money.amount, 'USD'), 0);
  return cents / 100;
}

/**
 * Above the fold: the total in pesos (dollars at the dólar observado, named with rate and date),
 * the day's change, the profitability of the period the URL keeps, and the call to invest. A
 * client with nothing invested gets the way to invest instead of zeros.
 */
export function SummarySection({
  company,
  statement,
  retryStatement,
}: {
  /** Acting for a company: its numbers, named as the company's. */
  company: boolean;
  /** The statement (the page loads it: it also tells the other sections of a new client). */
  statement: SectionState<dashboard.StatementResponse>;
  retryStatement: () => void;
}) {
  const [search, setSearch] = useSearchParams();
  const period = periodFromSearch(search);
  const urlPeriod = periodKey(period);
  // Priced at the statement's instant (shares move every 10 s): its end value is the total shown.
  const valuedAt = statement.status === 'ready' ? statement.data.valuedAt : undefined;
  const [profitability, retryProfitability] = useSection(
    (signal) =>
      apiGet(dashboard.profitability, {
        signal,
        params: { ...period, ...(valuedAt ? { valuadoAl: valuedAt } : {}) },
      }),
    `${urlPeriod} ${valuedAt ?? ''}`,
    statement.status !== 'loading',
  );

  // The selector keeps its own state; a period that comes from elsewhere (a link to '/')
  // starts it again, one the client chose does not (the focus stays on her choice).
  const chosen = useRef(urlPeriod);
  const [pickerKey, setPickerKey] = useState(0);
  useEffect(() => {
    if (chosen.current === urlPeriod) return;
    chosen.current = urlPeriod;
    setPickerKey((key) => key + 1);
  }, [urlPeriod]);
  const choose = (selection: PeriodSelection) => {
    const next = periodFromSelection(selection);
    chosen.current = periodKey(next);
    // Replaced, not pushed: back leaves the home instead of stepping through periods.
    setSearch(searchWithPeriod(search, next), { replace: true, preventScrollReset: true });
  };

  const title = company ? messages.summary.companyTitle : messages.summary.title;
  const data = statement.status === 'ready' ? statement.data : null;
  // The selector is there from the first paint (it needs no figures), so nothing appears and
  // pushes the page when the total comes.
  const periodSelector = (
    <Stack gap="sm">
      <PeriodPicker key={pickerKey} period={period} lastDate={data?.date} onChange={choose} />
      {profitability.status === 'loading' ? (
        <Skeleton shape="text" width="40%" />
      ) : profitability.status === 'error' ? (
        <SectionMessage kind="error" titleLevel={2} onRetry={retryProfitability} />
      ) : (
        <Text size="sm" tone="secondary">
          {messages.summary.periodRange(
            formatDisplayDate(profitability.data.startDate),
            formatDisplayDate(profitability.data.endDate),
          )}
        </Text>
      )}
    </Stack>
  );
  if (data === null) {
    return (
      <PortfolioSummary
        headingLevel={1}
        title={title}
        total={0}
        asOf={new Date()}
        isLoading={statement.status === 'loading'}
        hasError={statement.status === 'error'}
        onRetry={retryStatement}
        periodSelector={periodSelector}
        action={<InvestLink />}
      />
    );
  }

  if (data.products.length === 0) {
    return (
      <PortfolioSummary
        headingLevel={1}
        title={title}
        total={0}
        asOf={data.date}
        isEmpty
        action={<EmptyAction />}
      />
    );
  }

  const ready = profitability.status === 'ready' ? profitability.data : null;
  return (
    <PortfolioSummary
      headingLevel={1}
      title={title}
      total={data.total.amount}
      asOf={data.date}
      usdRate={data.dollarRate}
      usdTotal={usdOf(data)}
      dayVariation={{ amount: data.dayVariation.amount, percent: data.dayVariationPercent }}
      periodLabel={ready?.periodo}
      variation={ready?.gain.amount}
      profitability={ready?.percent}
      action={<InvestLink />}
      periodSelector={periodSelector}
    />
  );
}

function InvestLink() {
  return (
    <Link href={INVEST_ROUTE} buttonVariant="primary">
      {messages.summary.invest}
    </Link>
  );
}

/** The empty state's way forward: invest, or why not yet (checkinvestment). */
function EmptyAction() {
  const [check] = useSection((signal) => apiGet(dashboard.checkInvestment, { signal }));
  if (check.status === 'ready' && !check.data.canInvest) {
    return <Text>{check.data.reason ?? messages.summary.cannotInvest}</Text>;
  }
  return <InvestLink />;
}
