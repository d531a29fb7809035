/// <reference types="node" />
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, inject } from 'vitest';
import { collectCspViolations, type CspCollector } from './csp';

/**
 * Debian's headless shell of Chromium (package chromium-headless-shell, the same engine without the full
 * browser around it), as Playwright's own headless default is. On shell-a11y, test-camera and
 * clinical-trial it took 184 CPU-s where the full `chromium --headless` took 299 (user 123 vs 175 s,
 * system 58 vs 101 s), and the browser tests share the 2-core CI machine with the other test projects.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';
/** Debian's full Chromium (package chromium), for what only it does: a permission prompt to deny. */
export const FULL_CHROMIUM_PATH = process.env.FULL_CHROMIUM_PATH ?? '/usr/bin/chromium';

export interface LaunchOptions {
  /** A .y4m or .mjpeg clip the browser's camera shows (see fake-camera.ts); camera access is granted. */
  fakeCameraClip?: string;
}

/** Headless Chromium from Debian (never a downloaded browser). */
export function launchBrowser(options: LaunchOptions = {}): Promise<Browser> {
  const camera = options.fakeCameraClip
    ? [
        '--use-fake-ui-for-media-stream',
        '--use-fake-device-for-media-stream',
        `--use-file-for-fake-video-capture=${options.fakeCameraClip}`,
      ]
    : [];
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', ...camera],
  });
}

export interface BrowserSession {
  browser: Browser;
  /** A fresh context (empty storage) per test, with baseURL = the e2e server. */
  context: BrowserContext;
  page: Page;
  /** CSP violations seen by `page` so far. */
  csp: CspCollector;
  baseUrl: string;
  dataDir: string;
}

/**
 * Call once at the top of a spec file: one browser for the file, a new context and page for every test.
 * Read the fields inside tests (they change per test): `const s = useBrowser(); ... s.page.goto('/x')`.
 */
export function useBrowser(
  options: {
    viewport?: { width: number; height: number };
    /** Called in beforeAll: a clip for the fake camera; camera permission is then granted per context. */
    fakeCamera?: () => string;
  } = {},
): BrowserSession {
  const session = {} as BrowserSession;
  session.baseUrl = inject('baseUrl');
  session.dataDir = inject('dataDir');
  beforeAll(async () => {
    session.browser = await launchBrowser(options.fakeCamera ? { fakeCameraClip: options.fakeCamera() } : {});
  });
  afterAll(async () => {
    await session.browser.close();
  });
  beforeEach(async () => {
    session.context = await session.browser.newContext({
      baseURL: session.baseUrl,
      viewport: options.viewport ?? { width: 1280, height: 800 },
      locale: 'en-GB',
      ...(options.fakeCamera ? { permissions: ['camera'] } : {}),
    });
    session.page = await session.context.newPage();
    session.csp = await collectCspViolations(session.page);
  });
  afterEach(async () => {
    await session.context.close();
  });
  return session;
}
