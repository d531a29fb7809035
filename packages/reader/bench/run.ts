// npm run bench:reader [-- --good 700 --refuse 20 --latency 20 --mp-max 12 --workers 2 --cache .data/reader-bench]
import { writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { templates } from '../templates';
import { renderPhoto } from '../tools/render/render-photo';
import { sampleScene } from '../tools/render/sample-scene';
import { REFUSE_REASONS } from '../tools/render/scene-spec';
import type { BenchJob } from './bench-chunk';
import { decodeAndRead } from './evaluate-photo';
import { benchEvalRenderer } from './eval-renderer-bench';
import { benchLiveFrames } from './live-frames';
import { latencyLine, reportTemplate, type Row } from './report';
import { runChildren } from './run-children';

const { values: args } = parseArgs({
  options: {
    good: { type: 'string', default: '700' },
    /** Seeds of the good photos start here: tune thresholds on another range than the one reported. */
    'first-seed': { type: 'string', default: '100000' },
    refuse: { type: 'string', default: '20' },
    latency: { type: 'string', default: '20' },
    'mp-min': { type: 'string', default: '2' },
    'mp-max': { type: 'string', default: '12' },
    workers: { type: 'string', default: String(availableParallelism()) },
    templates: { type: 'string', default: Object.keys(templates).join(',') },
    dump: { type: 'string' },
    /** Folder of rendered photos kept between runs: a rerun after an algorithm change only reads. */
    cache: { type: 'string' },
    'live-frames': { type: 'string', default: '60' },
    /** `eval`: the second, evaluation-only renderer (tune and held-out splits side by side). */
    renderer: { type: 'string', default: 'main' },
    'eval-good': { type: 'string', default: '60' },
    'eval-per-fault': { type: 'string', default: '6' },
    'eval-sweep': { type: 'string', default: '0' },
    'eval-folder': { type: 'string', default: '.data/reader-eval' },
  },
});
if (args.renderer === 'eval') {
  const lines = await benchEvalRenderer({
    templateIds: args.templates.split(','),
    good: Number(args['eval-good']),
    perFault: Number(args['eval-per-fault']),
    sweep: Number(args['eval-sweep']),
    workers: Math.max(1, Number(args.workers)),
    folder: args['eval-folder'],
  });
  console.log(
    [
      '# Reader benchmark: evaluation renderer',
      '',
      `Command: \`npm run bench:reader -- --renderer eval --eval-good ${args['eval-good']} --eval-per-fault ${args['eval-per-fault']} --eval-sweep ${args['eval-sweep']} --eval-folder ${args['eval-folder']}${args.templates === Object.keys(templates).join(',') ? '' : ` --templates ${args.templates}`}\``,
      '',
      ...lines,
    ].join('\n'),
  );
  process.exit(0);
}
const goodPerTemplate = Number(args.good);
const firstSeed = Number(args['first-seed']);
const refusePerKind = Number(args.refuse);
const latencyCount = Number(args.latency);
const mpMin = Number(args['mp-min']);
const mpMax = Number(args['mp-max']);
const templateIds = args.templates.split(',');

// Templates and kinds are interleaved, so a partial run (or a cache being filled) covers all of them.
const megapixelsOf = (seed: number) => mpMin + ((seed * 0.618034) % 1) * (mpMax - mpMin);
const jobs: BenchJob[] = [];
for (let i = 0; i < Math.max(goodPerTemplate, refusePerKind); i++) {
  for (const templateId of templateIds) {
    if (i < goodPerTemplate)
      jobs.push({
        templateId,
        seed: firstSeed + i,
        category: 'good',
        megapixels: megapixelsOf(firstSeed + i),
      });
    if (i >= refusePerKind) continue;
    for (const category of REFUSE_REASONS)
      jobs.push({ templateId, seed: 500_000 + i, category, megapixels: megapixelsOf(500_000 + i) });
  }
}

const started = performance.now();
const workerCount = Math.max(1, Number(args.workers));
const rows = await runChildren<BenchJob, Row>(
  fileURLToPath(new URL('./bench-chunk.ts', import.meta.url)),
  jobs,
  workerCount,
  (mine) => mine,
  { READER_BENCH_CACHE: args.cache ?? '' },
);
const accuracySeconds = (performance.now() - started) / 1000;
if (args.dump) writeFileSync(args.dump, rows.map((row) => JSON.stringify(row)).join('\n'));

/** The options that decide what was measured, as they would be typed to repeat the run. */
function commandOptions(): string {
  const options = [
    `--good ${String(goodPerTemplate)}`,
    firstSeed === 100_000 ? '' : `--first-seed ${String(firstSeed)}`,
    `--refuse ${String(refusePerKind)}`,
    `--latency ${String(latencyCount)}`,
    `--live-frames ${args['live-frames']}`,
    `--mp-min ${String(mpMin)}`,
    `--mp-max ${String(mpMax)}`,
    args.templates === Object.keys(templates).join(',') ? '' : `--templates ${args.templates}`,
  ];
  return options.filter(Boolean).join(' ');
}

const lines: string[] = [
  '# Reader benchmark',
  '',
  `Command: \`npm run bench:reader -- ${commandOptions()}\``,
  `Photos: ${rows.length} rendered and read (${rows.filter((r) => !r.truth.shouldRefuse).length} good, ${rows.filter((r) => r.truth.shouldRefuse).length} should be refused), ${mpMin}-${mpMax} MP JPEG, in ${accuracySeconds.toFixed(0)} s on ${workerCount} workers.`,
  '',
];
for (const templateId of templateIds) {
  const template = templates[templateId];
  if (!template) continue;
  lines.push(
    ...reportTemplate(
      template,
      rows.filter((r) => r.truth.templateId === templateId),
    ),
    '',
  );
}

lines.push('## Latency');
for (const templateId of templateIds) {
  const template = templates[templateId];
  if (!template || latencyCount === 0) continue;
  const times: number[] = [];
  for (let i = 0; i < latencyCount; i++) {
    const photo = await renderPhoto(sampleScene(900_000 + i, template, 'good', { megapixels: 12 }), template);
    times.push((await decodeAndRead(photo.jpeg, template)).ms);
  }
  lines.push(latencyLine(`${templateId}, 12 MP JPEG, sharp decode + read, one thread`, times));
}
if (Number(args['live-frames']) > 0)
  lines.push(await benchLiveFrames(Number(args['live-frames']), templateIds));
console.log(lines.join('\n'));
