export { createApp, type App, type AppOptions } from './app.ts';
export {
  defaultPgliteDataDir,
  describeConnectionString,
  openDatabase,
  openPglite,
  openPostgres,
  type Database,
  type DatabaseKind,
} from './db/database.ts';
export { migrate, migrationsDir, type MigrationResult } from './db/migrate.ts';
export { seed, type SeedResult } from './db/seed.ts';
export {
  DEMO_PASSWORD,
  demoClientRecords,
  demoClients,
  mandataryTypes,
  type DemoClient,
  type DemoProfile,
} from './db/demo-data.ts';
export { hashPassword, verifyPassword } from './db/password.ts';
export {
  buildContentSecurityPolicy,
  contentSecurityPolicy,
  createNonce,
  securityHeaders,
} from './security-headers.ts';
export { defaultSessionConfig, sessionConfigFromEnv, type SessionConfig } from './config.ts';
export { loadWizardTemplates, wizardsDir, type WizardLoadResult } from './wizards.ts';
