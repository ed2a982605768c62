import { lazy } from 'react';
import { preloadedChunksEvaluated } from './preloaded-chunks.ts';

// Every screen, shell and guard is its own chunk (the benchmark sizes them from
// dist/.vite/manifest.json): the login's first load carries only what the login shows.

const importers = {
  AuthShell: () => import('./shells/AuthShell.tsx'),
  AppShell: () => import('./shells/AppShell.tsx'),
  RequireLogin: () => import('./guards/RequireLogin.tsx'),
  RequireMenu: () => import('./guards/RequireMenu.tsx'),
  RequireTefe: () => import('./guards/RequireTefe.tsx'),
  LoginPage: () => import('../features/auth/LoginPage.tsx'),
  PrimaryKeyPage: () => import('../features/auth/PrimaryKeyPage.tsx'),
  RedirectToInversionesPage: () => import('../features/bank/RedirectToInversionesPage.tsx'),
  CapsulasPage: () => import('../features/capsulas/CapsulasPage.tsx'),
  AccountSelectPage: () => import('../features/auth/AccountSelectPage.tsx'),
  PostLoginRedirectPage: () => import('../features/auth/PostLoginRedirectPage.tsx'),
  LogoutPage: () => import('../features/auth/LogoutPage.tsx'),
  HomePage: () => import('../features/home/HomePage.tsx'),
  BankRedirectPage: () => import('../features/bank/BankRedirectPage.tsx'),
  AreaPage: () => import('../features/areas/AreaPage.tsx'),
  MyFundsPage: () => import('../features/funds/MyFundsPage.tsx'),
  FundDetailPage: () => import('../features/funds/FundDetailPage.tsx'),
  StocksPage: () => import('../features/stocks/StocksPage.tsx'),
  StockDetailPage: () => import('../features/stocks/StockDetailPage.tsx'),
  MyOrdersPage: () => import('../features/stock-orders/MyOrdersPage.tsx'),
  SimultaneasPage: () => import('../features/stock-financing/SimultaneasPage.tsx'),
  ShortSalesPage: () => import('../features/stock-financing/ShortSalesPage.tsx'),
  StockMovementsPage: () => import('../features/stock-movements/StockMovementsPage.tsx'),
  FixedIncomePage: () => import('../features/debt-instrument/FixedIncomePage.tsx'),
  ReposPage: () => import('../features/debt-instrument/ReposPage.tsx'),
  InvestmentLinePage: () => import('../features/investment-line/InvestmentLinePage.tsx'),
  BeneficiariesPage: () => import('../features/tefe/BeneficiariesPage.tsx'),
  BeneficiaryPage: () => import('../features/tefe/BeneficiaryPage.tsx'),
  InstructPage: () => import('../features/tefe/InstructPage.tsx'),
  StockAccountsPage: () => import('../features/stock-accounts/StockAccountsPage.tsx'),
  StockRebatesPage: () => import('../features/stock-rebates/StockRebatesPage.tsx'),
  TradePage: () => import('../features/stock-trading/TradePage.tsx'),
  OrderReceiptPage: () => import('../features/stock-trading/OrderReceiptPage.tsx'),
  InvestPage: () => import('../features/fund-operations/InvestPage.tsx'),
  StrategyPage: () => import('../features/strategies/StrategyPage.tsx'),
  InquiriesPage: () => import('../features/inquiries/InquiriesPage.tsx'),
  InvestorProfilePage: () => import('../features/investor-profile/InvestorProfilePage.tsx'),
  WizardPage: () => import('../wizard/launcher/WizardPage.tsx'),
  ChangePasswordPage: () => import('../features/my-profile/ChangePasswordPage.tsx'),
  DevicesPage: () => import('../features/my-profile/DevicesPage.tsx'),
  ExecutivesPage: () => import('../features/my-profile/ExecutivesPage.tsx'),
  UnlockPage: () => import('../features/public-access/UnlockPage.tsx'),
  ResetPasswordPage: () => import('../features/public-access/ResetPasswordPage.tsx'),
  DemoOutboxPage: () => import('../features/public-access/DemoOutboxPage.tsx'),
  EnrolmentPage: () => import('../features/public-access/EnrolmentPage.tsx'),
  CompanyProfilePage: () => import('../features/company-profile/CompanyProfilePage.tsx'),
  PersonalDataPage: () => import('../features/personal-data/PersonalDataPage.tsx'),
  ProfileManagerPage: () => import('../features/profile-manager/ProfileManagerPage.tsx'),
  PayButtonsPage: () => import('../features/pay-buttons/PayButtonsPage.tsx'),
  CurrencySpotPage: () => import('../features/currency-spot/CurrencySpotPage.tsx'),
  StatementsPage: () => import('../features/statements/StatementsPage.tsx'),
  TaxCertificatesPage: () => import('../features/documents/TaxCertificatesPage.tsx'),
  InvoicesPage: () => import('../features/documents/InvoicesPage.tsx'),
  ReportsPage: () => import('../features/documents/ReportsPage.tsx'),
  MyDocumentsPage: () => import('../features/documents/MyDocumentsPage.tsx'),
  ResearchPage: () => import('../features/documents/ResearchPage.tsx'),
  AnnexesPage: () => import('../features/documents/AnnexesPage.tsx'),
  BankResultPage: () => import('../features/pay-buttons/BankResultPage.tsx'),
  CurrentAccountPage: () => import('../features/current-account/CurrentAccountPage.tsx'),
  OrderSigningPage: () => import('../features/order-signing/OrderSigningPage.tsx'),
};

// Each import waits for the page's preloaded chunks to have run one by one (preloaded-chunks.ts).
const load = Object.fromEntries(
  Object.entries(importers).map(([name, importer]: [string, () => Promise<unknown>]) => [
    name,
    () => preloadedChunksEvaluated().then(importer),
  ]),
) as typeof importers;

export const AuthShell = lazy(async () => ({ default: (await load.AuthShell()).AuthShell }));
export const AppShell = lazy(async () => ({ default: (await load.AppShell()).AppShell }));
export const RequireLogin = lazy(async () => ({
  default: (await load.RequireLogin()).RequireLogin,
}));
export const RequireMenu = lazy(async () => ({ default: (await load.RequireMenu()).RequireMenu }));
export const RequireTefe = lazy(async () => ({ default: (await load.RequireTefe()).RequireTefe }));
export const LoginPage = lazy(async () => ({ default: (await load.LoginPage()).LoginPage }));
export const PrimaryKeyPage = lazy(async () => ({
  default: (await load.PrimaryKeyPage()).PrimaryKeyPage,
}));
export const RedirectToInversionesPage = lazy(async () => ({
  default: (await load.RedirectToInversionesPage()).RedirectToInversionesPage,
}));
export const CapsulasPage = lazy(async () => ({
  default: (await load.CapsulasPage()).CapsulasPage,
}));
export const AccountSelectPage = lazy(async () => ({
  default: (await load.AccountSelectPage()).AccountSelectPage,
}));
export const PostLoginRedirectPage = lazy(async () => ({
  default: (await load.PostLoginRedirectPage()).PostLoginRedirectPage,
}));
export const LogoutPage = lazy(async () => ({ default: (await load.LogoutPage()).LogoutPage }));
export const HomePage = lazy(async () => ({ default: (await load.HomePage()).HomePage }));
export const BankRedirectPage = lazy(async () => ({
  default: (await load.BankRedirectPage()).BankRedirectPage,
}));
export const AreaPage = lazy(async () => ({ default: (await load.AreaPage()).AreaPage }));
export const MyFundsPage = lazy(async () => ({ default: (await load.MyFundsPage()).MyFundsPage }));
export const FundDetailPage = lazy(async () => ({
  default: (await load.FundDetailPage()).FundDetailPage,
}));
export const StocksPage = lazy(async () => ({ default: (await load.StocksPage()).StocksPage }));
export const StockDetailPage = lazy(async () => ({
  default: (await load.StockDetailPage()).StockDetailPage,
}));
export const MyOrdersPage = lazy(async () => ({
  default: (await load.MyOrdersPage()).MyOrdersPage,
}));
export const SimultaneasPage = lazy(async () => ({
  default: (await load.SimultaneasPage()).SimultaneasPage,
}));
export const ShortSalesPage = lazy(async () => ({
  default: (await load.ShortSalesPage()).ShortSalesPage,
}));
export const StockMovementsPage = lazy(async () => ({
  default: (await load.StockMovementsPage()).StockMovementsPage,
}));
export const FixedIncomePage = lazy(async () => ({
  default: (await load.FixedIncomePage()).FixedIncomePage,
}));
export const ReposPage = lazy(async () => ({ default: (await load.ReposPage()).ReposPage }));
export const InvestmentLinePage = lazy(async () => ({
  default: (await load.InvestmentLinePage()).InvestmentLinePage,
}));
export const BeneficiariesPage = lazy(async () => ({
  default: (await load.BeneficiariesPage()).BeneficiariesPage,
}));
export const InstructPage = lazy(async () => ({
  default: (await load.InstructPage()).InstructPage,
}));
export const BeneficiaryPage = lazy(async () => ({
  default: (await load.BeneficiaryPage()).BeneficiaryPage,
}));
export const StockAccountsPage = lazy(async () => ({
  default: (await load.StockAccountsPage()).StockAccountsPage,
}));
export const StockRebatesPage = lazy(async () => ({
  default: (await load.StockRebatesPage()).StockRebatesPage,
}));
export const TradePage = lazy(async () => ({ default: (await load.TradePage()).TradePage }));
export const OrderReceiptPage = lazy(async () => ({
  default: (await load.OrderReceiptPage()).OrderReceiptPage,
}));
export const WizardPage = lazy(async () => ({ default: (await load.WizardPage()).WizardPage }));
export const ChangePasswordPage = lazy(async () => ({
  default: (await load.ChangePasswordPage()).ChangePasswordPage,
}));
export const InquiriesPage = lazy(async () => ({
  default: (await load.InquiriesPage()).InquiriesPage,
}));
export const InvestorProfilePage = lazy(async () => ({
  default: (await load.InvestorProfilePage()).InvestorProfilePage,
}));
export const DevicesPage = lazy(async () => ({ default: (await load.DevicesPage()).DevicesPage }));
export const ExecutivesPage = lazy(async () => ({
  default: (await load.ExecutivesPage()).ExecutivesPage,
}));

/**
 * Starts loading the shell and the screen of the first URL together, at startup: otherwise the
 * screen's chunk is only asked for once the shell's has arrived and rendered (two round trips).
 */
export function preloadFirstRoute(pathname: string): void {
  const first = pathname.split('/')[1] ?? '';
  const loaders =
    first === 'login'
      ? [load.AuthShell, load.LoginPage]
      : first === 'seleccionarCuenta'
        ? [load.AuthShell, load.RequireLogin, load.AccountSelectPage]
        : first === ''
          ? [load.AppShell, load.RequireLogin, load.HomePage]
          : pathname.startsWith('/ffmm/misFondos')
            ? [load.AppShell, load.RequireLogin, load.RequireMenu, load.MyFundsPage]
            : [];
  // A failure shows when the route renders (the error boundary); nothing to do here.
  for (const loader of loaders) loader().catch(() => undefined);
}
export const UnlockPage = lazy(async () => ({ default: (await load.UnlockPage()).UnlockPage }));
export const ResetPasswordPage = lazy(async () => ({
  default: (await load.ResetPasswordPage()).ResetPasswordPage,
}));
export const DemoOutboxPage = lazy(async () => ({
  default: (await load.DemoOutboxPage()).DemoOutboxPage,
}));
export const EnrolmentPage = lazy(async () => ({
  default: (await load.EnrolmentPage()).EnrolmentPage,
}));
export const CompanyProfilePage = lazy(async () => ({
  default: (await load.CompanyProfilePage()).CompanyProfilePage,
}));
export const PersonalDataPage = lazy(async () => ({
  default: (await load.PersonalDataPage()).PersonalDataPage,
}));
export const ProfileManagerPage = lazy(async () => ({
  default: (await load.ProfileManagerPage()).ProfileManagerPage,
}));
export const InvestPage = lazy(async () => ({ default: (await load.InvestPage()).InvestPage }));
export const StrategyPage = lazy(async () => ({
  default: (await load.StrategyPage()).StrategyPage,
}));
export const PayButtonsPage = lazy(async () => ({
  default: (await load.PayButtonsPage()).PayButtonsPage,
}));
export const CurrencySpotPage = lazy(async () => ({
  default: (await load.CurrencySpotPage()).CurrencySpotPage,
}));
export const StatementsPage = lazy(async () => ({
  default: (await load.StatementsPage()).StatementsPage,
}));
export const TaxCertificatesPage = lazy(async () => ({
  default: (await load.TaxCertificatesPage()).TaxCertificatesPage,
}));
export const InvoicesPage = lazy(async () => ({
  default: (await load.InvoicesPage()).InvoicesPage,
}));
export const ReportsPage = lazy(async () => ({
  default: (await load.ReportsPage()).ReportsPage,
}));
export const MyDocumentsPage = lazy(async () => ({
  default: (await load.MyDocumentsPage()).MyDocumentsPage,
}));
export const ResearchPage = lazy(async () => ({
  default: (await load.ResearchPage()).ResearchPage,
}));
export const AnnexesPage = lazy(async () => ({
  default: (await load.AnnexesPage()).AnnexesPage,
}));
export const CompanyDocumentsPage = lazy(async () => ({
  default: (await load.MyDocumentsPage()).CompanyDocumentsPage,
}));
export const BankResultPage = lazy(async () => ({
  default: (await load.BankResultPage()).BankResultPage,
}));
export const CurrentAccountPage = lazy(async () => ({
  default: (await load.CurrentAccountPage()).CurrentAccountPage,
}));
export const OrderSigningPage = lazy(async () => ({
  default: (await load.OrderSigningPage()).OrderSigningPage,
}));
