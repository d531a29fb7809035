import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { templates } from '../../templates';
import type { PhotoTruth } from '../eval/truth-csv';
import { EVAL_FAULTS, sampleEvalScene, type EvalCategory, type EvalSplit } from './eval-scene';
import { renderEvalPhoto } from './render-eval-photo';

export type EvalJob = { templateId: string; split: EvalSplit; category: EvalCategory; seed: number };

/** Good photos and photos of each deliberate fault, templates interleaved so a partial run covers all. */
export function evalJobs(
  templateIds: string[],
  split: EvalSplit,
  good: number,
  perFault: number,
  sweep = 0,
): EvalJob[] {
  const jobs: EvalJob[] = [];
  for (let i = 0; i < Math.max(good, perFault, sweep); i++)
    for (const templateId of templateIds) {
      if (i < good) jobs.push({ templateId, split, category: 'good', seed: i });
      if (i < perFault)
        for (const category of EVAL_FAULTS) jobs.push({ templateId, split, category, seed: 50_000 + i });
      if (i < sweep) jobs.push({ templateId, split, category: 'sweep', seed: 80_000 + i });
    }
  return jobs;
}

/** The sub-folder of a job: `<split>` for good and fault photos, `<split>-sweep` for sweeps. */
export function evalJobFolder(job: EvalJob): string {
  return job.category === 'sweep' ? `${job.split}-sweep` : job.split;
}

export function evalFileName(job: EvalJob): string {
  return `${job.templateId}-${job.category}-${String(job.seed)}.jpg`;
}

/** Renders one job's photo into `folder` (or reuses it: rendering is deterministic) and returns its truth. */
export async function renderEvalJob(job: EvalJob, folder: string): Promise<PhotoTruth> {
  const file = evalFileName(job);
  const truthPath = join(folder, `${file}.truth.json`);
  if (existsSync(join(folder, file)) && existsSync(truthPath))
    return JSON.parse(readFileSync(truthPath, 'utf8')) as PhotoTruth;
  const template = templates[job.templateId];
  if (!template) throw new Error(`unknown template ${job.templateId}`);
  const { jpeg, truth } = await renderEvalPhoto(
    sampleEvalScene(job.seed, job.split, job.category, template),
    template,
  );
  const photoTruth: PhotoTruth = {
    file,
    templateId: truth.templateId,
    shouldRefuse: truth.shouldRefuse,
    expected: truth.expected,
    displayed: truth.displayed,
    lineDrops: truth.lineDrops,
    pixelsPerMm: truth.pixelsPerMm,
    split: truth.split,
    ...(truth.fault ? { fault: truth.fault, faultSize: truth.faultSize ?? 0 } : {}),
  };
  mkdirSync(folder, { recursive: true });
  writeFileSync(join(folder, file), jpeg);
  writeFileSync(truthPath, JSON.stringify(photoTruth));
  return photoTruth;
}
