// Child process of the evaluation-renderer bench: renders (or reuses) each job's photo and reads it.
import { join } from 'node:path';
import { templates } from '../templates';
import { evaluateTruth } from '../tools/eval/evaluate-folder';
import { evalJobFolder, renderEvalJob, type EvalJob } from '../tools/render-eval/eval-set';

let input = '';
for await (const chunk of process.stdin) input += String(chunk);
const { jobs, folder } = JSON.parse(input || '{}') as { jobs: EvalJob[]; folder: string };
for (const job of jobs) {
  const template = templates[job.templateId];
  if (!template) throw new Error(`unknown template ${job.templateId}`);
  const splitFolder = join(folder, evalJobFolder(job));
  const truth = await renderEvalJob(job, splitFolder);
  process.stdout.write(`${JSON.stringify(await evaluateTruth(splitFolder, truth, template))}\n`);
}
