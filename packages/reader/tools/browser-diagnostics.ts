// npx tsx tools/browser-diagnostics.ts <browser-renderer folder> [filter]
// Per good photo of a write-browser-set folder the reader refuses: whether the window's rim verifies at
// the true pose (the scene's CSS transform, trueBodyCorners), how far (mm, worst corner) the located body
// and its window lie from the truth, and each body outline predicted from a window ring, in the 480 and
// 960 px working copies; last, per background kind, the good photos refused of those read. Diagnostics
// only: nothing in src/ reads the truth.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { templates } from '../templates';
import { homographyFromPoints } from '../src/geometry/homography';
import { imagePoint, rectCorners, templatePoint } from '../src/geometry/points';
import { locateDevice } from '../src/locate/locate-device';
import { readingAreaRect } from '../src/template/reading-area';
import { parseTruthCsv } from './eval/truth-csv';
import { decodeImage, readPhoto } from './decode-image';
import { ringErrorsText } from './outline-error';
import { rimAtTruth, worstPointErrorMm } from './pose-at-truth';
import { sampleBrowserScene } from './render-browser/browser-scene';
import { trueBodyCorners } from './render-browser/true-corners';

const [folder = '.', filter = ''] = process.argv.slice(2);
const truths = parseTruthCsv(readFileSync(join(folder, 'truth.csv'), 'utf8'), templates).filter(
  (truth) => truth.file.includes(filter) && !truth.shouldRefuse,
);
const byBackground = new Map<string, { photos: number; refused: number }>();
for (const truth of truths) {
  const template = templates[truth.templateId];
  const seed = /-good-(\d+)\.jpg$/.exec(truth.file)?.[1];
  if (template?.kind !== 'cassette' || seed === undefined) continue;
  const bytes = readFileSync(join(folder, truth.file));
  const result = await readPhoto(bytes, template);
  const scene = sampleBrowserScene(template, Number(seed), 'good');
  const tally = byBackground.get(scene.background.kind) ?? { photos: 0, refused: 0 };
  byBackground.set(scene.background.kind, {
    photos: tally.photos + 1,
    refused: tally.refused + (result.status === 'read' ? 0 : 1),
  });
  if (result.status === 'read') continue;
  const image = await decodeImage(bytes);
  const location = locateDevice(image, template);
  const scale = image.width / scene.frame.width;
  const corners = trueBodyCorners(scene, template).map((corner) =>
    imagePoint(corner.x * scale, corner.y * scale),
  );
  const bodyCorners = rectCorners({ x: 0, y: 0, ...template.body }).map((c) => templatePoint(c.x, c.y));
  const homography = homographyFromPoints(bodyCorners, corners);
  const pixelsPerMm = scene.pixelsPerMm * scale;
  const placed =
    location.found && homography
      ? `body ${worstPointErrorMm(location.homography, homography, bodyCorners, pixelsPerMm).toFixed(1)}mm window ${worstPointErrorMm(location.homography, homography, rectCorners(readingAreaRect(template)), pixelsPerMm).toFixed(1)}mm${location.verified ? ' verified' : ''}`
      : 'not placed';
  console.log(
    [
      truth.file.padEnd(30),
      (result.refusal?.flags.join(',') ?? '').padEnd(17),
      rimAtTruth(image, template, homography).padEnd(48),
      `turn=${scene.pose.turnDeg.toFixed(0)} tilt=${scene.pose.tiltXDeg.toFixed(0)},${scene.pose.tiltYDeg.toFixed(0)}`.padEnd(
        20,
      ),
      scene.background.kind.padEnd(11),
      `${pixelsPerMm.toFixed(1)}px/mm`.padEnd(10),
      placed.padEnd(34),
      ringErrorsText(image, template, corners, pixelsPerMm),
    ].join(' '),
  );
}
console.log(
  [...byBackground]
    .map(([kind, { photos, refused }]) => `${kind} ${String(refused)}/${String(photos)}`)
    .join(', '),
);
