// npx tsx tools/locate-diagnostics.ts .data/reader-eval/tune [filter]
// Per photo of an evaluation-renderer folder: the locator's verdict and how far (mm) the located body
// corners lie from the true ones (the renderer's camera pose), to see whether a refusal is a wrong
// outline or a failed verification. Diagnostics only: nothing in src/ reads the truth.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { templates } from '../templates';
import { bodyCornersInImage } from '../src/locate/body-corners';
import { locateDevice } from '../src/locate/locate-device';
import { readKit } from '../src/read-kit';
import { decodeImage } from './decode-image';
import { truePose } from './render-eval/true-pose';
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
  const started = performance.now();
  const location = locateDevice(image, template);
  const locateMs = performance.now() - started;
  const result = readKit(image, template);
  let cornerErrorMm = NaN;
  if (location.found) {
    const pose = truePose(scene, template, image.width);
    const found = bodyCornersInImage(location.homography, template);
    cornerErrorMm =
      Math.max(
        ...pose.corners.map((corner, i) =>
          Math.hypot((found[i]?.x ?? NaN) - corner.x, (found[i]?.y ?? NaN) - corner.y),
        ),
      ) / pose.pixelsPerMm;
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
