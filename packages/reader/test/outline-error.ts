import type { RgbaImage } from '../src/image/rgba-image';
import { bodyCornersInImage } from '../src/locate/body-corners';
import type { RingSearch } from '../src/locate/window-candidates';
import { ringOutlineErrorsAt } from '../tools/outline-error';
import { sceneHomography, type SyntheticScene } from './synthetic-scene';

/** How far (mm, worst corner) each body outline windowCandidates predicts lies from the scene's body. */
export function ringOutlineErrorsMm(
  image: RgbaImage,
  scene: SyntheticScene,
  workingLongSide = 480,
  search: RingSearch = {},
): number[] {
  const corners = bodyCornersInImage(sceneHomography(scene), scene.template);
  return ringOutlineErrorsAt(image, scene.template, corners, scene.pixelsPerMm, workingLongSide, search);
}
