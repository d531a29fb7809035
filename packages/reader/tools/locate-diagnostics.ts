// npx tsx tools/locate-diagnostics.ts .data/reader-eval/tune [filter]
// Per photo of an evaluation-renderer folder: the locator's verdict and how far (mm) the located body
// corners lie from the true ones (the renderer's camera pose), to see whether a refusal is a wrong
// outline or a failed verification. Diagnostics only: nothing in src/ reads the truth.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { templates } from '../templates';
import { projectToImage } from '../src/geometry/homography';
import { templatePoint } from '../src/geometry/points';
import { locateDevice } from '../src/locate/locate-device';
import { readKit } from '../src/read-kit';
import { decodeImage } from './decode-image';
import { apply, deviceToImage } from './render-eval/camera-pose';
import { sampleEvalScene, type EvalCategory, type EvalSplit } from './render-eval/eval-scene';

const [folder = '.data/reader-eval/tune', filter = ''] = process.argv.slice(2);
const files = readdirSync(folder)
  .filter((name) => name.endsWith('.jpg') && name.includes(filter))
  .sort();
for (const file of files) {
  const truth = JSON.parse(readFileSync(join(folder, `${file}.truth.json`), 'utf8')) as {
    templateId: string;
    split: EvalSplit;
  };
  const template = templates[truth.templateId];
  if (!template) continue;
  const match = /-(good|dark|defocus|motion|too-small)-(\d+)\.jpg$/.exec(file);
  if (!match) continue;
  const scene = sampleEvalScene(Number(match[2]), truth.split, match[1] as EvalCategory, template);
  const image = await decodeImage(readFileSync(join(folder, file)));
  const scale = image.width / scene.width;
  const toImage = deviceToImage(scene.pose, template.body.width, template.body.height);
  const started = performance.now();
  const location = locateDevice(image, template);
  const locateMs = performance.now() - started;
  const result = readKit(image, template);
  let cornerErrorMm = NaN;
  if (location.found) {
    const { width, height } = template.body;
    const corners: [number, number][] = [
      [0, 0],
      [width, 0],
      [width, height],
      [0, height],
    ];
    cornerErrorMm = Math.max(
      ...corners.map(([u, v]) => {
        const actual = apply(toImage, u, v);
        const found = projectToImage(location.homography, templatePoint(u, v));
        return Math.hypot(found.x - actual.x * scale, found.y - actual.y * scale);
      }),
    );
    cornerErrorMm /= scene.pose.pixelsPerMm * scale;
  }
  const verdict = result.status === 'read' ? 'read' : (result.refusal?.flags.join(',') ?? '');
  const metrics = Object.entries(location.found ? location.scores : {})
    .map(([key, value]) => `${key}=${value.toFixed(2)}`)
    .join(' ');
  console.log(
    [
      file.padEnd(34),
      verdict.padEnd(18),
      `corner=${cornerErrorMm.toFixed(1)}mm`.padEnd(14),
      `roll=${scene.pose.rollDeg.toFixed(0)}`.padEnd(9),
      `tilt=${scene.pose.tiltDeg.toFixed(0)}`.padEnd(8),
      scene.background.padEnd(14),
      `${locateMs.toFixed(0)}ms`.padEnd(7),
      metrics,
    ].join(' '),
  );
}
