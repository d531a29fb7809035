import { writeFileSync } from 'node:fs';
import { templates } from '../templates';
import { renderPhoto } from './render/render-photo';
import { sampleScene } from './render/sample-scene';
import type { SceneCategory } from './render/scene-spec';

const [templateId = 'covid-ag', category = 'good', seed = '1', megapixels = '3'] = process.argv.slice(2);
const template = templates[templateId];
if (!template) throw new Error(`unknown template ${templateId}`);
const started = performance.now();
const photo = await renderPhoto(sampleScene(Number(seed), template, category as SceneCategory, { megapixels: Number(megapixels) }), template);
console.log(`${(performance.now() - started).toFixed(0)} ms`, JSON.stringify(photo.truth));
writeFileSync(`/tmp/render-${templateId}-${category}-${seed}.jpg`, photo.jpeg);
