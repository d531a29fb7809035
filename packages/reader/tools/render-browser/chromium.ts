import { chromium, type Browser } from 'playwright-core';

/** Debian's headless shell of Chromium (package chromium-headless-shell), never a downloaded browser. */
export const BROWSER_CHROMIUM = '/usr/bin/chromium-headless-shell';

/** Launches that Chromium as the browser renderer and its tests use it. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: BROWSER_CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] });
}
