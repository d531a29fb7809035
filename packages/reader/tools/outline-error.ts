import type { KitTemplate } from '@portal/contract';
import type { BodyCandidate } from '../src/locate/find-body';
import type { RgbaImage } from '../src/image/rgba-image';
import { makeWorkingCopy, type WorkingCopy } from '../src/image/working-copy';
import { windowCandidates, type RingSearch } from '../src/locate/window-candidates';

type Point = { readonly x: number; readonly y: number };

/**
 * How far an outline (working-copy pixels) lies from the body: for each true body corner (full-size
 * pixels), the nearest of the outline's corners; the worst of those, in mm.
 */
export function outlineErrorMm(
  candidate: BodyCandidate,
  copy: WorkingCopy,
  bodyCorners: readonly Point[],
  pixelsPerMm: number,
): number {
  const nearest = (actual: Point) =>
    Math.min(
      ...candidate.corners.map((c) =>
        Math.hypot((c.x + 0.5) * copy.factor - 0.5 - actual.x, (c.y + 0.5) * copy.factor - 0.5 - actual.y),
      ),
    );
  return Math.max(...bodyCorners.map(nearest)) / pixelsPerMm;
}

/**
 * How far (mm, worst corner) each body outline windowCandidates predicts lies from the true body, in the
 * order windowCandidates gives them, in a working copy of the given long side, searched as `search` says.
 */
export function ringOutlineErrorsAt(
  image: RgbaImage,
  template: KitTemplate,
  bodyCorners: readonly Point[],
  pixelsPerMm: number,
  workingLongSide: number,
  search: RingSearch = {},
): number[] {
  const copy = makeWorkingCopy(image, workingLongSide);
  return windowCandidates(copy, template, search)
    .flat()
    .map((candidate) => outlineErrorMm(candidate, copy, bodyCorners, pixelsPerMm));
}

/** ringOutlineErrorsAt in the 480 and 960 px working copies, as text (the diagnostics tools' column). */
export function ringErrorsText(
  image: RgbaImage,
  template: KitTemplate,
  bodyCorners: readonly Point[],
  pixelsPerMm: number,
): string {
  return [480, 960]
    .map((size) => {
      const errors = ringOutlineErrorsAt(image, template, bodyCorners, pixelsPerMm, size);
      return `rings@${String(size)}=[${errors.map((error) => error.toFixed(1)).join(' ')}]`;
    })
    .join(' ');
}
