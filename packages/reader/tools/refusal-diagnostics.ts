// npx tsx tools/refusal-diagnostics.ts <evaluation-renderer folder> [filter]
// Per good photo the reader refuses: whether the reading area's rim verifies at the true pose (the
// renderer's camera), and how far (mm, worst corner) each body outline predicted from a reading-area ring
// lies from the true body, in the 480 and 960 px working copies. A rim that verifies at the truth with no
// ring near it points at the search, not at the rim's rule. Diagnostics only: nothing in src/ reads the truth.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { KitTemplate } from '@portal/contract';
import { templates } from '../templates';
import { homographyFromPoints } from '../src/geometry/homography';
import { imagePoint, templatePoint, type ImagePoint } from '../src/geometry/points';
import { makeWorkingCopy, toFullResolution } from '../src/image/working-copy';
import type { RgbaImage } from '../src/image/rgba-image';
import { rimEvidence } from '../src/locate/rim-evidence';
import { judgeRim, rimRuleFor } from '../src/locate/verify-rim';
import { windowCandidates } from '../src/locate/window-candidates';
import { readingAreaRect } from '../src/template/reading-area';
import { decodeImage, readPhoto } from './decode-image';
import { apply, deviceToImage } from './render-eval/camera-pose';
import { sampleEvalScene, type EvalSplit } from './render-eval/eval-scene';
import { parseTruthCsv } from './eval/truth-csv';

const WORKING_SIZES = [480, 960];

/** The largest distance (mm) between an outline's corners and the true ones, over the outline's orderings. */
function worstCornerMm(
  corners: readonly ImagePoint[],
  truth: readonly ImagePoint[],
  pixelsPerMm: number,
): number {
  let best = Number.POSITIVE_INFINITY;
  for (let start = 0; start < 4; start++)
    for (const direction of [1, -1]) {
      const worst = Math.max(
        ...truth.map((corner, i) => {
          const found = corners[(((direction * i + start) % 4) + 4) % 4];
          return found ? Math.hypot(found.x - corner.x, found.y - corner.y) : Number.POSITIVE_INFINITY;
        }),
      );
      best = Math.min(best, worst);
    }
  return best / pixelsPerMm;
}

function ringErrors(
  image: RgbaImage,
  template: KitTemplate,
  truth: ImagePoint[],
  pixelsPerMm: number,
): string {
  return WORKING_SIZES.map((size) => {
    const copy = makeWorkingCopy(image, size);
    const errors = windowCandidates(copy, template).flatMap((pair) =>
      pair.map((candidate) => {
        const corners = candidate.corners.map((p) => {
          const full = toFullResolution(copy, p.x, p.y);
          return imagePoint(full.x, full.y);
        });
        return worstCornerMm(corners, truth, pixelsPerMm).toFixed(1);
      }),
    );
    return `rings@${String(size)}=[${errors.join(' ')}]`;
  }).join(' ');
}

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
  const scale = image.width / scene.width;
  const toImage = deviceToImage(scene.pose, template.body.width, template.body.height);
  const { width, height } = template.body;
  const bodyCorners = [
    templatePoint(0, 0),
    templatePoint(width, 0),
    templatePoint(width, height),
    templatePoint(0, height),
  ];
  const truthCorners = bodyCorners.map((corner) => {
    const at = apply(toImage, corner.x, corner.y);
    return imagePoint(at.x * scale, at.y * scale);
  });
  const homography = homographyFromPoints(bodyCorners, truthCorners);
  const rule = rimRuleFor(template);
  const rim = judgeRim(homography && rimEvidence(image, homography, readingAreaRect(template), rule), rule);
  const pixelsPerMm = scene.pose.pixelsPerMm * scale;
  console.log(
    [
      truth.file.padEnd(30),
      (result.refusal?.flags.join(',') ?? '').padEnd(17),
      `rim-at-truth=${rim.verified ? 'verified' : `${String(rim.passing)}/4`}`.padEnd(22),
      `roll=${scene.pose.rollDeg.toFixed(0)} tilt=${scene.pose.tiltDeg.toFixed(0)}`.padEnd(18),
      scene.background.padEnd(13),
      `${pixelsPerMm.toFixed(1)}px/mm`.padEnd(10),
      ringErrors(image, template, truthCorners, pixelsPerMm),
    ].join(' '),
  );
}
