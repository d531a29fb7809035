// Renders the kept test fixtures: npx tsx packages/reader/tools/generate-fixtures.ts
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { templates } from '../templates';
import { renderPhoto } from './render/render-photo';
import { sampleScene } from './render/sample-scene';
import { REFUSE_REASONS, type SceneTruth } from './render/scene-spec';

const GOOD_PER_TEMPLATE = 60;
const REFUSE_PER_KIND = 3;

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../fixtures');
rmSync(root, { recursive: true, force: true });
mkdirSync(root, { recursive: true });
const truth: Record<string, SceneTruth> = {};
let bytes = 0;
for (const template of Object.values(templates)) {
  const jobs = [
    ...Array.from({ length: GOOD_PER_TEMPLATE }, (_, i) => ({ seed: 1 + i, category: 'good' as const })),
    ...REFUSE_REASONS.flatMap((category) =>
      Array.from({ length: REFUSE_PER_KIND }, (_, i) => ({ seed: 1001 + i, category })),
    ),
  ];
  for (const { seed, category } of jobs) {
    // About 1 MP keeps the set small; the benchmark covers 2-12 MP.
    const spec = sampleScene(seed, template, category, { megapixels: 0.8 + ((seed * 0.618034) % 1) * 0.4 });
    const photo = await renderPhoto(spec, template);
    const name = `${template.id}-${category}-${seed}.jpg`;
    writeFileSync(resolve(root, name), photo.jpeg);
    truth[name] = photo.truth;
    bytes += photo.jpeg.length;
  }
}
writeFileSync(resolve(root, 'truth.json'), `${JSON.stringify(truth, null, 1)}\n`);
console.log(`${Object.keys(truth).length} fixtures, ${(bytes / 1e6).toFixed(1)} MB`);
