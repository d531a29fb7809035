// npx tsx tools/refusal-diagnostics.ts <evaluation-renderer folder> [filter]
// Per good photo the reader refuses: whether the reading area's rim verifies at the true pose (the
// renderer's camera), and how far (mm, worst corner) each body outline predicted from a reading-area ring
// lies from the true body, in the 480 and 960 px working copies. A rim that verifies at the truth with no
// ring near it points at the search, not at the rim's rule. Diagnostics only: nothing in src/ reads the truth.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { templates } from '../templates';
import { decodeImage, readPhoto } from './decode-image';
import { ringErrorsText } from './outline-error';
import { rimAtTruth } from './pose-at-truth';
import { sampleEvalScene, type EvalSplit } from './render-eval/eval-scene';
import { truePose } from './render-eval/true-pose';
import { parseTruthCsv } from './eval/truth-csv';

const [folder = '.', filter = ''] = process.argv.slice(2);
const truths = parseTruthCsv(readFileSync(join(folder, 'truth.csv'), 'utf8'), templates).filter(
  (truth) => truth.file.includes(filter) && !truth.shouldRefuse,
);
for (const truth of truths) {
  const template = templates[truth.templateId];
  const seed = /-good-(\d+)\.jpg$/.exec(truth.file)?.[1];
  if (!template || seed === undefined) continue;
  const bytes = readFileSync(join(folder, truth.file));
  const result = await readPhoto(bytes, template);
  if (result.status === 'read') continue;
  const { split } = JSON.parse(readFileSync(join(folder, `${truth.file}.truth.json`), 'utf8')) as {
    split: EvalSplit;
  };
  const scene = sampleEvalScene(Number(seed), split, 'good', template);
  const image = await decodeImage(bytes);
  const pose = truePose(scene, template, image.width);
  console.log(
    [
      truth.file.padEnd(30),
      (result.refusal?.flags.join(',') ?? '').padEnd(17),
      rimAtTruth(image, template, pose.homography).padEnd(48),
      `roll=${scene.pose.rollDeg.toFixed(0)} tilt=${scene.pose.tiltDeg.toFixed(0)}`.padEnd(18),
      scene.background.padEnd(13),
      `${pose.pixelsPerMm.toFixed(1)}px/mm`.padEnd(10),
      ringErrorsText(image, template, pose.corners, pose.pixelsPerMm),
    ].join(' '),
  );
}
