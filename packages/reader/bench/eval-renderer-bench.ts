import type { KitTemplate } from '@portal/contract';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { templates } from '../templates';
import { formatTruthCsv, type PhotoTruth } from '../tools/eval/truth-csv';
import { folderReport } from '../tools/eval/folder-report';
import { BENCHMARK_SPLITS } from '../tools/render-eval/eval-scene';
import { evalJobs, type EvalJob } from '../tools/render-eval/eval-set';
import type { Row } from './report';
import { runChildren } from './run-children';

export type EvalBenchOptions = {
  templateIds: string[];
  good: number;
  perFault: number;
  /** Sweep photos per template and split (one fault from none to severe each): the gate curves. */
  sweep: number;
  workers: number;
  folder: string;
};

/**
 * The evaluation renderer's tuning and held-out splits, rendered into `folder/<split>` (kept: a rerun
 * only reads), read, and reported side by side. Each split folder gets a truth.csv, so
 * `npx reader eval <folder>/held-out` reproduces the held-out figures.
 */
export async function benchEvalRenderer(options: EvalBenchOptions): Promise<string[]> {
  // Splits interleaved, so that a partial run (or a cache being filled) covers both.
  const perSplit = BENCHMARK_SPLITS.map((split) =>
    evalJobs(options.templateIds, split, options.good, options.perFault, options.sweep),
  );
  const jobs: EvalJob[] = (perSplit[0] ?? []).flatMap((_, i) =>
    perSplit.map((list) => list[i]).filter((job): job is EvalJob => job !== undefined),
  );
  const started = performance.now();
  const rows = await runChildren<EvalJob, Row>(
    fileURLToPath(new URL('./eval-chunk.ts', import.meta.url)),
    jobs,
    options.workers,
    (mine) => ({ jobs: mine, folder: options.folder }),
  );
  const seconds = (performance.now() - started) / 1000;
  for (const split of BENCHMARK_SPLITS)
    for (const sweep of [false, true]) {
      const truths = rows
        .map((r) => r.truth as PhotoTruth)
        .filter((t) => t.split === split && (!t.shouldRefuse && t.fault !== undefined) === sweep)
        .sort((a, b) => a.file.localeCompare(b.file));
      if (truths.length > 0)
        writeFileSync(
          join(options.folder, sweep ? `${split}-sweep` : split, 'truth.csv'),
          formatTruthCsv(truths),
        );
    }
  const used: Record<string, KitTemplate> = {};
  for (const id of options.templateIds) {
    const template = templates[id];
    if (template) used[id] = template;
  }
  return [
    `Evaluation renderer (tools/render-eval): ${String(rows.length)} photos (${String(options.good)} good, ${String(options.perFault)} per fault kind and ${String(options.sweep)} sweeps, per template and split) rendered or reused and read in ${seconds.toFixed(0)} s on ${String(options.workers)} workers; photos in ${options.folder}/{tune,held-out}[-sweep] with truth.csv.`,
    '',
    ...folderReport(used, rows),
  ];
}
