import sharp from 'sharp';
import { templates } from '../templates';
import { renderPhoto } from './render/render-photo';
import { sampleScene } from './render/sample-scene';
import { locateDevice } from '../src/locate/locate-device';
import { pixelsPerMillimetre, projectToImage } from '../src/geometry/homography';
import { templatePoint } from '../src/geometry/points';
import { poseHomography } from './render/pose';

const templateId = process.argv[2] ?? 'covid-ag';
const template = templates[templateId];
if (!template) throw new Error('template');
for (let seed = 1; seed <= Number(process.argv[3] ?? 8); seed++) {
  const spec = sampleScene(seed, template, 'good', { megapixels: 3 });
  const photo = await renderPhoto(spec, template);
  const { data, info } = await sharp(photo.jpeg).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const t = performance.now();
  const location = locateDevice({ width: info.width, height: info.height, data }, template);
  const ms = performance.now() - t;
  if (!location.found) { console.log(seed, 'not found'); continue; }
  const truth = poseHomography(spec.pose, template);
  const probe = templatePoint(template.body.width / 2, template.body.height * 0.4);
  const a = projectToImage(location.homography, probe);
  const b = projectToImage(truth, probe);
  const errorMm = Math.hypot(a.x - b.x, a.y - b.y) / pixelsPerMillimetre(truth, probe);
  console.log(seed, spec.background, `ncc=${location.matchScore.toFixed(3)} err=${errorMm.toFixed(3)}mm ${ms.toFixed(0)}ms`);
}
