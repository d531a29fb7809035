import type { Page } from 'playwright-core';

export interface CspCollector {
  /** Violations seen so far: console errors about CSP and `securitypolicyviolation` events. */
  readonly violations: string[];
  /** Throws when any violation was seen (also reads events still queued in the page). */
  assertNone: () => Promise<void>;
}

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

/** Starts collecting CSP violations of a page (call before the first goto). */
export async function collectCspViolations(page: Page): Promise<CspCollector> {
  const violations: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (message.type() === 'error' && /Content Security Policy/i.test(text))
      violations.push(`console: ${text}`);
  });
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__cspViolations?.push(
        `${event.violatedDirective} blocked ${event.blockedURI || 'inline'} at ${event.sourceFile}:${String(event.lineNumber)}`,
      );
    });
  });
  return {
    violations,
    assertNone: async () => {
      const inPage = await page.evaluate(() => window.__cspViolations ?? []).catch(() => [] as string[]);
      const all = [...violations, ...inPage.map((v) => `event: ${v}`)];
      if (all.length > 0) throw new Error(`CSP violations:\n${all.join('\n')}`);
    },
  };
}
