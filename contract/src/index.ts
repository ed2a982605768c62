export {
  defineEndpoint,
  type Access,
  type Endpoint,
  type HttpMethod,
  type RequestOf,
  type ResponseOf,
} from './endpoint.ts';
export {
  BASE_CONTEXT,
  CONTEXT_SEGMENT,
  fillPath,
  pathOf,
  pathParamNames,
  type PathParamName,
  type PathParams,
} from './path.ts';
export { CSP_NONCE_PLACEHOLDER } from './csp.ts';
export { apiErrorBodySchema, type ApiErrorBody } from './errors.ts';
export {
  databaseKindSchema,
  health,
  healthResponseSchema,
  refusedTemplateSchema,
  type DatabaseKind,
  type HealthResponse,
} from './health.ts';
export * from './common-schemas.ts';
export * from './money.ts';
export * from './period.ts';
export * from './page.ts';
export * from './ledger-schemas.ts';
export { bankAccountText, hasRepeatedBankAccount, isSameBankAccount } from './bank-account.ts';
export * as auth from './auth.ts';
export * as session from './session.ts';
export * as client from './client.ts';
export * as menu from './menu.ts';
export * as notifications from './notifications.ts';
export * as common from './common.ts';
export * as wizard from './wizard.ts';
export * as wizardController from './wizard-controller.ts';
export * as wizardConfig from './wizard-config.ts';
export * as dashboard from './dashboard.ts';
export * as funds from './funds.ts';
export * as fundOperations from './fund-operations.ts';
export * as strategies from './strategies.ts';
export * as pac from './pac.ts';
export * as subAccounts from './sub-accounts.ts';
export * as payButtons from './pay-buttons.ts';
export * as currentAccount from './current-account.ts';
export * as currencySpot from './currency-spot.ts';
export * as stocks from './stocks.ts';
export * as stockOrders from './stock-orders.ts';
export * as stockFinancing from './stock-financing.ts';
export * as investmentLines from './investment-lines.ts';
export * as stockAccounts from './stock-accounts.ts';
export * as tefeAccess from './tefe-access.ts';
export * as tefeBeneficiaries from './tefe-beneficiaries.ts';
export * as tefeCatalogues from './tefe-catalogues.ts';
export * as tefeInstructions from './tefe-instructions.ts';
export * as stockRebates from './stock-rebates.ts';
export * as fixedIncome from './fixed-income.ts';
export * as repos from './repos.ts';
export * as statements from './statements.ts';
export * as taxCertificates from './tax-certificates.ts';
export * as invoices from './invoices.ts';
export * as documentDownloads from './document-downloads.ts';
export * as myDocuments from './my-documents.ts';
export * as reports from './reports.ts';
export * as research from './research.ts';
export * as taxAnnexes from './tax-annexes.ts';
export * as securityPass from './security-pass.ts';
export * as orderSigning from './order-signing.ts';
export * as documentSigning from './document-signing.ts';
export * as demo from './demo.ts';
export * as inquiries from './inquiries.ts';
export * as devices from './devices.ts';
export * as executives from './executives.ts';
export * as publicAccess from './public-access.ts';
export * as profileManager from './profile-manager.ts';
export * from './wire.ts';
export type { Client } from './client.ts';
export type { MenuItem } from './menu.ts';
export type { ActiveSession } from './devices.ts';
export type { ExecutivesResponse } from './executives.ts';
export type { Profile, LoginRequest, LoginResponse } from './auth.ts';
export {
  allows,
  guardedRoutes,
  MANDATARY_TYPE,
  roleFactsOf,
  roleRules,
  type ProfileLike,
  type RoleFacts,
  type RoleRule,
  type RoleRuleDefinition,
} from './roles.ts';
export * as company from './company.ts';
