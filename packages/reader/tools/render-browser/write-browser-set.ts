// npx tsx tools/render-browser/write-browser-set.ts --out <folder> [--good 100 --per-fault 10 --first-seed 0 --split browser]
// A third renderer, for evaluation: seeds 0-149 (browser-look) have been looked at while building the
// reader since 1.32.0, seeds from 1000 (browser-held-out) are read once per version. The scene is drawn
// by Chromium (Skia) from HTML and CSS, the device laid in by a CSS 3D transform, then noised and
// JPEG-encoded. It writes the photos and a truth.csv that `npx reader eval <folder>` reads.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import type { CassetteTemplate } from '@portal/contract';
import { templates } from '../../templates';
import { formatTruthCsv, type PhotoTruth } from '../eval/truth-csv';
import {
  BROWSER_CATEGORIES,
  sampleBrowserScene,
  type BrowserCategory,
  type BrowserScene,
} from './browser-scene';
import { drawBrowserPhoto } from './browser-photo';
import { launchChromium } from './chromium';

const { values } = parseArgs({
  options: {
    out: { type: 'string' },
    good: { type: 'string', default: '50' },
    'per-fault': { type: 'string', default: '5' },
    'first-seed': { type: 'string', default: '0' },
    templates: { type: 'string', default: 'covid-ag,covid-flu-combo' },
    split: { type: 'string', default: 'browser' },
  },
});
if (!values.out) {
  console.error(
    'Usage: write-browser-set --out <folder> [--good n --per-fault n --first-seed s --templates a,b --split name]',
  );
  process.exit(2);
}
const out = values.out;
const firstSeed = Number(values['first-seed']);

function truthOf(scene: BrowserScene, template: CassetteTemplate, file: string, split: string): PhotoTruth {
  const control = template.lines.find((line) => line.role === 'control');
  const dropOf = (name: string) => scene.lines.find((line) => line.name === name)?.drop ?? 0;
  const controlPresent = dropOf(control?.name ?? '') > 0;
  const faultSize: Record<BrowserCategory, number> = {
    good: 0,
    blur: scene.camera.blurPx / scene.pixelsPerMm,
    dark: scene.light.exposure,
    small: scene.pixelsPerMm,
  };
  return {
    file,
    templateId: template.id,
    shouldRefuse: scene.category !== 'good',
    expected: template.lines
      .filter((line) => line.role === 'test' && line.analyte)
      .map((line) => ({
        analyte: line.analyte ?? line.name,
        result: !controlPresent ? 'INVALID' : dropOf(line.name) > 0 ? 'POSITIVE' : 'NEGATIVE',
      })),
    displayed: null,
    lineDrops: Object.fromEntries(scene.lines.map((line) => [line.name, Number(line.drop.toFixed(5))])),
    pixelsPerMm: Number(scene.pixelsPerMm.toFixed(2)),
    split,
    ...(scene.category === 'good'
      ? {}
      : { fault: scene.category, faultSize: Number(faultSize[scene.category].toFixed(3)) }),
  };
}

const jobs: { template: CassetteTemplate; category: BrowserCategory; seed: number }[] = [];
for (const id of values.templates.split(',')) {
  const template = templates[id];
  if (template?.kind !== 'cassette') throw new Error(`not a cassette template: ${id}`);
  for (let i = 0; i < Number(values.good); i++)
    jobs.push({ template, category: 'good', seed: firstSeed + i });
  for (const category of BROWSER_CATEGORIES.filter((kind) => kind !== 'good'))
    for (let i = 0; i < Number(values['per-fault']); i++)
      jobs.push({ template, category, seed: firstSeed + 50_000 + i });
}

mkdirSync(out, { recursive: true });
const browser = await launchChromium();
const truths: PhotoTruth[] = [];
try {
  const page = await browser.newPage();
  for (const job of jobs) {
    const scene = sampleBrowserScene(job.template, job.seed, job.category);
    const file = `${job.template.id}-${job.category}-${String(job.seed)}.jpg`;
    writeFileSync(join(out, file), await drawBrowserPhoto(page, scene, job.template));
    truths.push(truthOf(scene, job.template, file, values.split));
  }
} finally {
  await browser.close();
}
writeFileSync(join(out, 'truth.csv'), formatTruthCsv(truths));
console.log(`${String(truths.length)} photos and truth.csv in ${out}`);
