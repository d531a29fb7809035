/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Frame, Page } from 'playwright-core';

const require = createRequire(import.meta.url);
let axeSource: string | null = null;

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[]; failureSummary?: string }[];
}

/**
 * Runs axe-core (node_modules/axe-core/axe.min.js) in the page and fails on serious or critical
 * violations. The script is evaluated through the DevTools protocol rather than added as a <script> tag,
 * so the app's CSP (script-src 'self') neither blocks it nor reports it as a violation.
 */
export async function expectNoAxeViolations(
  page: Page | Frame,
  options: { exclude?: string[] } = {},
): Promise<void> {
  axeSource ??= readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
  const loaded = await page.evaluate(() => 'axe' in window);
  if (!loaded) await page.evaluate(axeSource);
  const violations = (await page.evaluate(async (exclude: string[]) => {
    const axe = (
      window as unknown as {
        axe: { run: (ctx: unknown, opts: unknown) => Promise<{ violations: unknown[] }> };
      }
    ).axe;
    const context = exclude.length > 0 ? { include: [['html']], exclude: exclude.map((s) => [s]) } : document;
    const result = await axe.run(context, { resultTypes: ['violations'] });
    return result.violations;
  }, options.exclude ?? [])) as AxeViolation[];
  const blocking = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  if (blocking.length > 0) {
    const summary = blocking
      .map(
        (v) =>
          `${v.impact ?? ''} ${v.id}: ${v.help}\n${v.nodes.map((n) => `  ${JSON.stringify(n.target)} ${n.failureSummary ?? ''}`).join('\n')}`,
      )
      .join('\n');
    throw new Error(
      `axe found ${String(blocking.length)} serious/critical violation(s) on ${page.url()}:\n${summary}`,
    );
  }
}
