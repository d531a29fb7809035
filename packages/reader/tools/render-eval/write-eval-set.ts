// npx tsx tools/render-eval/write-eval-set.ts --out .data/eval-set --split held-out --good 100 --per-fault 10 --sweep 50
// Writes photos and truth.csv in the format `npx reader eval <folder>` reads: good and fault photos in
// <out>/<split>, sweeps (gate curves) in <out>/<split>-sweep. `--shard k/n` renders every n-th job only
// (run n of them in parallel, then once without --shard: it reuses the photos and writes truth.csv).
// `--good-from s` leaves out the good photos below seed s (a new range of seeds, apart from those studied).
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { templates } from '../../templates';
import { formatTruthCsv, type PhotoTruth } from '../eval/truth-csv';
import { EVAL_SPLITS, type EvalSplit } from './eval-scene';
import { evalJobFolder, evalJobs, renderEvalJob } from './eval-set';

const { values } = parseArgs({
  options: {
    out: { type: 'string' },
    split: { type: 'string', default: 'tune' },
    good: { type: 'string', default: '50' },
    'good-from': { type: 'string', default: '0' },
    'per-fault': { type: 'string', default: '5' },
    sweep: { type: 'string', default: '0' },
    shard: { type: 'string', default: '0/1' },
    templates: { type: 'string', default: Object.keys(templates).join(',') },
  },
});
const split = values.split as EvalSplit;
const [shard, shards] = values.shard.split('/').map(Number);
const goodFrom = Number(values['good-from']);
if (
  !values.out ||
  !EVAL_SPLITS.includes(split) ||
  !(shards && shards >= 1) ||
  shard === undefined ||
  !(Number.isInteger(goodFrom) && goodFrom >= 0)
) {
  console.error(
    `Usage: write-eval-set --out <folder> --split <${EVAL_SPLITS.join('|')}> [--good n --good-from s --per-fault n --sweep n --shard k/n]`,
  );
  process.exit(2);
}
const out = values.out;
const jobs = evalJobs(
  values.templates.split(','),
  split,
  Number(values.good),
  Number(values['per-fault']),
  Number(values.sweep),
)
  .filter((job) => job.category !== 'good' || job.seed >= goodFrom)
  .filter((_, i) => i % shards === shard);
const byFolder = new Map<string, PhotoTruth[]>();
for (const job of jobs) {
  const folder = join(out, evalJobFolder(job));
  const truth = await renderEvalJob(job, folder);
  byFolder.set(folder, [...(byFolder.get(folder) ?? []), truth]);
}
if (shards === 1)
  for (const [folder, truths] of byFolder) {
    writeFileSync(join(folder, 'truth.csv'), formatTruthCsv(truths));
    console.log(`${String(truths.length)} photos and truth.csv in ${folder}`);
  }
else console.log(`${String(jobs.length)} photos rendered or reused (shard ${values.shard})`);
