import { minAreaRect, rectCorners } from '../geometry/min-area-rect';
import { maskComponents, type MaskComponent } from '../image/mask-components';
import type { WorkingCopy } from '../image/working-copy';
import type { BodyCandidate } from './find-body';

/** Edge pixels are grown by this many working pixels so that a device's outline and print join up. */
const GROW = 2;
/** The device's long side spans at least this share of the frame's short side (15% with margin). */
const MIN_LONG_SIDE = 0.1;
/** Aspect of the candidate's rectangle against the template's: perspective and a drop shadow change it. */
const MAX_ASPECT_RATIO = 1.45;
const MAX_CANDIDATES = 4;

function grow(mask: Uint8Array, width: number, height: number, radius: number): Uint8Array {
  // Separable max filter: rows, then columns.
  const rows = new Uint8Array(mask.length);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      if (!mask[y * width + x]) continue;
      for (let dx = Math.max(0, x - radius); dx <= Math.min(width - 1, x + radius); dx++)
        rows[y * width + dx] = 1;
    }
  const out = new Uint8Array(mask.length);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      if (!rows[y * width + x]) continue;
      for (let dy = Math.max(0, y - radius); dy <= Math.min(height - 1, y + radius); dy++)
        out[dy * width + x] = 1;
    }
  return out;
}

/**
 * Device outlines found by edges alone, for a body on a surface of nearly its own colour (white or grey
 * table, paper), where no brightness threshold parts the two: the edge pixels (outline, drop shadow, window
 * rim, print) are grown until the device's join up, each connected group's smallest rotated rectangle is
 * a candidate when its shape fits the template. Ranked by how well the aspect fits, then by size.
 */
export function edgeOutlines(copy: WorkingCopy, edges: Uint8Array, expectedAspect: number): BodyCandidate[] {
  const { width, height } = copy;
  const mask = grow(edges, width, height, GROW);
  const found: RankedOutline[] = [];
  // A group's boundary pixels (a pixel with an unmasked neighbour) are enough for its hull.
  for (const group of maskComponents(mask, width, height)) {
    const outline = groupOutline(group, width, height, expectedAspect, GROW);
    if (outline) found.push(outline);
  }
  return found
    .sort((a, b) => a.rank - b.rank)
    .slice(0, MAX_CANDIDATES)
    .map((entry) => entry.candidate);
}

export type RankedOutline = { candidate: BodyCandidate; rank: number };

/**
 * A grown mask group's outline as a body candidate: its smallest rotated rectangle shrunk by the growth
 * (`grown` working pixels on each side), kept when long enough, of the template's aspect and, with
 * `minFill`, filled enough. Ranked by how well the aspect fits, then by size (lower first).
 */
export function groupOutline(
  group: MaskComponent,
  width: number,
  height: number,
  expectedAspect: number,
  grown: number,
  minFill = 0,
): RankedOutline | undefined {
  const rect = minAreaRect(group.boundary);
  if (!rect) return undefined;
  const halfLong = rect.halfLong - grown;
  const halfShort = rect.halfShort - grown;
  if (2 * halfLong < MIN_LONG_SIDE * Math.min(width, height) || halfShort <= 1) return undefined;
  const aspect = halfLong / halfShort;
  const mismatch = Math.abs(Math.log(aspect / expectedAspect));
  if (mismatch > Math.log(MAX_ASPECT_RATIO)) return undefined;
  if (group.count / (4 * rect.halfLong * rect.halfShort) < minFill) return undefined;
  const corners = rectCorners({ ...rect, halfLong, halfShort });
  const touches = corners.some((c) => c.x < 0.5 || c.y < 0.5 || c.x > width - 1.5 || c.y > height - 1.5);
  return {
    candidate: {
      corners,
      centre: rect.centre,
      areaFraction: (4 * halfLong * halfShort) / (width * height),
      touchesBorder: touches,
      aspect,
      threshold: Number.NaN,
    },
    rank: mismatch - 0.1 * Math.log(halfLong),
  };
}
