export { createPatient, type TestPatient } from './accounts';
export { DEMO_PATIENT, signIn, uniqueEmail } from './auth';
export { expectNoAxeViolations } from './axe';
export { CHROMIUM_PATH, launchBrowser, useBrowser, type BrowserSession } from './browser';
export { collectCspViolations, type CspCollector } from './csp';
export { latestLink, listOutbox, readOutbox, type OutboxMail } from './outbox';
export { DEMO_COORDINATOR, nextCode, rememberAuthenticator, signInStaff } from './staff';
