// Child process: evaluates the list of jobs read from stdin and prints one JSON line per photo.
import { templates } from '../templates';
import { evaluatePhoto } from './evaluate-photo';
import type { SceneCategory } from '../tools/render/scene-spec';

export type BenchJob = { templateId: string; seed: number; category: SceneCategory; megapixels?: number };

let input = '';
for await (const chunk of process.stdin) input += String(chunk);
const jobs = JSON.parse(input || '[]') as BenchJob[];
for (const job of jobs) {
  const template = templates[job.templateId];
  if (!template) throw new Error(`unknown template ${job.templateId}`);
  const evaluation = await evaluatePhoto(
    job.seed,
    template,
    job.category,
    job.megapixels === undefined ? {} : { megapixels: job.megapixels },
    process.env.READER_BENCH_CACHE || undefined,
  );
  process.stdout.write(
    `${JSON.stringify({ job, truth: evaluation.truth, result: evaluation.result, readMs: evaluation.readMs })}\n`,
  );
}
