export { createPatient, type TestPatient } from './accounts';
export { DEMO_PATIENT, signIn, submitSignIn, uniqueEmail } from './auth';
export { expectNoAxeViolations } from './axe';
export {
  FULL_CHROMIUM_PATH,
  launchBrowser,
  useBrowser,
  type BrowserSession,
  type LaunchOptions,
} from './browser';
export { writeCardClip } from './camera-clip';
export { collectCspViolations, type CspCollector } from './csp';
export { latestLink, listOutbox, readOutbox, type OutboxMail } from './outbox';
export { DEMO_COORDINATOR, nextCode, rememberAuthenticator, signInStaff } from './staff';
export { createTestResult } from './test-analysis';
