// The portal's shared Spanish (es-CL) texts, keyed by meaning; the spec's wording where it gives one.
// A feature area keeps its own texts in features/<area>/messages.ts; a chunk loads only what it shows.
export { errors } from './messages/errors.ts';
export { loading } from './messages/loading.ts';
export { bankWindows } from './messages/bank-windows.ts';
export { shell } from './messages/shell.ts';
export { errorCatalogue } from './messages/error-catalogue.ts';
export { sessionWatch } from './messages/session-watch.ts';
export { errorDisplay } from './messages/error-display.ts';
export { httpClient } from './messages/http-client.ts';
export { wizard, wizardSections } from './messages/wizard.ts';
export { wizardForm } from './messages/wizard-form.ts';
export { wizardItems } from './messages/wizard-items.ts';
export { wizardManager } from './messages/wizard-manager.ts';
export { wizardLanding } from './messages/wizard-landing.ts';
export { wizardPoll } from './messages/wizard-poll.ts';
export { wizardContracts } from './messages/wizard-contracts.ts';
export { pageTitle } from './messages/page-title.ts';
