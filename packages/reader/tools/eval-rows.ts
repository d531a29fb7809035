// npx tsx tools/eval-rows.ts <folder> [filter] [--shard k/n] [--live]
// One line per photo of an evaluation folder: its truth, the reader's answer and the metrics behind it,
// to see why a photo was refused or read wrongly. With --live, also the camera page's live check of the
// photo's preview (as `npx reader eval` judges it): `live:ready`, or `live:held` and its flags, to see
// which photos it passes that the full read refuses. Diagnostics only.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { templates } from '../templates';
import { readPhoto } from './decode-image';
import { liveQuality } from './eval/evaluate-folder';
import { parseTruthCsv } from './eval/truth-csv';

const args = process.argv.slice(2);
const shardArg = args.indexOf('--shard');
const [shard, shards] =
  shardArg >= 0 ? (args.splice(shardArg, 2)[1] ?? '0/1').split('/').map(Number) : [0, 1];
const liveArg = args.indexOf('--live');
if (liveArg >= 0) args.splice(liveArg, 1);
const [folder = '.', filter = ''] = args;
const truths = parseTruthCsv(readFileSync(join(folder, 'truth.csv'), 'utf8'), templates).filter(
  (truth, i) => truth.file.includes(filter) && i % (shards ?? 1) === shard,
);
for (const truth of truths) {
  const template = templates[truth.templateId];
  if (!template) continue;
  const started = performance.now();
  const bytes = readFileSync(join(folder, truth.file));
  const result = await readPhoto(bytes, template);
  const ms = performance.now() - started;
  const live = liveArg >= 0 ? await liveQuality(bytes, template) : undefined;
  const liveColumn = live ? (live.ready ? 'live:ready ' : `live:held:${live.flags.join(',')} `) : '';
  const answer =
    result.status === 'read'
      ? result.a1c
        ? `A1C ${result.a1c.displayed}`
        : result.results.map((r) => r.result[0]).join('')
      : `refused:${result.refusal?.flags.join(',') ?? ''}`;
  const expected = truth.shouldRefuse
    ? `refuse(${truth.fault ?? ''} ${truth.faultSize?.toFixed(2) ?? ''})`
    : (truth.displayed ?? truth.expected.map((r) => r.result[0]).join(''));
  const metrics = Object.entries(result.quality.metrics)
    .map(([key, value]) => `${key}=${value.toFixed(3)}`)
    .join(' ');
  console.log(
    `${truth.file.padEnd(36)} ${expected.padEnd(22)} ${answer.padEnd(26)} ${ms.toFixed(0).padStart(5)}ms ${liveColumn}${metrics}`,
  );
}
