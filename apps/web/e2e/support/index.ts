export { createPatient, type TestPatient } from './accounts';
export { DEMO_PATIENT, signIn, submitSignIn, uniqueEmail } from './auth';
export { expectNoAxeViolations } from './axe';
export { CHROMIUM_PATH, launchBrowser, useBrowser, type BrowserSession } from './browser';
export { collectCspViolations, type CspCollector } from './csp';
export { latestLink, listOutbox, readOutbox, type OutboxMail } from './outbox';
