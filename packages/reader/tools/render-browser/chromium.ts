/** Debian's headless shell of Chromium (package chromium-headless-shell), never a downloaded browser. */
export const BROWSER_CHROMIUM = '/usr/bin/chromium-headless-shell';
