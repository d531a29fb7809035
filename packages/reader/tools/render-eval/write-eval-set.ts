// npx tsx tools/render-eval/write-eval-set.ts --out .data/eval-set/held-out --split held-out --good 100 --per-fault 10
// Writes photos and truth.csv in the format `npx reader eval <folder>` reads.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { templates } from '../../templates';
import { formatTruthCsv, type PhotoTruth } from '../eval/truth-csv';
import { EVAL_SPLITS, type EvalSplit } from './eval-scene';
import { evalJobs, renderEvalJob } from './eval-set';

const { values } = parseArgs({
  options: {
    out: { type: 'string' },
    split: { type: 'string', default: 'tune' },
    good: { type: 'string', default: '50' },
    'per-fault': { type: 'string', default: '5' },
    templates: { type: 'string', default: Object.keys(templates).join(',') },
  },
});
const split = values.split as EvalSplit;
if (!values.out || !EVAL_SPLITS.includes(split)) {
  console.error(
    `Usage: write-eval-set --out <folder> --split <${EVAL_SPLITS.join('|')}> [--good n --per-fault n]`,
  );
  process.exit(2);
}
const jobs = evalJobs(values.templates.split(','), split, Number(values.good), Number(values['per-fault']));
const truths: PhotoTruth[] = [];
for (const job of jobs) truths.push(await renderEvalJob(job, values.out));
writeFileSync(join(values.out, 'truth.csv'), formatTruthCsv(truths));
console.log(`${String(truths.length)} photos and truth.csv in ${values.out}`);
