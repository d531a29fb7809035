import type { BodyCandidate } from '../src/locate/find-body';
import type { RgbaImage } from '../src/image/rgba-image';
import { makeWorkingCopy, type WorkingCopy } from '../src/image/working-copy';
import { bodyCornersInImage } from '../src/locate/locate-device';
import { windowCandidates } from '../src/locate/window-candidates';
import { sceneHomography, type SyntheticScene } from './synthetic-scene';

/**
 * How far an outline (working-copy pixels) lies from the body: for each true body corner (full-size
 * pixels), the nearest of the outline's corners; the worst of those, in mm.
 */
export function outlineErrorMm(
  candidate: BodyCandidate,
  copy: WorkingCopy,
  bodyCorners: readonly { x: number; y: number }[],
  pixelsPerMm: number,
): number {
  const nearest = (actual: { x: number; y: number }) =>
    Math.min(
      ...candidate.corners.map((c) =>
        Math.hypot((c.x + 0.5) * copy.factor - 0.5 - actual.x, (c.y + 0.5) * copy.factor - 0.5 - actual.y),
      ),
    );
  return Math.max(...bodyCorners.map(nearest)) / pixelsPerMm;
}

/**
 * How far (mm, worst corner) each body outline windowCandidates predicts from the scene's photo lies from
 * its body, in the order windowCandidates gives them, in a working copy of the given long side.
 */
export function ringOutlineErrorsMm(
  image: RgbaImage,
  scene: SyntheticScene,
  workingLongSide = 480,
): number[] {
  const copy = makeWorkingCopy(image, workingLongSide);
  const corners = bodyCornersInImage(sceneHomography(scene), scene.template);
  return windowCandidates(copy, scene.template)
    .flat()
    .map((candidate) => outlineErrorMm(candidate, copy, corners, scene.pixelsPerMm));
}
