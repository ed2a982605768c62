import { Suspense, type ReactElement } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { shellAreas } from './areas.ts';
import { guardedScreens } from './guards/role-routes.ts';
import * as page from './lazy-pages.ts';
import { RootLayout } from './RootLayout.tsx';
import { RouteErrorBoundary } from './RouteErrorBoundary.tsx';
import { PageLoading } from './RouteFallbacks.tsx';

// Declarative routes (not a data router): about 16 KB gzipped less on every first load.

/** An area's own screens, inside its guard; the rest of the area is still its placeholder. */
const areaScreens: Readonly<Record<string, readonly ReactElement[]>> = {
  ffmm: [
    // Spec 2: /ffmm/misFondos and its tab sub-paths.
    <Route key="misFondos" path="ffmm/misFondos/*" element={<page.MyFundsPage />} />,
    <Route key="fondo" path="ffmm/fondos/:fundId/:seriesId?" element={<page.FundDetailPage />} />,
    // Spec 2: /ffmm/invertir, tabs Comprar and Vender, each step a route.
    <Route key="invertir" path="ffmm/invertir/*" element={<page.InvestPage />} />,
    <Route key="objetivos" path="ffmm/inviertePorObjetivos" element={<page.StrategyPage />} />,
  ],
  ccm: [
    // Spec 7 "CCM balances and movements"; the area's own path opens them too.
    <Route key="saldos" path="ccm/saldos" element={<page.CurrentAccountPage />} />,
    <Route key="ccm" path="ccm" element={<Navigate to="/ccm/saldos" replace />} />,
    // Spec 2: the bank payment area, and the bank's answer in its popup.
    <Route key="bdp" path="ccm/bdp" element={<page.PayButtonsPage />} />,
    <Route
      key="bdpResultado"
      path="ccm/bdp/resultado/:ficticia"
      element={<page.BankResultPage />}
    />,
  ],
  // Spec 2 area `acciones`: the shares and their prices, and each share's detail.
  acciones: [
    <Route key="acciones" path="acciones" element={<page.StocksPage />} />,
    <Route key="misOrdenes" path="acciones/misOrdenes/*" element={<page.MyOrdersPage />} />,
    <Route key="movimientos" path="acciones/movimientos" element={<page.StockMovementsPage />} />,
    // Spec 2 area `debt-instrument` (spec 7 "fixed income balances and movements"), read only.
    <Route key="rentaFija" path="acciones/rentaFija" element={<page.FixedIncomePage />} />,
    <Route key="pactos" path="acciones/pactos" element={<page.ReposPage />} />,
    // Spec 7 "investment lines": the line purchases may be paid with, and a request for more.
    <Route
      key="lineaInversion"
      path="acciones/lineaInversion"
      element={<page.InvestmentLinePage />}
    />,
    // Spec 7 "current accounts", "destination accounts" and "rebates".
    <Route key="cuentas" path="acciones/cuentas" element={<page.StockAccountsPage />} />,
    <Route key="devoluciones" path="acciones/devoluciones" element={<page.StockRebatesPage />} />,
    <Route key="accion" path="acciones/:nemo" element={<page.StockDetailPage />} />,
    // Issue 26: Comprar and Vender of a share, and the order's voucher (a static segment wins).
    <Route
      key="comprar"
      path="acciones/:nemo/comprar"
      element={<page.TradePage side="compra" />}
    />,
    <Route key="vender" path="acciones/:nemo/vender" element={<page.TradePage side="venta" />} />,
    <Route
      key="comprobante"
      path="acciones/comprobante/:folio"
      element={<page.OrderReceiptPage />}
    />,
  ],
  // Spec 2 areas `simultaneas` and `ventaCorta` (spec 7 "simultaneas", "ventacorta"), read only.
  simultaneas: [<Route key="simultaneas" path="simultaneas" element={<page.SimultaneasPage />} />],
  ventaCorta: [<Route key="ventaCorta" path="ventaCorta" element={<page.ShortSalesPage />} />],
  // Spec 2 area `cartolas`: the statements, monthly or by period.
  cartolas: [<Route key="cartolas" path="cartolas" element={<page.StatementsPage />} />],
  // Spec 2 `operations-signature`: the brokerage orders to sign, signed and expired.
  firmaOperaciones: [
    <Route key="firma" path="firmaOperaciones" element={<page.OrderSigningPage />} />,
  ],
  // Spec 2 area `infoDocs`: tax certificates and invoices (spec 7).
  infoDocs: [
    <Route
      key="certificados"
      path="infoDocs/certificadosTributarios"
      element={<page.TaxCertificatesPage />}
    />,
    <Route key="facturas" path="infoDocs/facturas" element={<page.InvoicesPage />} />,
    <Route key="informes" path="infoDocs/informes" element={<page.ReportsPage />} />,
    <Route key="misDocumentos" path="infoDocs/misDocumentos" element={<page.MyDocumentsPage />} />,
    <Route key="patentesAnexos" path="infoDocs/patentesAnexos" element={<page.AnnexesPage />} />,
  ],
  // Spec 2 `my-company-documents`: the company profile's documents.
  miPerfilEmpresa: [
    <Route
      key="documentos"
      path="miPerfilEmpresa/documentos"
      element={<page.CompanyDocumentsPage />}
    />,
  ],
  // Spec 2 area `research`: the monthly research reports.
  research: [<Route key="research" path="research" element={<page.ResearchPage />} />],
  // Spec 2: /tefe/instruir and /tefe/beneficiarios (issue 27), with each beneficiary's page.
  tefe: [
    <Route key="instruir" path="tefe/instruir" element={<page.InstructPage />} />,
    <Route key="beneficiarios" path="tefe/beneficiarios" element={<page.BeneficiariesPage />} />,
    <Route
      key="beneficiario-nuevo"
      path="tefe/beneficiarios/nuevo"
      element={<page.BeneficiaryPage mode="create" />}
    />,
    <Route
      key="beneficiario"
      path="tefe/beneficiarios/:id"
      element={<page.BeneficiaryPage key="show" mode="show" />}
    />,
    <Route
      key="beneficiario-editar"
      path="tefe/beneficiarios/:id/editar"
      element={<page.BeneficiaryPage key="edit" mode="edit" />}
    />,
  ],
  // Spec 7 "Currency spot": buying and selling dollars between the current accounts.
  compraVentaDivisas: [
    <Route key="divisas" path="compraVentaDivisas" element={<page.CurrencySpotPage />} />,
  ],
  perfilInversionista: [
    <Route key="perfil" path="perfilInversionista" element={<page.InvestorProfilePage />} />,
  ],
  miPerfil: [
    <Route key="cambiarClave" path="miPerfil/cambiarClave" element={<page.ChangePasswordPage />} />,
    <Route
      key="dispositivos"
      path="miPerfil/administrarDispositivos"
      element={<page.DevicesPage />}
    />,
    <Route
      key="consultas"
      path="miPerfil/consultasYSugerencias"
      element={<page.InquiriesPage />}
    />,
    <Route
      key="administradorDePerfiles"
      path="miPerfil/administradorDePerfiles"
      element={<page.ProfileManagerPage />}
    />,
  ],
};

/** The screens a role rule guards that have a page of their own (else the area's placeholder). */
const guardedPages: Readonly<Record<string, ReactElement>> = {
  'miPerfil/misEjecutivos/*': <page.ExecutivesPage />,
  'miPerfilEmpresa/misDatosEmpresa/*': <page.CompanyProfilePage />,
  // Spec 2: Mis Datos Personales and its tab sub-paths.
  'miPerfil/misDatosPersonales/*': <page.PersonalDataPage />,
};

/** The portal's routes (spec 2), inside a BrowserRouter (the app) or a MemoryRouter (tests). */
export function AppRoutes() {
  return (
    <RouteErrorBoundary>
      <Suspense fallback={<PageLoading />}>
        <Routes>
          <Route element={<RootLayout />}>
            {/* The simple shell: login, account selection, primary key and the public pages. */}
            <Route element={<page.AuthShell />}>
              {/* Spec: /login and /login/{status} (the status carries a message). */}
              <Route path="login/:status?" element={<page.LoginPage />} />
              <Route path="clavePrimaria" element={<page.PrimaryKeyPage />} />
              <Route path="redirectToInversiones" element={<page.RedirectToInversionesPage />} />
              {/* Spec: a public path containing /capsulas, reachable without login. */}
              <Route path="capsulas/*" element={<page.CapsulasPage />} />
              {/* Spec 7 "Reset and unlock": public flows, no session. */}
              <Route path="desbloquearCuenta" element={<page.UnlockPage />} />
              <Route path="recuperarClave" element={<page.ResetPasswordPage />} />
              {/* Demo mode only (the API answers 404 otherwise): the SMS and e-mail not sent. */}
              <Route path="demo/bandeja" element={<page.DemoOutboxPage />} />
              {/* Enrolment: a client without web access creates the password (public). */}
              <Route path="crearClave" element={<page.EnrolmentPage />} />
              <Route element={<page.RequireLogin />}>
                <Route path="seleccionarCuenta" element={<page.AccountSelectPage />} />
                {/* Spec: the post-login redirect with fundId, serieId, cuentaId and a target. */}
                <Route
                  path="redirect/:fundId/:serieId/:cuentaId/:target"
                  element={<page.PostLoginRedirectPage />}
                />
              </Route>
            </Route>
            <Route path="logout/:status?" element={<page.LogoutPage />} />
            {/* The authenticated shell: login guard, header, banner and footer. */}
            <Route element={<page.AppShell />}>
              <Route index element={<page.HomePage />} />
              {/* Spec: the bank redirect with the bank code `ficticia` (length 8 gets '/0'). */}
              <Route path="bdp/:ficticia/:rest?" element={<page.BankRedirectPage />} />
              {/* Any wizard embedded, for deep links from campaigns. */}
              <Route path="wizard/:wizardId" element={<page.WizardPage />} />
              {/* Without a name, the default wizard (wizard-spec 1: BIENVENIDA). */}
              <Route path="wizard" element={<page.WizardPage />} />
              {/* Spec 6: screens a role rule guards, beyond their area's own guard. */}
              {guardedScreens.map(({ path, area, menuIds }) => (
                <Route key={path} element={<page.RequireMenu ids={menuIds} />}>
                  <Route
                    path={path}
                    element={guardedPages[path] ?? <page.AreaPage area={area} />}
                  />
                </Route>
              ))}
              {shellAreas.map(({ area, guard }) => {
                const screen = [
                  ...(areaScreens[area] ?? []),
                  <Route key={area} path={`${area}/*`} element={<page.AreaPage area={area} />} />,
                ];
                if (guard === null) return screen;
                return (
                  <Route
                    key={area}
                    element={
                      guard === 'tefe' ? (
                        <page.RequireTefe />
                      ) : (
                        <page.RequireMenu ids={guard.menuIds} />
                      )
                    }
                  >
                    {screen}
                  </Route>
                );
              })}
            </Route>
            {/* Spec: any unknown path redirects to root. */}
            <Route path="*" element={<Navigate to="/" replace />} />
          </Route>
        </Routes>
      </Suspense>
    </RouteErrorBoundary>
  );
}
