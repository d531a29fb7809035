// npm run bench:reader [-- --good 700 --refuse 30 --latency 20 --mp-max 4 --workers 2]
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { templates } from '../templates';
import { renderPhoto } from '../tools/render/render-photo';
import { sampleScene } from '../tools/render/sample-scene';
import type { RefuseReason } from '../tools/render/scene-spec';
import type { BenchJob } from './bench-chunk';
import { decodeAndRead } from './evaluate-photo';
import { benchLiveFrames } from './live-frames';
import { latencyLine, reportTemplate, type Row } from './report';

const { values: args } = parseArgs({
  options: {
    good: { type: 'string', default: '700' },
    refuse: { type: 'string', default: '30' },
    latency: { type: 'string', default: '20' },
    'mp-min': { type: 'string', default: '2' },
    'mp-max': { type: 'string', default: '4' },
    workers: { type: 'string', default: String(availableParallelism()) },
    templates: { type: 'string', default: Object.keys(templates).join(',') },
    dump: { type: 'string' },
    'live-frames': { type: 'string', default: '60' },
  },
});
const goodPerTemplate = Number(args.good);
const refusePerKind = Number(args.refuse);
const latencyCount = Number(args.latency);
const mpMin = Number(args['mp-min']);
const mpMax = Number(args['mp-max']);
const templateIds = args.templates.split(',');
const REFUSE_KINDS: RefuseReason[] = ['blur', 'glare', 'dark', 'overexposed', 'too-small', 'framing', 'not-found'];

const jobs: BenchJob[] = [];
for (const templateId of templateIds) {
  for (let i = 0; i < goodPerTemplate; i++) {
    const seed = 100_000 + i;
    jobs.push({ templateId, seed, category: 'good', megapixels: mpMin + ((seed * 0.618034) % 1) * (mpMax - mpMin) });
  }
  for (const category of REFUSE_KINDS) {
    for (let i = 0; i < refusePerKind; i++) {
      const seed = 500_000 + i;
      jobs.push({ templateId, seed, category, megapixels: mpMin + ((seed * 0.618034) % 1) * (mpMax - mpMin) });
    }
  }
}

const started = performance.now();
const workerCount = Math.max(1, Number(args.workers));
const chunkFile = fileURLToPath(new URL('./bench-chunk.ts', import.meta.url));
const rows: Row[] = [];
await Promise.all(
  Array.from({ length: workerCount }, (_, worker) => {
    const mine = jobs.filter((_, i) => i % workerCount === worker);
    return new Promise<void>((resolve, reject) => {
      const child = spawn(process.execPath, ['--import', 'tsx', chunkFile, JSON.stringify(mine)], { stdio: ['ignore', 'pipe', 'inherit'] });
      let buffer = '';
      child.stdout.on('data', (chunk: Buffer) => {
        buffer += chunk.toString();
        let newline = buffer.indexOf('\n');
        while (newline >= 0) {
          rows.push(JSON.parse(buffer.slice(0, newline)) as Row);
          buffer = buffer.slice(newline + 1);
          newline = buffer.indexOf('\n');
        }
      });
      child.on('exit', (code) => {
        if (code === 0) resolve();
        else reject(new Error(`bench worker exited with ${String(code)}`));
      });
    });
  }),
);
const accuracySeconds = (performance.now() - started) / 1000;
if (args.dump) writeFileSync(args.dump, rows.map((row) => JSON.stringify(row)).join('\n'));

const lines: string[] = [
  '# Reader benchmark',
  '',
  `Command: \`npm run bench:reader -- --good ${goodPerTemplate} --refuse ${refusePerKind} --latency ${latencyCount} --mp-min ${mpMin} --mp-max ${mpMax}\``,
  `Photos: ${rows.length} rendered and read (${rows.filter((r) => !r.truth.shouldRefuse).length} good, ${rows.filter((r) => r.truth.shouldRefuse).length} should be refused), ${mpMin}-${mpMax} MP JPEG, in ${accuracySeconds.toFixed(0)} s on ${workerCount} workers.`,
  '',
];
for (const templateId of templateIds) {
  const template = templates[templateId];
  if (!template) continue;
  lines.push(...reportTemplate(template, rows.filter((r) => r.truth.templateId === templateId)), '');
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
if (Number(args['live-frames']) > 0) lines.push(await benchLiveFrames(Number(args['live-frames'])));
console.log(lines.join('\n'));
