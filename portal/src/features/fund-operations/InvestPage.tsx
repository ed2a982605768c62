import { Heading, Loader, Stack, Tabs } from '@inversiones/design-system';
import { lazy, Suspense } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import { usePageTitle } from '../../store/page-title.ts';
import * as messages from './messages.ts';
import { INVEST_PATH, screenOf, tabItems, type Screen } from './routes.ts';

// Each step loads when shown: the data step comes without the confirm, voucher and the other
// tab's code (the route stays within its 60 KB budget beyond the shell).
const BuyData = lazy(async () => ({ default: (await import('./BuyData.tsx')).BuyData }));
const BuyConfirm = lazy(async () => ({ default: (await import('./BuyConfirm.tsx')).BuyConfirm }));
const SellData = lazy(async () => ({ default: (await import('./SellData.tsx')).SellData }));
const SellConfirm = lazy(async () => ({
  default: (await import('./SellConfirm.tsx')).SellConfirm,
}));
const VoucherStep = lazy(async () => ({
  default: (await import('./VoucherStep.tsx')).VoucherStep,
}));
const PacTab = lazy(async () => ({ default: (await import('./PacTab.tsx')).PacTab }));
const AfterHoursTab = lazy(async () => ({
  default: (await import('./AfterHoursTab.tsx')).AfterHoursTab,
}));

function Content({ screen }: { screen: NonNullable<Screen> }) {
  if (screen.tab === 'fueraDeHorario') return <AfterHoursTab />;
  if (screen.tab === 'pac') return <PacTab />;
  if (screen.step === 'voucher') return <VoucherStep folio={screen.folio} />;
  if (screen.tab === 'comprar') return screen.step === 'data' ? <BuyData /> : <BuyConfirm />;
  return screen.step === 'data' ? <SellData /> : <SellConfirm />;
}

const stepTitles = {
  data: { comprar: messages.steps.buyData, vender: messages.steps.sellData },
  confirm: { comprar: messages.steps.buyConfirm, vender: messages.steps.sellConfirm },
} as const;

/**
 * /ffmm/invertir (spec 2): Comprar and Vender, each a flow data -> confirm -> voucher (spec 4)
 * whose steps are routes, so a reload keeps the step, and the after-hours orders.
 */
export function InvestPage() {
  const screen = screenOf(useParams()['*'] ?? '');
  usePageTitle(
    !screen
      ? messages.page.title
      : screen.tab === 'fueraDeHorario' || screen.tab === 'pac'
        ? messages.tabs[screen.tab]
        : screen.step === 'voucher'
          ? screen.tab === 'comprar'
            ? messages.voucher.investTitle
            : messages.voucher.redeemTitle
          : stepTitles[screen.step][screen.tab],
  );
  if (!screen) return <Navigate to={INVEST_PATH} replace />;
  return (
    <Stack gap="lg">
      <Heading level={1}>{messages.page.title}</Heading>
      <Tabs aria-label={messages.page.tabsLabel} items={tabItems} selectedKey={screen.tab}>
        <Suspense
          fallback={<Loader kind="placeholder" variant={3} label={messages.states.loading} />}
        >
          <Content screen={screen} />
        </Suspense>
      </Tabs>
    </Stack>
  );
}
