import { blackHat, dilate, topHat, type GreyMap } from '../image/morphology';
import { otsuThreshold } from '../image/statistics';
import type { WorkingCopy } from '../image/working-copy';
import { groupOutline } from './edge-outlines';
import type { BodyCandidate } from './find-body';
import { maskComponents } from '../image/mask-components';

/**
 * Structuring sizes (share of the frame's short side): each must exceed the body's short side for the
 * body to stand out whole; the device's long side spans 15-90% of the frame's short side, its short side
 * (0.3-0.6 of the long) 5-50%.
 */
const ELEMENT_SHARES = [0.25, 0.4, 0.6];
/** A contrast under this many grey levels is noise or texture, whatever Otsu's split says. */
const MIN_CONTRAST = 8;
/** Contrast pixels are grown by this many working pixels so that a body cut by its print joins up. */
const GROW = 1;
/** A body fills most of its rectangle; a patch of pattern or clutter does not. */
const MIN_FILL = 0.5;
const MAX_CANDIDATES_PER_SIZE = 2;

/**
 * Where the body stands out from its surroundings, lighter or darker: the larger of the top-hat and the
 * black-hat of the luminance (a light surface in a shadow and a grey body on a white table alike).
 */
export function localContrast(copy: WorkingCopy, size: number): GreyMap {
  const map = { width: copy.width, height: copy.height, data: copy.luminance };
  const light = topHat(map, size);
  const dark = blackHat(map, size);
  return { ...map, data: light.data.map((value, i) => Math.max(value, dark.data[i] ?? 0)) };
}

/** Otsu's split of the contrast, then half of it: a body lit on one part and shadowed on another. */
const THRESHOLD_SHARES = [1, 0.5];

/**
 * Candidate outlines from local contrast, for a body the whiteness threshold cannot part from its surface
 * (a surface near its colour, a shadow across it, clutter): the contrast map at a few structuring sizes,
 * thresholded by Otsu, each connected group's smallest rotated rectangle when its aspect fits the
 * template's. Outlines only: the caller verifies each by the template's geometry.
 */
export function contrastCandidates(copy: WorkingCopy, expectedAspect: number): BodyCandidate[] {
  const { width, height } = copy;
  const short = Math.min(width, height);
  const found: { candidate: BodyCandidate; rank: number }[] = [];
  for (const share of ELEMENT_SHARES) {
    const contrast = localContrast(copy, Math.round(share * short));
    const otsu = otsuThreshold(contrast.data, 0, 255);
    for (const thresholdShare of THRESHOLD_SHARES) {
      const threshold = Math.max(MIN_CONTRAST, thresholdShare * otsu);
      const binary = { width, height, data: contrast.data.map((value) => (value >= threshold ? 1 : 0)) };
      const mask = dilate(binary, 2 * GROW + 1).data;
      const perSize = maskComponents(mask, width, height)
        .map((group) => groupOutline(group, width, height, expectedAspect, GROW, MIN_FILL))
        .filter((entry): entry is { candidate: BodyCandidate; rank: number } => entry !== undefined)
        .sort((a, b) => a.rank - b.rank)
        .slice(0, MAX_CANDIDATES_PER_SIZE);
      for (const entry of perSize)
        if (!found.some((other) => sameOutline(other.candidate, entry.candidate))) found.push(entry);
    }
  }
  return found.map((entry) => entry.candidate);
}

function sameOutline(a: BodyCandidate, b: BodyCandidate): boolean {
  const diagonal = (c: BodyCandidate) =>
    Math.hypot(c.corners[0].x - c.corners[2].x, c.corners[0].y - c.corners[2].y);
  return (
    Math.hypot(a.centre.x - b.centre.x, a.centre.y - b.centre.y) < 0.05 * diagonal(a) &&
    Math.abs(Math.log(diagonal(a) / diagonal(b))) < 0.1
  );
}
